package dev.parlance.translation;

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
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Translations over HTTP, with real ffmpeg, Vosk and Apertium: target_language on
 * perform_transcription makes a Spanish child job that completes with Spanish captions on the
 * media's timeline; translate makes children once per language; unknown languages are refused at
 * request time; the statistics count the translation minutes.
 */
class TranslationApiTest extends ApiTestSupport {
    private static final Pattern SRT_TIME = Pattern.compile("(\\d\\d):(\\d\\d):(\\d\\d),(\\d\\d\\d) --> (\\d\\d):(\\d\\d):(\\d\\d),(\\d\\d\\d)");

    @TempDir
    static Path media;
    static Path speech;

    String token;
    CustomerJobs jobs;

    @BeforeAll
    static void fixtures() {
        speech = SpeechFixtures.speech(media, "ask-not", SpeechFixtures.ASK_NOT);
    }

    @BeforeEach
    void account() {
        String username = unique("translation");
        var created = api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                "new_password", "translation-pw-1");
        assertThat(created.status()).as(created.body()).isEqualTo(204);
        token = login(username, "translation-pw-1");
        jobs = new CustomerJobs(api, token);
    }

    @Test
    void targetLanguageGivesASpanishChildJobWithSpanishCaptionsOnTheMediasTimeline() throws Exception {
        try (var receiver = new CallbackReceiver()) {
            String job = jobs.newJobWithMedia("Translation test", speech);
            jobs.perform(job, "transcription_fidelity", "MECHANICAL", "target_language", "es,en",
                    "callback_url", receiver.url("/done?job={job_id}&iwp={iwp_name}")).ok();

            JsonNode related = api.get("/api/job/list_related", "api_token", token, "job_id", job).ok();
            assertThat(related.path("leading_job").path("job_id").asString()).isEqualTo(job);
            assertThat(related.path("related_jobs")).hasSize(1); // en, the job's own language, is no translation
            JsonNode child = related.path("related_jobs").get(0);
            String childId = child.path("job_id").asString();
            assertThat(child.path("language").asString()).isEqualTo("en:es");
            assertThat(child.path("current_fidelity").asString()).isEqualTo("MECHANICAL");

            JsonNode parentInfo = jobs.awaitStatus(job, Set.of("Complete", "Media Failure"));
            assertThat(parentInfo.path("JobStatus").asString()).isEqualTo("Complete");
            JsonNode info = jobs.awaitStatus(childId, Set.of("Complete", "Media Failure"));
            assertThat(info.path("JobStatus").asString()).as(info.toString()).isEqualTo("Complete");
            assertThat(info.path("TargetLanguage").asString()).isEqualTo("es");
            double mediaSeconds = parentInfo.path("MediaLengthSeconds").asDouble();
            assertThat(info.path("MediaLengthSeconds").asDouble()).isEqualTo(mediaSeconds);

            JsonNode versions = api.get("/api/job/list_elementlists", "v", "1", "api_token", token, "job_id", childId).ok();
            assertThat(versions.findValuesAsString("iwp_name")).containsExactly("MECHANICAL", "FINAL");
            JsonNode spanish = api.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", childId).ok();
            assertThat(spanish.path("language").asString()).startsWith("ES");
            List<String> words = new ArrayList<>();
            long mediaMs = Math.round(mediaSeconds * 1000);
            for (JsonNode segment : spanish.path("segments")) {
                for (JsonNode sequence : segment.path("sequences")) {
                    for (JsonNode token : sequence.path("tokens")) {
                        assertThat(token.path("start_time").asLong()).isBetween(0L, mediaMs);
                        assertThat(token.path("end_time").asLong()).isBetween(token.path("start_time").asLong(), mediaMs);
                        if (token.path("type").asString().equals("word")) {
                            words.add(token.path("value").asString());
                        }
                    }
                }
            }
            assertThat(words).contains("país").doesNotContain("country");

            String srt = api.get("/api/job/get_caption", "v", "1", "api_token", token, "job_id", childId,
                    "caption_format", "SRT").body();
            assertThat(srt).contains("país");
            Matcher times = SRT_TIME.matcher(srt);
            int captions = 0;
            while (times.find()) {
                captions++;
                assertThat(millis(times, 1)).isBetween(0L, mediaMs);
                assertThat(millis(times, 5)).isBetween(millis(times, 1), mediaMs);
            }
            assertThat(captions).isPositive();

            // The child's own FINAL callback, with its own job id.
            Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
            while (receiver.received.stream().noneMatch(r -> r.uri().getQuery().contains(childId))
                    && Instant.now().isBefore(deadline)) {
                Thread.sleep(200);
            }
            assertThat(receiver.received).extracting(r -> r.uri().getQuery())
                    .contains("job=" + job + "&iwp=FINAL", "job=" + childId + "&iwp=FINAL");

            // Billed: the parent's English transcription and the child's translation, a minute each.
            JsonNode block = api.get("/api/job/aggregate_statistics", "v", "1", "api_token", token).ok().path("data").get(0);
            assertThat(block.path("billable_minutes_english_transcription").asLong()).isEqualTo(1);
            assertThat(block.path("billable_minutes_translation").asLong()).isEqualTo(1);
            assertThat(block.path("billable_minutes_mechanical").asLong()).isEqualTo(2);
            assertThat(block.path("billable_minutes_total").asLong()).isEqualTo(2);

            // translate on a MECHANICAL job: the spec's rule wants an approved uplevel first.
            assertThat(api.get("/api/job/translate", "api_token", token, "job_id", job, "target_languages", "es")
                    .error("INVALID_OPTION")).contains("approve_uplevel");
            // With it, a language the job already translates into is reported as existing, and nothing is upleveled.
            ApiResponse again = api.get("/api/job/translate", "api_token", token, "job_id", job, "target_languages", "es",
                    "approve_uplevel", "true");
            assertThat(again.status()).as(again.body()).isEqualTo(201);
            assertThat(again.json().path("translation_job_ids").get(0).asString()).isEqualTo(childId);
            assertThat(again.json().path("message").asString()).contains("es: already exists as job " + childId)
                    .contains("No uplevel needed");
            assertThat(api.get("/api/job/list_related", "api_token", token, "job_id", job).ok().path("related_jobs"))
                    .hasSize(1);
        }
    }

    @Test
    void translateMakesOneChildPerLanguageAndSaysWhichExisted() throws Exception {
        String job = jobs.newJobWithMedia("Translation test", speech);
        jobs.perform(job, "transcription_fidelity", "PROFESSIONAL").ok();

        ApiResponse first = api.get("/api/job/translate", "api_token", token, "job_id", job, "target_languages", "es,ES");
        assertThat(first.status()).as(first.body()).isEqualTo(201);
        assertThat(first.json().path("translation_job_ids")).hasSize(1);
        String child = first.json().path("translation_job_ids").get(0).asString();
        assertThat(first.json().path("message").asString()).isEqualTo("es: created as job " + child);

        ApiResponse again = api.postForm("/api/job/translate", "application/x-www-form-urlencoded", "api_token", token, "job_id", job,
                "target_languages", "es");
        assertThat(again.status()).isEqualTo(201);
        assertThat(again.json().path("translation_job_ids").get(0).asString()).isEqualTo(child);
        assertThat(again.json().path("message").asString()).isEqualTo("es: already exists as job " + child);
        // Ordering on the translation orders on the job it translates: still the one Spanish child.
        assertThat(created(api.get("/api/job/translate", "api_token", token, "job_id", child, "target_languages", "es"))
                .path("translation_job_ids").get(0).asString()).isEqualTo(child);

        JsonNode related = api.get("/api/job/list_related", "api_token", token, "job_id", child).ok();
        assertThat(related.path("leading_job").path("job_id").asString()).isEqualTo(job);
        assertThat(related.findValuesAsString("job_id")).containsExactly(child, job);
        // The child waits for the parent's FINAL (a PROFESSIONAL job waits for its human passes).
        assertThat(jobs.info(child).path("JobStatus").asString()).isEqualTo("Pending");
        assertThat(jobs.info(child).path("Fidelity").asString()).isEqualTo(jobs.info(job).path("Fidelity").asString());

        assertThat(api.get("/api/job/translate", "api_token", token, "job_id", job, "target_languages", "fr")
                .error("INVALID_OPTION")).contains("target_languages", "en-es");
        assertThat(api.get("/api/job/translate", "api_token", token, "job_id", job, "target_languages", "e$")
                .error("INVALID_QUERY")).contains("target_languages");
        api.get("/api/job/translate", "api_token", token, "job_id", job).error("INVALID_QUERY");
        assertThat(api.get("/api/job/translate", "api_token", token, "job_id", job, "target_languages", "en")
                .error("INVALID_QUERY")).contains("job's own");

        // A parent deleted before its FINAL takes its waiting translation with it, saying why.
        api.get("/api/job/delete", "v", "1", "api_token", token, "job_id", job).ok();
        JsonNode failed = jobs.info(child);
        assertThat(failed.path("JobStatus").asString()).isEqualTo("Media Failure");
        assertThat(failed.toString()).contains("was deleted");
    }

    @Test
    void anUnknownTargetLanguageIsRefusedAtRequestTimeAndNothingIsStored() throws Exception {
        String job = jobs.newJobWithMedia("Translation test", speech);
        assertThat(jobs.perform(job, "transcription_fidelity", "MECHANICAL", "target_language", "es,tlh")
                .error("INVALID_OPTION")).contains("target_language", "'tlh'", "en-es");
        assertThat(jobs.info(job).path("JobStatus").asString()).isEqualTo("Authorizing");
        assertThat(api.get("/api/job/list_related", "api_token", token, "job_id", job).ok().path("related_jobs")).isEmpty();
        // Nothing was stored: the same job can still be transcribed.
        jobs.perform(job, "transcription_fidelity", "MECHANICAL").ok();
    }

    private static JsonNode created(ApiResponse response) {
        assertThat(response.status()).as(response.body()).isEqualTo(201);
        return response.json();
    }

    private static long millis(Matcher m, int group) {
        return ((Long.parseLong(m.group(group)) * 60 + Long.parseLong(m.group(group + 1))) * 60
                + Long.parseLong(m.group(group + 2))) * 1000 + Long.parseLong(m.group(group + 3));
    }
}
