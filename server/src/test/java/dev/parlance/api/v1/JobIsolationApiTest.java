package dev.parlance.api.v1;

import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who may reach whose jobs: an account reaches its own and its descendants' jobs, never a
 * sibling's or an ancestor's; a job out of reach looks exactly like a missing one. In the tree,
 * {@code b} has a child of its own and {@code childOfA} has none, so naming an account out of reach
 * answers NOT_PARENT_ACCOUNT and NO_CHILDREN_FOUND respectively.
 */
class JobIsolationApiTest extends JobApiTestSupport {
    TestAccount parent;
    TestAccount a;
    TestAccount b;
    TestAccount childOfA;
    TestAccount childOfB;
    String jobOfParent;
    String jobOfA;
    String jobOfChild;

    @BeforeEach
    void tree() {
        parent = newAccount();
        a = newAccount(parent);
        b = newAccount(parent);
        childOfA = newAccount(a);
        childOfB = newAccount(b);
        jobOfParent = newJob(parent, "external_id", "iso");
        jobOfA = newJob(a, "job_name", "A's job", "external_id", "iso");
        jobOfChild = newJob(childOfA);
    }

    @Test
    void aSiblingCannotSeeModifyAuthorizeOrDelete() {
        api.get("/api/job/info", "v", "1", "api_token", b.token(), "job_id", jobOfA).error("ITEM_NOT_FOUND");
        api.get("/api/job/modify", with(b, "job_id", jobOfA, "notes", "mine now")).error("ITEM_NOT_FOUND");
        api.get("/api/job/modify", with(b, "job_id", jobOfA, "account_id", b.username())).error("ITEM_NOT_FOUND");
        api.get("/api/job/authorize", "api_token", b.token(), "job_id", jobOfA).error("ITEM_NOT_FOUND");
        api.get("/api/job/delete", "api_token", b.token(), "job_id", jobOfA).error("ITEM_NOT_FOUND");
        api.get("/api/job/del", "api_token", b.token(), "job_id", jobOfA).error("ITEM_NOT_FOUND");
        list(b, "Username", a.username()).error("NOT_PARENT_ACCOUNT");
        list(b, "Username", childOfA.username()).error("NOT_PARENT_ACCOUNT");
        api.get("/api/job/new", with(b, "username", a.username(), "external_id", "iso")).error("NOT_PARENT_ACCOUNT");
        api.get("/api/job/modify", with(b, "job_id", newJob(b), "account_id", a.username()))
                .error("NOT_PARENT_ACCOUNT");
        assertThat(listIds(b, "Username", "*")).hasSize(1).doesNotContain(jobOfA, jobOfParent, jobOfChild);
        assertThat(listIds(b, "ExternalID", "iso")).isEmpty();
        assertThat(listIds(a)).containsExactly(jobOfA);

        assertThat(column(jobOfA, "notes")).isNull();
        assertThat(column(jobOfA, "authorized_at")).isNull();
        assertThat(column(jobOfA, "deleted_at")).isNull();
        assertThat(ownerOf(jobOfA)).isEqualTo(a.id());
        assertThat(info(a, jobOfA).path("JobName").asString()).isEqualTo("A's job");
    }

    @Test
    void aSiblingsExternalIdIsNotADuplicate() {
        assertThat(newJob(b, "external_id", "iso")).isNotIn(jobOfA, jobOfParent);
    }

    @Test
    void aChildCannotReachItsParentsJobs() {
        api.get("/api/job/info", "v", "1", "api_token", childOfA.token(), "job_id", jobOfA).error("ITEM_NOT_FOUND");
        api.get("/api/job/modify", with(childOfA, "job_id", jobOfA, "priority", "ECONOMY")).error("ITEM_NOT_FOUND");
        api.get("/api/job/authorize", "api_token", childOfA.token(), "job_id", jobOfA).error("ITEM_NOT_FOUND");
        api.get("/api/job/delete", "api_token", childOfA.token(), "job_id", jobOfA).error("ITEM_NOT_FOUND");
        list(childOfA, "Username", a.username()).error("NO_CHILDREN_FOUND");
        api.get("/api/job/new", with(childOfA, "username", a.username())).error("NO_CHILDREN_FOUND");
        api.get("/api/job/modify", with(childOfA, "job_id", jobOfChild, "account_id", a.username()))
                .error("NO_CHILDREN_FOUND");
        assertThat(listIds(childOfA, "Username", "*")).containsExactly(jobOfChild);
        assertThat(ownerOf(jobOfChild)).isEqualTo(childOfA.id());
        assertThat(listIds(a)).containsExactly(jobOfA);
        assertThat(column(jobOfA, "priority")).isNull();
    }

    @Test
    void aParentReachesItsDescendantsJobs() {
        assertThat(info(a, jobOfChild).path("JobId").asString()).isEqualTo(jobOfChild);
        assertThat(info(parent, jobOfChild).path("JobId").asString()).isEqualTo(jobOfChild);
        assertThat(listIds(a, "Username", childOfA.username())).containsExactly(jobOfChild);
        assertThat(listIds(a, "Username", "*")).containsExactlyInAnyOrder(jobOfA, jobOfChild);
        assertThat(listIds(parent, "Username", "*")).containsExactlyInAnyOrder(jobOfParent, jobOfA, jobOfChild);

        assertThat(api.get("/api/job/authorize", "api_token", parent.token(), "job_id", jobOfChild).status())
                .isEqualTo(204);
        assertThat(api.get("/api/job/modify", with(a, "job_id", jobOfChild, "priority", "ECONOMY")).status())
                .isEqualTo(204);
        api.get("/api/job/delete", "api_token", a.token(), "job_id", jobOfChild).ok();
        assertThat(listIds(parent, "Username", "*")).containsExactlyInAnyOrder(jobOfParent, jobOfA);
    }

    @Test
    void reachGoesAnyDepthDownAndNeverUp() {
        TestAccount top = newAccount();
        TestAccount bottom = top;
        for (int depth = 0; depth < 6; depth++) {
            bottom = newAccount(bottom);
        }
        String deepJob = newJob(top, "username", bottom.username());
        assertThat(ownerOf(deepJob)).isEqualTo(bottom.id());
        assertThat(info(top, deepJob).path("JobId").asString()).isEqualTo(deepJob);
        assertThat(listIds(top, "Username", "*")).containsExactly(deepJob);
        assertThat(listIds(top, "Username", bottom.username())).containsExactly(deepJob);
        String topJob = newJob(top);
        api.get("/api/job/info", "v", "1", "api_token", bottom.token(), "job_id", topJob).error("ITEM_NOT_FOUND");
        list(bottom, "Username", top.username()).error("NO_CHILDREN_FOUND");
        assertThat(listIds(bottom, "Username", "*")).containsExactly(deepJob);
    }

    @Test
    void statisticsNeverCountSiblingsOrAncestors() {
        Instant returned = Instant.parse("2015-06-26T10:00:00Z");
        completeAndBill(jobOfParent, "PREMIUM", 60, returned);
        completeAndBill(jobOfA, "PREMIUM", 120, returned);
        completeAndBill(jobOfChild, "PREMIUM", 180, returned);
        completeAndBill(newJob(b), "PREMIUM", 240, returned);
        assertThat(statisticsTotal(b)).isEqualTo(4);
        assertThat(statisticsTotal(b, "account_id", "*")).isEqualTo(4);
        assertThat(statisticsTotal(a, "account_id", "*")).isEqualTo(2 + 3);
        assertThat(statisticsTotal(childOfA, "account_id", "*")).isEqualTo(3);
        assertThat(statisticsTotal(parent, "account_id", "*")).isEqualTo(1 + 2 + 3 + 4);
        statistics(b, "account_id", a.username()).error("NOT_PARENT_ACCOUNT");
        statistics(b, "account_id", childOfA.username()).error("NOT_PARENT_ACCOUNT");
        statistics(b, "account_id", parent.username()).error("NOT_PARENT_ACCOUNT");
        statistics(childOfA, "account_id", a.username()).error("NO_CHILDREN_FOUND");
        statistics(a, "account_id", b.username()).error("NOT_PARENT_ACCOUNT");
    }

    private ApiResponse statistics(TestAccount caller, String... params) {
        return api.get("/api/job/aggregate_statistics", with(caller, params));
    }

    private long statisticsTotal(TestAccount caller, String... params) {
        JsonNode data = statistics(caller, params).ok().path("data");
        assertThat(data).hasSize(1);
        return data.get(0).path("billable_minutes_total").asLong();
    }
}
