package dev.parlance.workflow;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.CallbackReceiver;
import dev.parlance.support.CustomerJobs;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * perform_transcription over HTTP: the routes' answers, and the way through end to end with real
 * ffmpeg, real Vosk, durable tasks and callbacks. The steps themselves, run by run, are
 * TranscriptionStepTest's.
 */
class PipelineApiTest extends ApiTestSupport {
    @TempDir
    static Path media;
    static Path speech;

    String token;

    @BeforeAll
    static void fixtures() {
        speech = SpeechFixtures.speech(media, "ask-not", SpeechFixtures.ASK_NOT);
    }

    @BeforeEach
    void account() {
        String admin = adminToken();
        String username = unique("pipeline");
        var created = api.get("/api/account/create", "v", "1", "api_token", admin, "new_username", username,
                "new_password", "pipeline-pw-1");
        assertThat(created.status()).as(created.body()).isEqualTo(204);
        token = login(username, "pipeline-pw-1");
    }

    private CustomerJobs jobs() {
        return new CustomerJobs(api, token);
    }

    private String newJobWithMedia(Path file) throws IOException {
        return jobs().newJobWithMedia("Pipeline test", file);
    }

    private ApiResponse perform(String job, String... extra) {
        return jobs().perform(job, extra);
    }

    private JsonNode info(String job) {
        return jobs().info(job);
    }

    private JsonNode awaitStatus(String job, Set<String> statuses) throws InterruptedException {
        return jobs().awaitStatus(job, statuses);
    }

    static List<JsonNode> wordTokens(JsonNode elementList) {
        List<JsonNode> words = new ArrayList<>();
        for (JsonNode segment : elementList.path("segments")) {
            for (JsonNode sequence : segment.path("sequences")) {
                for (JsonNode token : sequence.path("tokens")) {
                    if (token.path("type").asString().equals("word")) {
                        words.add(token);
                    }
                }
            }
        }
        return words;
    }

    private static List<String> words(JsonNode elementList) {
        return wordTokens(elementList).stream().map(t -> t.path("value").asString()).toList();
    }

    @Test
    void mechanicalJobIsRecognizedCompletedAndCalledBack() throws Exception {
        try (var receiver = new CallbackReceiver(500, 500)) {
            String job = newJobWithMedia(speech);
            String taskId = perform(job, "transcription_fidelity", "MECHANICAL", "priority", "STANDARD",
                    "callback_url", receiver.urlWithCredentials("/done?job={job_id}&iwp={iwp_name}&v={elementlist_version}&c={customer}"),
                    "options", "{\"custom_metadata\": {\"customer\": \"ACME 1\"}, \"notes\": \"Americans\"}")
                    .ok().path("TaskId").asString();
            assertThat(taskId).matches("[0-9a-f]{32}");

            JsonNode info = awaitStatus(job, Set.of("Complete", "Media Failure"));
            assertThat(info.path("JobStatus").asString()).isEqualTo("Complete");
            assertThat(info.path("Fidelity").asString()).isEqualTo("MECHANICAL");
            assertThat(info.path("MediaLengthSeconds").asDouble()).isBetween(2.0, 10.0);
            assertThat(info.path("StartDate").asString()).isNotEmpty();
            assertThat(info.path("CompletedDate").asString()).isNotEmpty();
            assertThat(info.path("Options").path("custom_metadata").path("setting").asString()).contains("ACME 1");

            JsonNode elementList = api.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", job).ok();
            List<String> words = words(elementList);
            assertThat(words).contains("ask", "country");
            assertThat(elementList.path("language").asString()).isEqualTo("EN_US");
            long mediaMs = Math.round(info.path("MediaLengthSeconds").asDouble() * 1000);
            for (JsonNode segment : elementList.path("segments")) {
                assertThat(segment.path("start_time").asLong()).isBetween(0L, mediaMs);
                assertThat(segment.path("end_time").asLong()).isBetween(0L, mediaMs);
            }

            JsonNode versions = api.get("/api/job/list_elementlists", "v", "1", "api_token", token, "job_id", job).ok();
            assertThat(versions.findValuesAsString("iwp_name")).containsExactly("MECHANICAL", "FINAL");
            JsonNode mechanical = api.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", job,
                    "iwp_name", "MECHANICAL").ok();
            assertThat(words(mechanical)).contains("country");

            // 500, 500, then 200: exactly three attempts, one delivery id, tags substituted.
            Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
            while (receiver.received.size() < 3 && Instant.now().isBefore(deadline)) {
                Thread.sleep(200);
            }
            Thread.sleep(2500);  // a fourth attempt would come within the back-off used in tests
            assertThat(receiver.received).hasSize(3);
            assertThat(receiver.received).extracting(CallbackReceiver.Received::deliveryId).doesNotContainNull()
                    .containsOnly(receiver.received.getFirst().deliveryId());
            var first = receiver.received.getFirst();
            assertThat(first.method()).isEqualTo("GET");
            assertThat(first.uri().getQuery()).contains("job=" + job, "iwp=FINAL", "c=ACME 1",
                    "v=" + versions.get(1).path("version").asString());
            assertThat(first.authorization()).isEqualTo("Basic " + Base64.getEncoder().encodeToString("hook:s3cret".getBytes()));

            JsonNode usage = api.get("/api/job/aggregate_statistics", "v", "1", "api_token", token).ok();
            assertThat(usage.path("data").get(0).path("billable_minutes_mechanical").asInt()).isEqualTo(1);
            assertThat(usage.path("data").get(0).path("billable_minutes_english_transcription").asInt()).isEqualTo(1);

            JsonNode tasks = info(job).path("Tasks");
            assertThat(tasks.findValuesAsString("TaskInfo")).anyMatch(t -> t.contains("delivered on attempt 3"));
        }
    }

    /** The failure path end to end (the step's failures one by one: TranscriptionStepTest): the server stays up. */
    @Test
    void garbageMediaEndsInMediaFailureWithAReason() throws Exception {
        Path garbage = SpeechFixtures.garbage(media);
        String job = newJobWithMedia(garbage);
        perform(job, "transcription_fidelity", "MECHANICAL").ok();
        JsonNode info = awaitStatus(job, Set.of("Media Failure", "Complete"));
        assertThat(info.path("JobStatus").asString()).isEqualTo("Media Failure");
        assertThat(info.path("Tasks").findValuesAsString("TaskInfo")).anyMatch(t -> t.startsWith("Media failure: "));
        api.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", job).error("INVALID_QUERY");
        assertThat(api.get("/actuator/health").ok().path("status").asString()).isEqualTo("UP");
    }

    @Test
    void aShortTurnaroundRaisesThePriorityAndSetsTheDueDate() throws Exception {
        String job = newJobWithMedia(speech);
        perform(job, "transcription_fidelity", "MECHANICAL", "priority", "STANDARD", "turnaround_hours", "16").ok();
        JsonNode info = info(job);
        assertThat(info.path("Priority").asString()).isEqualTo("PRIORITY");
        assertThat(info.path("DueDate").asString()).isNotEmpty();
    }

    @Test
    void invalidRequestsAreRefusedAndNothingStarts() throws Exception {
        String job = newJobWithMedia(speech);
        perform(job, "transcription_fidelity", "FAST").error("INVALID_QUERY");
        perform(job, "transcription_fidelity", "MECHANICAL", "priority", "SOON").error("INVALID_QUERY");
        perform(job, "transcription_fidelity", "MECHANICAL", "options", "{\"colour\": \"red\"}").error("INVALID_OPTION");
        perform(job, "transcription_fidelity", "MECHANICAL", "callback_url", "ftp://example.com/").error("INVALID_URL");
        perform(job).error("MISSING_PARAMETER");
        assertThat(info(job).path("JobStatus").asString()).isEqualTo("Authorizing");

        String empty = api.get("/api/job/new", "v", "1", "api_token", token).ok().path("JobId").asString();
        assertThat(perform(empty, "transcription_fidelity", "MECHANICAL").error("INVALID_QUERY")).contains("no media");

        String french = api.get("/api/job/new", "v", "1", "api_token", token, "language", "fr").ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + french, "audio/wav",
                Files.readAllBytes(speech)).ok();
        assertThat(perform(french, "transcription_fidelity", "MECHANICAL").error("INVALID_QUERY")).contains("not offered")
                .contains("recognizes speech in en");

        perform(job, "transcription_fidelity", "MECHANICAL").ok();
        perform(job, "transcription_fidelity", "MECHANICAL").error("INVALID_QUERY");
    }

    @Test
    void anotherAccountCannotTranscribeOrReadTheJob() throws Exception {
        String job = newJobWithMedia(speech);
        String mine = token;
        account();
        perform(job, "transcription_fidelity", "MECHANICAL").error("ITEM_NOT_FOUND");
        api.get("/api/job/list_elementlists", "v", "1", "api_token", token, "job_id", job).error("ITEM_NOT_FOUND");
        api.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", job).error("ITEM_NOT_FOUND");
        token = mine;
        assertThat(info(job).path("JobStatus").asString()).isEqualTo("Authorizing");
    }

    /** The hold itself (and its end on authorize) is TranscriptionStepTest's; here, what Job Info says of a held job. */
    @Test
    void aJobHeldForAuthorizationShowsItsRequestAndHasNoTranscriptYet() throws Exception {
        assertThat(api.get("/api/account/update_setting", "v", "1", "api_token", token,
                "require_customer_authorization_before_starting_workflow", "true").status()).isEqualTo(204);
        String premium = newJobWithMedia(speech);
        perform(premium, "transcription_fidelity", "PREMIUM").ok();
        JsonNode info = info(premium);
        assertThat(info.path("JobStatus").asString()).isEqualTo("Authorizing");
        assertThat(info.path("Fidelity").asString()).isEqualTo("STANDARD");
        assertThat(info.path("CompletedDate").asString()).isEmpty();
        assertThat(info.path("Tasks").findValuesAsString("TaskInfo")).contains("Waiting for the customer's authorization");
        api.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", premium).error("INVALID_QUERY");
    }
}
