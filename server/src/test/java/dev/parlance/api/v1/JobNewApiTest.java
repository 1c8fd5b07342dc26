package dev.parlance.api.v1;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

class JobNewApiTest extends JobApiTestSupport {

    @Test
    void createsAnAuthorizingJobWithItsJobCreatedTask() {
        TestAccount a = newAccount();
        JsonNode created = newJobResponse(a, "job_name", "Lecture 1");
        String jobId = created.path("JobId").asString();
        String taskId = created.path("TaskId").asString();
        assertThat(jobId).matches("[0-9a-f]{32}");
        assertThat(taskId).matches("[0-9a-f]{32}").isNotEqualTo(jobId);

        JsonNode job = info(a, jobId);
        assertThat(job.path("JobName").asString()).isEqualTo("Lecture 1");
        assertThat(job.path("JobStatus").asString()).isEqualTo("Authorizing");
        assertThat(job.path("SourceLanguage").asString()).isEqualTo("en");
        assertThat(job.path("Tasks")).hasSize(1);
        assertThat(job.path("Tasks").get(0).path("TaskId").asString()).isEqualTo(taskId);
        assertThat(job.path("Tasks").get(0).path("TaskType").asString()).isEqualTo("JOB_CREATED");
        assertThat(job.path("Tasks").get(0).path("TaskStatus").asString()).isEqualTo("COMPLETE");
        assertThat(ownerOf(jobId)).isEqualTo(a.id());
    }

    @Test
    void storesRequestorReferenceAndExpectedSpeakers() {
        TestAccount a = newAccount();
        String jobId = newJob(a, "requestor", "Dr. Who", "reference", "REF-7", "expected_speakers", "3",
                "external_id", "ext-1");
        assertThat(column(jobId, "requestor")).isEqualTo("Dr. Who");
        assertThat(column(jobId, "reference")).isEqualTo("REF-7");
        assertThat(((Number) column(jobId, "expected_speakers")).intValue()).isEqualTo(3);
        assertThat(info(a, jobId).path("ExternalID").asString()).isEqualTo("ext-1");
    }

    @Test
    void acceptsPostWithAFormBody() {
        TestAccount a = newAccount();
        JsonNode created = api.postForm("/api/job/new", "text/plain", with(a, "job_name", "posted")).ok();
        assertThat(info(a, created.path("JobId").asString()).path("JobName").asString()).isEqualTo("posted");
    }

    @Test
    void acceptsLanguageCodesAndFoldsTheirSpelling() {
        TestAccount a = newAccount();
        for (String[] c : new String[][] {{"es-es", "es-es"}, {"zh-cmn", "zh-cmn"}, {"pt-PT", "pt-pt"}, {"EN_US", "en-us"},
                {"fr", "fr"}, {"zh-tw", "zh-tw"}}) {
            String jobId = newJob(a, "language", c[0]);
            assertThat(info(a, jobId).path("SourceLanguage").asString()).as(c[0]).isEqualTo(c[1]);
        }
    }

    @Test
    void refusesWhatIsNotALanguageCode() {
        TestAccount a = newAccount();
        for (String bad : new String[] {"english", "e", "en-", "12", "en us", "en-x", "de;drop"}) {
            String comment = api.get("/api/job/new", with(a, "language", bad)).error("INVALID_QUERY");
            assertThat(comment).as(bad).contains("language");
        }
    }

    @Test
    void expectedSpeakersMustBeAPositiveInteger() {
        TestAccount a = newAccount();
        api.get("/api/job/new", with(a, "expected_speakers", "0")).error("INVALID_QUERY");
        api.get("/api/job/new", with(a, "expected_speakers", "-2")).error("INVALID_QUERY");
        api.get("/api/job/new", with(a, "expected_speakers", "two")).error("INVALID_QUERY");
        api.get("/api/job/new", with(a, "expected_speakers", "99999999999")).error("INVALID_QUERY");
        assertThat(listIds(a)).isEmpty();
    }

    @Test
    void refusesOverlongText() {
        TestAccount a = newAccount();
        String comment = api.get("/api/job/new", with(a, "job_name", "n".repeat(1025))).error("INVALID_QUERY");
        assertThat(comment).contains("job_name");
        api.get("/api/job/new", with(a, "external_id", "e".repeat(1025))).error("INVALID_QUERY");
        assertThat(newJob(a, "job_name", "n".repeat(1024))).matches("[0-9a-f]{32}");
    }

    @Test
    void notesStartAsTheOwnersDefaultJobNotes() {
        TestAccount parent = newAccount();
        TestAccount child = newAccount(parent);
        setDefaultJobNotes(parent, "Parent's glossary: Parlance, ElementList");
        setDefaultJobNotes(child, "Child's glossary");
        assertThat(column(newJob(parent), "notes")).isEqualTo("Parent's glossary: Parlance, ElementList");
        assertThat(column(newJob(parent, "username", child.username()), "notes")).isEqualTo("Child's glossary");
        assertThat(column(newJob(newAccount()), "notes")).isNull();
    }

    @Test
    void usernameCreatesTheJobInASubAccount() {
        TestAccount parent = newAccount();
        TestAccount child = newAccount(parent);
        TestAccount grandchild = newAccount(child);
        String jobId = newJob(parent, "username", child.username());
        assertThat(ownerOf(jobId)).isEqualTo(child.id());
        assertThat(listIds(child)).containsExactly(jobId);
        assertThat(listIds(parent)).isEmpty();
        assertThat(ownerOf(newJob(parent, "username", grandchild.username()))).isEqualTo(grandchild.id());
        assertThat(ownerOf(newJob(parent, "username", parent.username()))).isEqualTo(parent.id());
    }

    @Test
    void usernameMustBeTheCallerOrADescendant() {
        TestAccount parent = newAccount();
        TestAccount child = newAccount(parent);
        TestAccount sibling = newAccount(parent);
        api.get("/api/job/new", with(child, "username", sibling.username())).error("NO_CHILDREN_FOUND");
        api.get("/api/job/new", with(child, "username", "no-such-account-x")).error("NO_CHILDREN_FOUND");
        newAccount(child);
        api.get("/api/job/new", with(child, "username", sibling.username())).error("NOT_PARENT_ACCOUNT");
        api.get("/api/job/new", with(child, "username", parent.username())).error("NOT_PARENT_ACCOUNT");
        api.get("/api/job/new", with(child, "username", "no-such-account-x")).error("ACCOUNT_DOES_NOT_EXIST");
        api.get("/api/job/new", with(child, "username", "*")).error("INVALID_QUERY");
        assertThat(listIds(parent, "Username", "*")).isEmpty();
    }

    @Test
    void aRepeatedExternalIdReturnsTheExistingJobAndItsTask() {
        TestAccount a = newAccount();
        JsonNode first = newJobResponse(a, "external_id", "order-42", "job_name", "first");
        JsonNode again = newJobResponse(a, "external_id", "order-42", "job_name", "second");
        assertThat(again.path("JobId").asString()).isEqualTo(first.path("JobId").asString());
        assertThat(again.path("TaskId").asString()).isEqualTo(first.path("TaskId").asString());
        assertThat(newJobResponse(a, "external_id", "order-42", "is_duplicate", "false").path("JobId").asString())
                .isEqualTo(first.path("JobId").asString());
        assertThat(listIds(a)).containsExactly(first.path("JobId").asString());
        assertThat(info(a, first.path("JobId").asString()).path("JobName").asString()).isEqualTo("first");
        assertThat(info(a, first.path("JobId").asString()).path("Tasks")).hasSize(1);
    }

    @Test
    void isDuplicateAllowsAnotherJobWithTheSameExternalId() {
        TestAccount a = newAccount();
        String first = newJob(a, "external_id", "order-7");
        String second = newJob(a, "external_id", "order-7", "is_duplicate", "True");
        String third = newJob(a, "external_id", "order-7", "is_duplicate", "y");
        assertThat(Set.of(first, second, third)).hasSize(3);
        // Without the flag the answer is the first job, however many duplicates exist.
        assertThat(newJob(a, "external_id", "order-7")).isEqualTo(first);
        api.get("/api/job/new", with(a, "external_id", "order-7", "is_duplicate", "maybe")).error("INVALID_QUERY");
    }

    @Test
    void externalIdsAreMatchedPerOwnerAndAmongLiveJobsOnly() {
        TestAccount parent = newAccount();
        TestAccount child = newAccount(parent);
        String parentJob = newJob(parent, "external_id", "shared");
        String childJob = newJob(parent, "external_id", "shared", "username", child.username());
        assertThat(childJob).isNotEqualTo(parentJob);
        assertThat(newJob(newAccount(), "external_id", "shared")).isNotIn(parentJob, childJob);

        api.get("/api/job/delete", "api_token", parent.token(), "job_id", parentJob).ok();
        String replacement = newJob(parent, "external_id", "shared");
        assertThat(replacement).isNotEqualTo(parentJob);
        assertThat(newJob(parent, "external_id", "shared")).isEqualTo(replacement);
    }

    @Test
    void jobsWithoutExternalIdAreNeverMerged() {
        TestAccount a = newAccount();
        assertThat(newJob(a, "job_name", "same")).isNotEqualTo(newJob(a, "job_name", "same"));
    }

    @Test
    void concurrentRequestsWithOneExternalIdCreateOneJob() throws Exception {
        TestAccount a = newAccount();
        List<Callable<String>> calls = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            calls.add(() -> newJob(a, "external_id", "race"));
        }
        Set<String> ids = new HashSet<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
            for (Future<String> f : pool.invokeAll(calls)) {
                ids.add(f.get());
            }
        }
        assertThat(ids).hasSize(1);
        assertThat(listIds(a)).containsExactlyElementsOf(ids);
    }

    @Test
    void requiresVersionAndAValidToken() {
        TestAccount a = newAccount();
        api.get("/api/job/new", "api_token", a.token()).error("MISSING_PARAMETER");
        api.get("/api/job/new", "v", "2", "api_token", a.token()).error("INVALID_QUERY");
        api.get("/api/job/new", "v", "1").error("MISSING_PARAMETER");
        assertThat(api.get("/api/job/new", "v", "1", "api_token", "0".repeat(32)).error("BAD_API_TOKEN"))
                .contains("Invalid or expired API token");
        assertThat(listIds(a)).isEmpty();
    }
}
