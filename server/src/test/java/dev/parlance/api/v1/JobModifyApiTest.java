package dev.parlance.api.v1;

import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.CustomerJobs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class JobModifyApiTest extends JobApiTestSupport {
    @Autowired
    JobRepository jobRepository;

    private ApiResponse modify(TestAccount a, String jobId, String... changes) {
        String[] params = with(a, changes);
        String[] all = new String[params.length + 2];
        System.arraycopy(params, 0, all, 0, params.length);
        all[params.length] = "job_id";
        all[params.length + 1] = jobId;
        return api.get("/api/job/modify", all);
    }

    private static void noContent(ApiResponse r) {
        assertThat(r.status()).as(r.body()).isEqualTo(204);
        assertThat(r.bytes()).isEmpty();
    }

    @Test
    void changesEveryFieldAndAnswersNoContent() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        noContent(modify(a, jobId, "transcription_fidelity", "PROFESSIONAL", "turnaround_hours", "72",
                "priority", "CRITICAL", "requestor_id", "team-7", "callback_url",
                "https://user:pw@example.com/cb?job={job_id}&name={job_name}", "expected_speakers", "4",
                "notes", "Speakers: Ada, Grace"));

        JsonNode job = info(a, jobId);
        assertThat(job.path("Fidelity").asString()).isEqualTo("HIGH");
        assertThat(job.path("Priority").asString()).isEqualTo("CRITICAL");
        // Kept as given (the password is sent with each callback), shown with the password masked.
        assertThat(job.path("ReturnTargets").path("url").get(0).path("callback_url").asString())
                .isEqualTo("https://user:***@example.com/cb?job={job_id}&name={job_name}");
        assertThat(column(jobId, "callback_url")).isEqualTo("https://user:pw@example.com/cb?job={job_id}&name={job_name}");
        assertThat(((Number) column(jobId, "turnaround_hours")).intValue()).isEqualTo(72);
        assertThat(column(jobId, "requestor")).isEqualTo("team-7");
        assertThat(((Number) column(jobId, "expected_speakers")).intValue()).isEqualTo(4);
        assertThat(column(jobId, "notes")).isEqualTo("Speakers: Ada, Grace");
        assertThat(job.path("JobStatus").asString()).isEqualTo("Authorizing");
    }

    @Test
    void leavesUnmentionedFieldsAlone() {
        TestAccount a = newAccount();
        setDefaultJobNotes(a, "default notes");
        String jobId = newJob(a, "requestor", "original", "expected_speakers", "2");
        noContent(modify(a, jobId, "priority", "ECONOMY"));
        noContent(modify(a, jobId));
        assertThat(column(jobId, "requestor")).isEqualTo("original");
        assertThat(column(jobId, "notes")).isEqualTo("default notes");
        assertThat(((Number) column(jobId, "expected_speakers")).intValue()).isEqualTo(2);
        assertThat(info(a, jobId).path("Priority").asString()).isEqualTo("ECONOMY");
        assertThat(info(a, jobId).path("Fidelity").asString()).isEmpty();
    }

    @Test
    void acceptsTheFormBodyTheSampleSends() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        noContent(api.postForm("/api/job/modify?v=1&api_token=" + a.token(), "application/x-www-form-urlencoded",
                "job_id", jobId, "transcription_fidelity", "premium", "callback_url",
                "http://example.com/done?id={job_id}"));
        assertThat(info(a, jobId).path("Fidelity").asString()).isEqualTo("STANDARD");
        assertThat(info(a, jobId).path("ReturnTargets").path("url").get(0).path("callback_url").asString())
                .isEqualTo("http://example.com/done?id={job_id}");
    }

    @Test
    void acceptsLegacyFidelitySpellings() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        noContent(modify(a, jobId, "transcription_fidelity", "HIGH"));
        assertThat(column(jobId, "fidelity")).isEqualTo("PROFESSIONAL");
        noContent(modify(a, jobId, "transcription_fidelity", "standard"));
        assertThat(column(jobId, "fidelity")).isEqualTo("PREMIUM");
        noContent(modify(a, jobId, "transcription_fidelity", "MECHANICAL"));
        assertThat(column(jobId, "fidelity")).isEqualTo("MECHANICAL");
    }

    @Test
    void refusesInvalidValuesAndChangesNothing() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        assertThat(modify(a, jobId, "transcription_fidelity", "ULTRA").error("INVALID_QUERY"))
                .contains("transcription_fidelity");
        assertThat(modify(a, jobId, "transcription_fidelity", "EXTERNAL").error("INVALID_QUERY"))
                .contains("EXTERNAL");
        assertThat(modify(a, jobId, "priority", "FAST").error("INVALID_QUERY")).contains("priority");
        modify(a, jobId, "priority", "HIGH").error("INVALID_QUERY");
        modify(a, jobId, "turnaround_hours", "0").error("INVALID_QUERY");
        modify(a, jobId, "turnaround_hours", "tomorrow").error("INVALID_QUERY");
        modify(a, jobId, "expected_speakers", "0").error("INVALID_QUERY");
        modify(a, jobId, "requestor_id", "r".repeat(1025)).error("INVALID_QUERY");
        // A valid change in the same call is not applied either.
        modify(a, jobId, "priority", "PRIORITY", "expected_speakers", "-1").error("INVALID_QUERY");
        assertThat(column(jobId, "priority")).isNull();
        assertThat(column(jobId, "fidelity")).isNull();
        assertThat(column(jobId, "turnaround_hours")).isNull();
    }

    @Test
    void refusesCallbackUrlsThatAreNotAbsoluteHttp() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        for (String bad : new String[] {"ftp://example.com/x", "not a url", "/relative/path", "example.com/cb",
                "http://", "javascript:alert(1)", "https://exa mple.com/"}) {
            assertThat(modify(a, jobId, "callback_url", bad).error("INVALID_URL")).as(bad).contains("callback_url");
        }
        modify(a, jobId, "callback_url", "https://example.com/" + "p".repeat(4100)).error("INVALID_URL");
        assertThat(column(jobId, "callback_url")).isNull();
        noContent(modify(a, jobId, "callback_url", "HTTPS://Example.com:8443/cb?x={custom_key}"));
    }

    @Test
    void notesMayBeAsLongAsAnAccountsDefaultNotes() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        noContent(modify(a, jobId, "notes", "n".repeat(6000)));
        assertThat((String) column(jobId, "notes")).hasSize(6000);
        assertThat(api.postForm("/api/job/modify?v=1&api_token=" + a.token() + "&job_id=" + jobId, null,
                "notes", "n".repeat(6001)).error("INVALID_QUERY")).contains("notes");
    }

    @Test
    void onlyAJobInAuthorizingCanBeModified() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        assertThat(jobRepository.transition(jobId, JobStatus.AUTHORIZING, JobStatus.PENDING)).isTrue();
        String comment = modify(a, jobId, "priority", "PRIORITY").error("INVALID_QUERY");
        assertThat(comment).contains("Pending").contains("Authorizing");
        modify(a, jobId).error("INVALID_QUERY");
        assertThat(column(jobId, "priority")).isNull();

        setJob(jobId, "status", "COMPLETE");
        assertThat(modify(a, jobId, "notes", "late").error("INVALID_QUERY")).contains("Complete");
    }

    /** A job of this account with the spoken fixture as its media. */
    private String jobWithMedia(TestAccount a, Path dir) throws Exception {
        return new CustomerJobs(api, a.token()).newJobWithMedia("modified",
                SpeechFixtures.speech(dir, "ask.wav", "ask not what your country can do for you"));
    }

    private Duration dueAfterCreation(JsonNode info) {
        return Duration.between(Instant.parse(info.path("CreationDate").asString() + "Z"),
                Instant.parse(info.path("DueDate").asString() + "Z"));
    }

    @Test
    void aJobWhoseFidelityWasModifiedStillTakesItsTranscriptionWithTheModifiedValues(@TempDir Path dir) throws Exception {
        TestAccount a = newAccount();
        String jobId = jobWithMedia(a, dir);
        noContent(modify(a, jobId, "transcription_fidelity", "PREMIUM", "priority", "PRIORITY"));

        // The request names the fidelity (required) but not the priority: the modified one stays, 24 hours.
        var jobs = new CustomerJobs(api, a.token());
        assertThat(jobs.perform(jobId, "transcription_fidelity", "MECHANICAL").status()).isEqualTo(200);
        JsonNode done = jobs.awaitStatus(jobId, Set.of("Complete"));
        assertThat(done.path("Fidelity").asString()).isEqualTo("MECHANICAL");
        assertThat(done.path("Priority").asString()).isEqualTo("PRIORITY");
        assertThat(dueAfterCreation(done).toHours()).isBetween(23L, 24L);
        assertThat(jobs.perform(jobId, "transcription_fidelity", "MECHANICAL").error("INVALID_QUERY"))
                .contains("already requested");
    }

    @Test
    void aRequestHeldForAuthorizationStartsWithWhatModifyChanged(@TempDir Path dir) throws Exception {
        TestAccount a = newAccount();
        assertThat(api.get("/api/account/update_setting", with(a, "setting",
                "customer_authorization_required_mechanical", "value", "true")).status()).isEqualTo(204);
        assertThat(api.get("/api/account/update_setting", with(a, "setting",
                "require_customer_authorization_before_starting_workflow", "value", "true")).status()).isEqualTo(204);
        String jobId = jobWithMedia(a, dir);
        var jobs = new CustomerJobs(api, a.token());
        assertThat(jobs.perform(jobId, "transcription_fidelity", "MECHANICAL").status()).isEqualTo(200);
        assertThat(info(a, jobId).path("JobStatus").asString()).isEqualTo("Authorizing");
        assertThat(dueAfterCreation(info(a, jobId)).toHours()).isBetween(47L, 48L);

        // A turnaround moves the due date from when the transcription was requested; a priority alone takes its own.
        noContent(modify(a, jobId, "turnaround_hours", "100"));
        assertThat(dueAfterCreation(info(a, jobId)).toHours()).isBetween(99L, 100L);
        noContent(modify(a, jobId, "priority", "PRIORITY"));
        JsonNode held = info(a, jobId);
        assertThat(held.path("Priority").asString()).isEqualTo("PRIORITY");
        assertThat(dueAfterCreation(held).toHours()).isBetween(23L, 24L);
        // A turnaround shorter than the priority's raises it, as perform_transcription's does.
        noContent(modify(a, jobId, "turnaround_hours", "6"));
        assertThat(info(a, jobId).path("Priority").asString()).isEqualTo("CRITICAL");

        assertThat(api.get("/api/job/authorize", with(a, "job_id", jobId)).status()).isIn(200, 204);
        JsonNode done = jobs.awaitStatus(jobId, Set.of("Complete"));
        assertThat(done.path("Priority").asString()).isEqualTo("CRITICAL");
        assertThat(dueAfterCreation(done).toHours()).isBetween(5L, 6L);
    }

    @Test
    void accountIdMovesTheJobToADescendant() {
        TestAccount parent = newAccount();
        TestAccount child = newAccount(parent);
        TestAccount grandchild = newAccount(child);
        String jobId = newJob(parent);
        noContent(modify(parent, jobId, "account_id", child.username()));
        assertThat(ownerOf(jobId)).isEqualTo(child.id());
        assertThat(listIds(child)).containsExactly(jobId);
        assertThat(listIds(parent)).isEmpty();
        noContent(modify(child, jobId, "account_id", grandchild.username()));
        assertThat(ownerOf(jobId)).isEqualTo(grandchild.id());
        noContent(modify(parent, jobId, "account_id", parent.username()));
        assertThat(ownerOf(jobId)).isEqualTo(parent.id());
    }

    @Test
    void accountIdCannotMoveAJobAboveOrBeside() {
        TestAccount parent = newAccount();
        TestAccount child = newAccount(parent);
        TestAccount sibling = newAccount(parent);
        String jobId = newJob(child);
        modify(child, jobId, "account_id", parent.username()).error("NO_CHILDREN_FOUND");
        newAccount(child);
        modify(child, jobId, "account_id", parent.username()).error("NOT_PARENT_ACCOUNT");
        modify(child, jobId, "account_id", sibling.username()).error("NOT_PARENT_ACCOUNT");
        modify(child, jobId, "account_id", "no-such-user-anywhere").error("ACCOUNT_DOES_NOT_EXIST");
        assertThat(ownerOf(jobId)).isEqualTo(child.id());
    }

    @Test
    void requiresVersionTokenAndJobId() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        api.get("/api/job/modify", "api_token", a.token(), "job_id", jobId).error("MISSING_PARAMETER");
        api.get("/api/job/modify", "v", "1", "api_token", "2".repeat(32), "job_id", jobId).error("BAD_API_TOKEN");
        api.get("/api/job/modify", "v", "1", "api_token", a.token()).error("MISSING_PARAMETER");
        api.get("/api/job/modify", "v", "1", "api_token", a.token(), "job_id", "cd".repeat(16)).error("ITEM_NOT_FOUND");
    }
}
