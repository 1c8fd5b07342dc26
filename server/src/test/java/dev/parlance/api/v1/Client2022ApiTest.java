package dev.parlance.api.v1;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.CustomerJobs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The requests of the clients generated from the vendor's 2022 OpenAPI description (cielo24.yml;
 * the JavaScript client cielo24/cielo24-js), as they send them: v=1 and api_token in the query,
 * JSON bodies for login, job/new and perform_transcription (options as a JSON string), the media as
 * the raw body with Content-Type video/mp4. The login answer's token is read where they read it,
 * {@code api_token}; verify_key and get_settings answer; a MECHANICAL job goes to Complete and its
 * captions and translations are ordered as they order them.
 */
class Client2022ApiTest extends JobApiTestSupport {

    @Test
    void aGeneratedClientLogsInWithItsOwnKeyAndCarriesAJobThrough(@TempDir Path dir) throws Exception {
        TestAccount account = newAccount();
        JsonNode login = api.postJson("/api/account/login", "v=1",
                "{\"username\": \"" + account.username() + "\", \"password\": \"" + PASSWORD + "\"}").ok();
        String token = login.path("api_token").asString();
        assertThat(token).matches("[0-9a-f]{32}").isEqualTo(login.path("ApiToken").asString());

        assertThat(api.get("/api/account/verify_key", "v", "1", "api_token", token).ok().path("name").asString())
                .isEqualTo(account.username());
        JsonNode settings = api.get("/api/account/get_settings", "v", "1", "api_token", token).ok();
        assertThat(settings.path("default_job_notes").asString()).isEmpty();
        assertThat(settings.path("require_customer_authorization_before_starting_workflow").asBoolean(true)).isFalse();
        assertThat(api.get("/api/account/update_setting", "v", "1", "api_token", token, "default_job_notes", "Mind the names")
                .status()).isEqualTo(204);
        assertThat(api.get("/api/account/get_settings", "v", "1", "api_token", token).ok()
                .path("default_job_notes").asString()).isEqualTo("Mind the names");

        String q = "v=1&api_token=" + token;
        JsonNode created = api.postJson("/api/job/new", q, "{\"job_name\": \"js client\", \"language\": \"en\"}").ok();
        String job = created.path("JobId").asString();
        assertThat(created.path("TaskId").asString()).matches("[0-9a-f]{32}");
        Path speech = SpeechFixtures.speech(dir, "ask-not.wav", SpeechFixtures.ASK_NOT);
        api.postBytes("/api/job/add_media", q + "&job_id=" + job, "video/mp4", Files.readAllBytes(speech)).ok();
        JsonNode performed = api.postJson("/api/job/perform_transcription", q,
                "{\"job_id\": \"" + job + "\", \"transcription_fidelity\": \"MECHANICAL\", \"priority\": \"STANDARD\","
                        + " \"options\": \"{\\\"notes\\\": \\\"test\\\"}\", \"turnaround_hours\": 36}").ok();
        assertThat(performed.path("TaskId").asString()).matches("[0-9a-f]{32}");
        assertThat(api.postJson("/api/job/authorize", q + "&job_id=" + job, "").status()).isIn(200, 204);

        JsonNode done = new CustomerJobs(api, token).awaitStatus(job, Set.of("Complete"));
        assertThat(done.path("Options").path("notes").path("setting").asString()).as(done.toString()).isEqualTo("test");
        assertThat(java.time.Duration.between(java.time.Instant.parse(done.path("CreationDate").asString() + "Z"),
                java.time.Instant.parse(done.path("DueDate").asString() + "Z")).toHours()).isBetween(35L, 36L);
        ApiResponse srt = api.get("/api/job/get_caption", "v", "1", "api_token", token, "job_id", job,
                "caption_format", "SRT", "characters_per_caption_line", "30");
        assertThat(srt.status()).isEqualTo(200);
        assertThat(srt.body()).contains("-->").containsIgnoringCase("country");

        // performTranslation posts to translate; perform_translation is the description's name for it.
        ApiResponse refused = api.postJson("/api/job/perform_translation", q + "&job_id=" + job
                + "&target_languages=es", "");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().path("ErrorComment").asString()).contains("approve_uplevel");

        ApiResponse unknown = api.get("/api/account/get_profile", "v", "1", "api_token", token);
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().path("ErrorComment").asString()).isEqualTo("Unknown API route");
    }

    @Test
    void aTokenThatDoesNotWorkIsRefusedByVerifyKey() {
        ApiResponse refused = api.get("/api/account/verify_key", "v", "1", "api_token", "0".repeat(32));
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().path("ErrorType").asString()).isEqualTo("BAD_API_TOKEN");
    }
}
