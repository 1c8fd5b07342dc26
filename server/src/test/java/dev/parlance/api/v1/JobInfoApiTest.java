package dev.parlance.api.v1;

import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

class JobInfoApiTest extends JobApiTestSupport {
    static final List<String> JOB_KEYS = List.of("JobId", "JobName", "MediaLengthSeconds", "ExternalID", "Priority",
            "Fidelity", "JobStatus", "SourceLanguage", "TargetLanguage", "CreationDate", "StartDate", "DueDate",
            "CompletedDate", "ReturnDate", "AuthorizationDate", "JobDifficulty", "ReturnTargets", "Options");
    static final String TIMESTAMP = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}";

    @Autowired
    JobTasks tasks;

    @Test
    void aNewJobHasEveryKeyWithEmptyStringsForTheUnknown() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        JsonNode job = info(a, jobId);

        List<String> keys = new ArrayList<>();
        job.propertyNames().forEach(keys::add);
        List<String> expected = new ArrayList<>(JOB_KEYS);
        expected.add("Tasks");
        assertThat(keys).containsExactlyElementsOf(expected);

        assertThat(job.path("JobId").asString()).isEqualTo(jobId);
        for (String empty : List.of("JobName", "MediaLengthSeconds", "ExternalID", "Priority", "Fidelity", "StartDate",
                "DueDate", "CompletedDate", "ReturnDate", "AuthorizationDate")) {
            assertThat(job.path(empty).isString()).as(empty).isTrue();
            assertThat(job.path(empty).asString()).as(empty).isEmpty();
        }
        assertThat(job.path("JobStatus").asString()).isEqualTo("Authorizing");
        assertThat(job.path("SourceLanguage").asString()).isEqualTo("en");
        assertThat(job.path("TargetLanguage").asString()).isEqualTo("en");
        assertThat(job.path("JobDifficulty").asString()).isEqualTo("Unknown");
        assertThat(job.path("CreationDate").asString()).matches(TIMESTAMP);
        assertThat(job.path("ReturnTargets").isObject()).isTrue();
        assertThat(job.path("ReturnTargets").isEmpty()).isTrue();
        assertThat(job.path("Options").isObject()).isTrue();
        assertThat(job.path("Options").isEmpty()).isTrue();
    }

    @Test
    void reportsStoredValuesInTheClientsSpelling() {
        TestAccount a = newAccount();
        String jobId = newJob(a, "job_name", "Keynote", "external_id", "x-9", "language", "es-es");
        setJob(jobId, "status", "IN_PROCESS");
        setJob(jobId, "fidelity", "PREMIUM");
        setJob(jobId, "priority", "PRIORITY");
        setJob(jobId, "media_length_seconds", 754.25);
        setJob(jobId, "difficulty", "Good");
        setJob(jobId, "target_language", "en");
        setJob(jobId, "created_at", Instant.parse("2015-06-25T10:11:12.345678Z"));
        setJob(jobId, "started_at", Instant.parse("2015-06-25T11:00:00Z"));
        setJob(jobId, "due_at", Instant.parse("2015-06-27T11:00:00Z"));
        setJob(jobId, "completed_at", Instant.parse("2015-06-26T09:30:00.5Z"));
        setJob(jobId, "returned_at", Instant.parse("2015-06-26T09:31:00Z"));
        setJob(jobId, "authorized_at", Instant.parse("2015-06-25T10:20:00Z"));
        setJob(jobId, "callback_url", "https://example.com/done?job={job_id}");

        JsonNode job = info(a, jobId);
        assertThat(job.path("JobName").asString()).isEqualTo("Keynote");
        assertThat(job.path("ExternalID").asString()).isEqualTo("x-9");
        assertThat(job.path("JobStatus").asString()).isEqualTo("In Process");
        assertThat(job.path("Fidelity").asString()).isEqualTo("STANDARD");
        assertThat(job.path("Priority").asString()).isEqualTo("PRIORITY");
        assertThat(job.path("MediaLengthSeconds").isNumber()).isTrue();
        assertThat(job.path("MediaLengthSeconds").asDouble()).isEqualTo(754.25);
        assertThat(job.path("JobDifficulty").asString()).isEqualTo("Good");
        assertThat(job.path("SourceLanguage").asString()).isEqualTo("es-es");
        assertThat(job.path("TargetLanguage").asString()).isEqualTo("en");
        assertThat(job.path("CreationDate").asString()).isEqualTo("2015-06-25T10:11:12.345678");
        assertThat(job.path("StartDate").asString()).isEqualTo("2015-06-25T11:00:00.000000");
        assertThat(job.path("DueDate").asString()).isEqualTo("2015-06-27T11:00:00.000000");
        assertThat(job.path("CompletedDate").asString()).isEqualTo("2015-06-26T09:30:00.500000");
        assertThat(job.path("ReturnDate").asString()).isEqualTo("2015-06-26T09:31:00.000000");
        assertThat(job.path("AuthorizationDate").asString()).isEqualTo("2015-06-25T10:20:00.000000");
        assertThat(job.path("ReturnTargets").path("url")).hasSize(1);
        assertThat(job.path("ReturnTargets").path("url").get(0).path("callback_url").asString())
                .isEqualTo("https://example.com/done?job={job_id}");
    }

    @Test
    void fidelityIsReportedAsMechanicalStandardOrHigh() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        for (String[] f : new String[][] {{"MECHANICAL", "MECHANICAL"}, {"PREMIUM", "STANDARD"},
                {"PROFESSIONAL", "HIGH"}, {"EXTERNAL", "EXTERNAL"}}) {
            setJob(jobId, "fidelity", f[0]);
            assertThat(info(a, jobId).path("Fidelity").asString()).as(f[0]).isEqualTo(f[1]);
        }
    }

    @Test
    void everyStatusHasItsTitleCaseLabel() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        for (String[] s : new String[][] {{"PENDING", "Pending"}, {"REVIEWING", "Reviewing"}, {"COMPLETE", "Complete"},
                {"MEDIA_FAILURE", "Media Failure"}}) {
            setJob(jobId, "status", s[0]);
            assertThat(info(a, jobId).path("JobStatus").asString()).isEqualTo(s[1]);
        }
    }

    @Test
    void optionsAreLabelAndSettingPairsOfStrings() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        setJob(jobId, "options_json", """
                {"speaker_id": true, "notes": "Names: Ada", "customer_approval_steps": ["TRANSLATION","RETURN"],
                 "custom_metadata": {"k": "v"}, "first_pass_campaign": {"label": "First pass", "setting": "NORMAL"}}""");
        JsonNode options = info(a, jobId).path("Options");
        assertThat(options.path("speaker_id").path("label").asString()).isEqualTo("Speaker Id");
        assertThat(options.path("speaker_id").path("setting").asString()).isEqualTo("true");
        assertThat(options.path("notes").path("setting").asString()).isEqualTo("Names: Ada");
        assertThat(options.path("customer_approval_steps").path("label").asString())
                .isEqualTo("Customer Approval Steps");
        assertThat(options.path("customer_approval_steps").path("setting").asString())
                .isEqualTo("[\"TRANSLATION\",\"RETURN\"]");
        assertThat(options.path("custom_metadata").path("setting").asString()).isEqualTo("{\"k\":\"v\"}");
        assertThat(options.path("first_pass_campaign").path("label").asString()).isEqualTo("First pass");
        assertThat(options.path("first_pass_campaign").path("setting").asString()).isEqualTo("NORMAL");
        options.forEach(o -> {
            assertThat(o.path("label").isString()).isTrue();
            assertThat(o.path("setting").isString()).isTrue();
        });
    }

    @Test
    void tasksAreListedOldestFirstWithStringFields() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        String running = tasks.record(jobId, TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.INPROGRESS, null);
        tasks.record(jobId, TaskType.JOB_ADD_MEDIA, TaskStatus.FAILED, "Media could not be decoded");

        JsonNode list = info(a, jobId).path("Tasks");
        assertThat(list).hasSize(3);
        assertThat(list.get(0).path("TaskType").asString()).isEqualTo("JOB_CREATED");
        JsonNode inProgress = list.get(1);
        assertThat(inProgress.path("TaskId").asString()).isEqualTo(running);
        assertThat(inProgress.path("TaskStatus").asString()).isEqualTo("INPROGRESS");
        assertThat(inProgress.path("TaskRequestTime").asString()).matches(TIMESTAMP);
        assertThat(inProgress.path("TaskCompletionTime").asString()).isEmpty();
        assertThat(inProgress.path("TaskInfo").asString()).isEmpty();
        JsonNode failed = list.get(2);
        assertThat(failed.path("TaskStatus").asString()).isEqualTo("FAILED");
        assertThat(failed.path("TaskInfo").asString()).isEqualTo("Media could not be decoded");
        assertThat(failed.path("TaskCompletionTime").asString()).matches(TIMESTAMP);
        for (JsonNode t : list) {
            t.properties().forEach(e -> assertThat(e.getValue().isString()).as(e.getKey()).isTrue());
        }
    }

    @Test
    void acceptsAnUpperCaseJobId() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        assertThat(info(a, jobId.toUpperCase(Locale.ROOT)).path("JobId").asString()).isEqualTo(jobId);
    }

    @Test
    void refusesMissingMalformedAndUnknownJobIds() {
        TestAccount a = newAccount();
        api.get("/api/job/info", "v", "1", "api_token", a.token()).error("MISSING_PARAMETER");
        api.get("/api/job/info", "v", "1", "api_token", a.token(), "job_id", "not-an-id").error("INVALID_QUERY");
        String comment = api.get("/api/job/info", "v", "1", "api_token", a.token(), "job_id", "ab".repeat(16))
                .error("ITEM_NOT_FOUND");
        assertThat(comment).contains("ab".repeat(16));
    }

    @Test
    void requiresVersionAndAValidToken() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        api.get("/api/job/info", "api_token", a.token(), "job_id", jobId).error("MISSING_PARAMETER");
        api.get("/api/job/info", "v", "1", "api_token", "f".repeat(32), "job_id", jobId).error("BAD_API_TOKEN");
        api.get("/api/job/info", "v", "1", "job_id", jobId).error("MISSING_PARAMETER");
    }
}
