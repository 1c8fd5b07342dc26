package dev.parlance.api.v1;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class JobListApiTest extends JobApiTestSupport {

    @Test
    void listsTheCallersJobsNewestFirstWithOwnerAndTimes() {
        TestAccount a = newAccount();
        String older = newJob(a, "job_name", "older");
        String newer = newJob(a, "job_name", "newer");
        setJob(older, "created_at", Instant.parse("2020-01-01T00:00:00Z"));
        setJob(newer, "created_at", Instant.parse("2020-01-02T00:00:00Z"));
        setJob(newer, "started_at", Instant.parse("2020-01-02T01:00:00Z"));
        setJob(newer, "completed_at", Instant.parse("2020-01-02T02:00:00Z"));

        JsonNode body = list(a).ok();
        assertThat(body.path("Username").asString()).isEqualTo(a.username());
        JsonNode jobs = body.path("ActiveJobs");
        assertThat(jobs).hasSize(2);
        JsonNode first = jobs.get(0);
        assertThat(first.path("JobId").asString()).isEqualTo(newer);
        assertThat(jobs.get(1).path("JobId").asString()).isEqualTo(older);

        List<String> keys = new ArrayList<>();
        first.propertyNames().forEach(keys::add);
        List<String> expected = new ArrayList<>(JobInfoApiTest.JOB_KEYS);
        expected.addAll(List.of("Username", "CreationTime", "StartTime", "CompletedTime"));
        assertThat(keys).containsExactlyElementsOf(expected);
        assertThat(first.path("Username").asString()).isEqualTo(a.username());
        assertThat(first.path("CreationTime").asString()).isEqualTo("2020-01-02T00:00:00.000000");
        assertThat(first.path("CreationDate").asString()).isEqualTo("2020-01-02T00:00:00.000000");
        assertThat(first.path("StartTime").asString()).isEqualTo("2020-01-02T01:00:00.000000");
        assertThat(first.path("CompletedTime").asString()).isEqualTo("2020-01-02T02:00:00.000000");
        assertThat(jobs.get(1).path("StartTime").asString()).isEmpty();
        assertThat(jobs.get(1).path("CompletedTime").asString()).isEmpty();
        assertThat(first.path("JobStatus").asString()).isEqualTo("Authorizing");
    }

    @Test
    void anAccountWithoutJobsGetsAnEmptyArray() {
        JsonNode body = list(newAccount()).ok();
        assertThat(body.path("ActiveJobs").isArray()).isTrue();
        assertThat(body.path("ActiveJobs")).isEmpty();
    }

    @Test
    void deletedJobsDisappear() {
        TestAccount a = newAccount();
        String kept = newJob(a);
        String deleted = newJob(a);
        api.get("/api/job/del", "api_token", a.token(), "job_id", deleted).ok();
        assertThat(listIds(a)).containsExactly(kept);
        assertThat(listIds(a, "Username", "*")).containsExactly(kept);
    }

    /** Three jobs on 24, 25 (late evening) and 26 June; each date filter sees the same cases. */
    @ParameterizedTest
    @CsvSource({
            "created_at, CreationDateFrom, CreationDateTo",
            "created_at, CreateDateFrom, CreateDateTo",
            "created_at, creationdatefrom, CREATIONDATETO",
            "started_at, StartDateFrom, StartDateTo",
            "due_at, DueDateFrom, DueDateTo",
            "completed_at, CompleteDateFrom, CompleteDateTo",
            "returned_at, ReturnDateFrom, ReturnDateTo",
            "authorized_at, AuthorizationDateFrom, AuthorizationDateTo"})
    void dateFiltersBoundEachTimestamp(String column, String from, String to) {
        TestAccount a = newAccount();
        String d24 = newJob(a, "job_name", "24");
        String d25 = newJob(a, "job_name", "25");
        String d26 = newJob(a, "job_name", "26");
        String unset = newJob(a, "job_name", "unset");
        setJob(d24, column, Instant.parse("2015-06-24T12:00:00Z"));
        setJob(d25, column, Instant.parse("2015-06-25T23:59:59.5Z"));
        setJob(d26, column, Instant.parse("2015-06-26T00:00:00Z"));
        if (column.equals("created_at")) {
            setJob(unset, "created_at", Instant.parse("2010-01-01T00:00:00Z"));
        }

        assertThat(listIds(a, from, "2015-06-25")).containsExactlyInAnyOrder(d25, d26);
        // A bare date as upper bound includes that whole day.
        assertThat(listIds(a, from, "2015-06-24", to, "2015-06-25")).containsExactlyInAnyOrder(d24, d25);
        assertThat(listIds(a, to, "2015-06-25T12:00")).containsExactlyInAnyOrder(
                column.equals("created_at") ? new String[] {unset, d24} : new String[] {d24});
        assertThat(listIds(a, from, "2015-06-25T23:59:59.5", to, "2015-06-26T00:00:00.000000"))
                .containsExactlyInAnyOrder(d25, d26);
        assertThat(listIds(a, from, "2015-06-26T00:00:00.0000000+02:00", to, "2015-06-25T22:59:59.999-01:00"))
                .containsExactlyInAnyOrder(d25);
        assertThat(listIds(a, from, "2015-06-27")).isEmpty();
        api.get("/api/job/list", with(a, from, "25/06/2015")).error("INVALID_QUERY");
        api.get("/api/job/list", with(a, to, "yesterday")).error("INVALID_QUERY");
    }

    @Test
    void filtersByStatusInAnySpelling() {
        TestAccount a = newAccount();
        String fresh = newJob(a);
        String done = newJob(a);
        String running = newJob(a);
        setJob(done, "status", "COMPLETE");
        setJob(running, "status", "IN_PROCESS");
        assertThat(listIds(a, "JobStatus", "Complete")).containsExactly(done);
        assertThat(listIds(a, "jobstatus", "complete")).containsExactly(done);
        assertThat(listIds(a, "JobStatus", "In Process")).containsExactly(running);
        assertThat(listIds(a, "JobStatus", "IN_PROCESS")).containsExactly(running);
        assertThat(listIds(a, "JobStatus", "Authorizing")).containsExactly(fresh);
        assertThat(listIds(a, "JobStatus", "Authorization")).containsExactly(fresh);
        assertThat(listIds(a, "JobStatus", "Media Failure")).isEmpty();
        assertThat(api.get("/api/job/list", with(a, "JobStatus", "Done")).error("INVALID_QUERY")).contains("JobStatus");
    }

    @Test
    void filtersByFidelityInRequestOrReportedSpelling() {
        TestAccount a = newAccount();
        String mechanical = newJob(a);
        String premium = newJob(a);
        String professional = newJob(a);
        newJob(a);
        setJob(mechanical, "fidelity", "MECHANICAL");
        setJob(premium, "fidelity", "PREMIUM");
        setJob(professional, "fidelity", "PROFESSIONAL");
        assertThat(listIds(a, "Fidelity", "MECHANICAL")).containsExactly(mechanical);
        assertThat(listIds(a, "Fidelity", "PREMIUM")).containsExactly(premium);
        assertThat(listIds(a, "Fidelity", "standard")).containsExactly(premium);
        assertThat(listIds(a, "Fidelity", "PROFESSIONAL")).containsExactly(professional);
        assertThat(listIds(a, "Fidelity", "HIGH")).containsExactly(professional);
        api.get("/api/job/list", with(a, "Fidelity", "BEST")).error("INVALID_QUERY");
    }

    @Test
    void filtersByPriority() {
        TestAccount a = newAccount();
        String standard = newJob(a);
        String priority = newJob(a);
        setJob(standard, "priority", "STANDARD");
        setJob(priority, "priority", "PRIORITY");
        assertThat(listIds(a, "Priority", "PRIORITY")).containsExactly(priority);
        assertThat(listIds(a, "priority", "standard")).containsExactly(standard);
        assertThat(listIds(a, "Priority", "CRITICAL")).isEmpty();
        api.get("/api/job/list", with(a, "Priority", "URGENT")).error("INVALID_QUERY");
    }

    @Test
    void filtersByTurnaroundHours() {
        TestAccount a = newAccount();
        String day = newJob(a);
        String twoDays = newJob(a);
        String week = newJob(a);
        newJob(a);
        setJob(day, "turnaround_hours", 24);
        setJob(twoDays, "turnaround_hours", 48);
        setJob(week, "turnaround_hours", 168);
        assertThat(listIds(a, "TurnaroundTimeHoursFrom", "48")).containsExactlyInAnyOrder(twoDays, week);
        assertThat(listIds(a, "TurnaroundTimeHoursTo", "48")).containsExactlyInAnyOrder(day, twoDays);
        assertThat(listIds(a, "TurnaroundTimeHoursFrom", "25", "TurnaroundTimeHoursTo", "167")).containsExactly(twoDays);
        api.get("/api/job/list", with(a, "TurnaroundTimeHoursFrom", "soon")).error("INVALID_QUERY");
    }

    @Test
    void filtersByNameWithWildcardIgnoringCase() {
        TestAccount a = newAccount();
        String lecture1 = newJob(a, "job_name", "Lecture 1");
        String lecture2 = newJob(a, "job_name", "LECTURE 2");
        String myLecture = newJob(a, "job_name", "My lecture");
        String underscore = newJob(a, "job_name", "a_c 100%");
        String abc = newJob(a, "job_name", "abc 1000");
        newJob(a);
        assertThat(listIds(a, "JobName", "lecture*")).containsExactlyInAnyOrder(lecture1, lecture2);
        assertThat(listIds(a, "JobName", "*LECTURE*")).containsExactlyInAnyOrder(lecture1, lecture2, myLecture);
        assertThat(listIds(a, "JobName", "lecture 1")).containsExactly(lecture1);
        assertThat(listIds(a, "JobName", "lecture")).isEmpty();
        assertThat(listIds(a, "jobname", "*1")).containsExactly(lecture1);
        // SQL's own wildcards are plain characters here.
        assertThat(listIds(a, "JobName", "a_c*")).containsExactly(underscore);
        assertThat(listIds(a, "JobName", "*100%")).containsExactly(underscore);
        assertThat(listIds(a, "JobName", "a%")).isEmpty();
        assertThat(listIds(a, "JobName", "a*c*")).containsExactlyInAnyOrder(underscore, abc);
    }

    @Test
    void filtersByExternalIdUnderEitherSpelling() {
        TestAccount a = newAccount();
        String x1 = newJob(a, "external_id", "X-1");
        newJob(a, "external_id", "X-2");
        newJob(a);
        assertThat(listIds(a, "ExternalID", "X-1")).containsExactly(x1);
        assertThat(listIds(a, "ExternalId", "X-1")).containsExactly(x1);
        assertThat(listIds(a, "ExternalID", "X")).isEmpty();
    }

    @Test
    void filtersByDifficulty() {
        TestAccount a = newAccount();
        String good = newJob(a);
        String unknown = newJob(a);
        setJob(good, "difficulty", "Good");
        assertThat(listIds(a, "JobDifficulty", "Good")).containsExactly(good);
        assertThat(listIds(a, "JobDifficulty", "unknown")).containsExactly(unknown);
        assertThat(listIds(a, "JobDifficulty", "Bad")).isEmpty();
        api.get("/api/job/list", with(a, "JobDifficulty", "Hard")).error("INVALID_QUERY");
    }

    @Test
    void filtersCombine() {
        TestAccount a = newAccount();
        String match = newJob(a, "job_name", "Talk A");
        String wrongStatus = newJob(a, "job_name", "Talk B");
        newJob(a, "job_name", "Other");
        setJob(match, "status", "COMPLETE");
        setJob(match, "fidelity", "MECHANICAL");
        setJob(wrongStatus, "fidelity", "MECHANICAL");
        assertThat(listIds(a, "JobName", "Talk*", "Fidelity", "MECHANICAL", "JobStatus", "Complete"))
                .containsExactly(match);
    }

    @Test
    void usernameSelectsASubAccountAndStarTheWholeSubtree() {
        TestAccount parent = newAccount();
        TestAccount child = newAccount(parent);
        TestAccount grandchild = newAccount(child);
        TestAccount otherChild = newAccount(parent);
        String parentJob = newJob(parent);
        String childJob = newJob(child);
        String grandchildJob = newJob(grandchild);
        String otherJob = newJob(otherChild);

        assertThat(listIds(parent)).containsExactly(parentJob);
        assertThat(listIds(parent, "Username", parent.username())).containsExactly(parentJob);
        assertThat(listIds(parent, "Username", child.username())).containsExactly(childJob);
        assertThat(listIds(parent, "username", grandchild.username())).containsExactly(grandchildJob);
        assertThat(listIds(parent, "Username", "*"))
                .containsExactlyInAnyOrder(parentJob, childJob, grandchildJob, otherJob);
        assertThat(listIds(child, "Username", "*")).containsExactlyInAnyOrder(childJob, grandchildJob);

        JsonNode body = list(parent, "Username", "*").ok();
        assertThat(body.path("Username").asString()).isEqualTo(parent.username());
        body.path("ActiveJobs").forEach(j -> {
            String id = j.path("JobId").asString();
            String owner = id.equals(parentJob) ? parent.username() : id.equals(childJob) ? child.username()
                    : id.equals(grandchildJob) ? grandchild.username() : otherChild.username();
            assertThat(j.path("Username").asString()).isEqualTo(owner);
        });
        assertThat(listIds(parent, "Username", "*", "JobName", "nothing*")).isEmpty();
    }

    @Test
    void usernameCannotReachAboveOrBeside() {
        TestAccount parent = newAccount();
        TestAccount child = newAccount(parent);
        TestAccount sibling = newAccount(parent);
        newJob(parent);
        newJob(sibling);
        // without sub-accounts, any other name is NO_CHILDREN_FOUND; "*" is just the caller
        list(child, "Username", parent.username()).error("NO_CHILDREN_FOUND");
        list(child, "Username", "nobody-by-this-name").error("NO_CHILDREN_FOUND");
        assertThat(listIds(child, "Username", "*")).isEmpty();
        newAccount(child);
        list(child, "Username", parent.username()).error("NOT_PARENT_ACCOUNT");
        list(child, "Username", sibling.username()).error("NOT_PARENT_ACCOUNT");
        list(child, "Username", "nobody-by-this-name").error("ACCOUNT_DOES_NOT_EXIST");
        assertThat(listIds(child, "Username", "*")).isEmpty();
    }

    @Test
    void requiresVersionAndAValidToken() {
        TestAccount a = newAccount();
        api.get("/api/job/list", "api_token", a.token()).error("MISSING_PARAMETER");
        api.get("/api/job/list", "v", "1", "api_token", "1".repeat(32)).error("BAD_API_TOKEN");
    }
}
