package dev.parlance.api.v1;

import dev.parlance.job.RecordedJobEvents;
import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.time.Instant;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class JobAuthorizeDeleteApiTest extends JobApiTestSupport {
    @Autowired
    RecordedJobEvents events;

    @Test
    void authorizeRecordsTheFirstAuthorizationOnly() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        ApiResponse r = api.get("/api/job/authorize", "v", "1", "api_token", a.token(), "job_id", jobId);
        assertThat(r.status()).as(r.body()).isEqualTo(204);
        assertThat(r.bytes()).isEmpty();
        String first = info(a, jobId).path("AuthorizationDate").asString();
        assertThat(first).matches(JobInfoApiTest.TIMESTAMP);

        setJob(jobId, "authorized_at", Instant.parse("2020-02-02T02:02:02Z"));
        assertThat(api.get("/api/job/authorize", "api_token", a.token(), "job_id", jobId).status()).isEqualTo(204);
        assertThat(info(a, jobId).path("AuthorizationDate").asString()).isEqualTo("2020-02-02T02:02:02.000000");
        assertThat(info(a, jobId).path("JobStatus").asString()).isEqualTo("Authorizing");
    }

    @Test
    void authorizeNeedsATokenAndAKnownJob() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        api.get("/api/job/authorize", "api_token", "3".repeat(32), "job_id", jobId).error("BAD_API_TOKEN");
        api.get("/api/job/authorize", "job_id", jobId).error("MISSING_PARAMETER");
        api.get("/api/job/authorize", "api_token", a.token()).error("MISSING_PARAMETER");
        api.get("/api/job/authorize", "api_token", a.token(), "job_id", "ef".repeat(16)).error("ITEM_NOT_FOUND");
        assertThat(column(jobId, "authorized_at")).isNull();
    }

    @Test
    void deleteHidesTheJobRecordsATaskAndAnnouncesIt() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        String taskId = api.get("/api/job/delete", "v", "1", "api_token", a.token(), "job_id", jobId).ok()
                .path("TaskId").asString();
        assertThat(taskId).matches("[0-9a-f]{32}");

        api.get("/api/job/info", "v", "1", "api_token", a.token(), "job_id", jobId).error("ITEM_NOT_FOUND");
        assertThat(listIds(a)).isEmpty();
        assertThat(column(jobId, "deleted_at")).isNotNull();
        Map<String, Object> task = jdbc.sql("select job_id, task_type, status from job_tasks where id = ?")
                .param(taskId).query().singleRow();
        assertThat(task.get("job_id")).isEqualTo(jobId);
        assertThat(task.get("task_type")).isEqualTo("JOB_DELETED");
        assertThat(task.get("status")).isEqualTo("COMPLETE");
        assertThat(events.deletedFor(jobId)).containsExactly(new RecordedJobEvents.Seen(jobId, true));
    }

    @Test
    void delIsTheSameCall() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        assertThat(api.get("/api/job/del", "api_token", a.token(), "job_id", jobId).ok().path("TaskId").asString())
                .matches("[0-9a-f]{32}");
        assertThat(listIds(a)).isEmpty();
        assertThat(events.deletedFor(jobId)).hasSize(1);
    }

    @Test
    void aDeletedJobIsGoneForEveryCall() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        api.get("/api/job/delete", "api_token", a.token(), "job_id", jobId).ok();
        api.get("/api/job/delete", "api_token", a.token(), "job_id", jobId).error("ITEM_NOT_FOUND");
        api.get("/api/job/del", "api_token", a.token(), "job_id", jobId).error("ITEM_NOT_FOUND");
        api.get("/api/job/authorize", "api_token", a.token(), "job_id", jobId).error("ITEM_NOT_FOUND");
        api.get("/api/job/modify", with(a, "job_id", jobId, "notes", "x")).error("ITEM_NOT_FOUND");
        assertThat(events.deletedFor(jobId)).hasSize(1);
        assertThat(column(jobId, "authorized_at")).isNull();
    }

    @Test
    void deleteNeedsATokenAndAJobId() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        api.get("/api/job/delete", "api_token", "4".repeat(32), "job_id", jobId).error("BAD_API_TOKEN");
        api.get("/api/job/delete", "api_token", a.token()).error("MISSING_PARAMETER");
        api.get("/api/job/delete", "api_token", a.token(), "job_id", "xyz").error("INVALID_QUERY");
        assertThat(listIds(a)).containsExactly(jobId);
    }
}
