package dev.parlance.operations;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.CallbackReceiver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * After a MECHANICAL job with a callback, {@code /actuator/prometheus} carries Parlance's series:
 * HTTP requests, the queue per kind of work, runs of queued work, recognition's real-time factor,
 * jobs by status, callback results; readiness names each of its checks and is UP.
 */
class MetricsAndHealthApiTest extends ApiTestSupport {
    @TempDir
    Path dir;

    @Test
    void aJobLeavesItsFiguresInThePrometheusScrape() throws Exception {
        String token = adminToken();
        Path speech = SpeechFixtures.speech(dir, "ask-not", SpeechFixtures.ASK_NOT);
        // The real-time factor's series is JVM-wide (Micrometer's global registry): other tests' scripted,
        // instant recognitions are in it too, so this job's factor is what its run adds.
        String before = scrape();
        double sumBefore = valueOrZero(before, "parlance_recognition_realtime_factor_sum\\{[^}]*}");
        double countBefore = valueOrZero(before, "parlance_recognition_realtime_factor_count\\{[^}]*}");
        String scrape;
        try (var receiver = new CallbackReceiver()) {
            String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "metrics").ok().path("JobId").asString();
            api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "audio/wav",
                    Files.readAllBytes(speech)).ok();
            api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                    "transcription_fidelity", "MECHANICAL", "callback_url", receiver.url("/done")).ok();
            Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
            while (receiver.received.isEmpty() && Instant.now().isBefore(deadline)) {
                Thread.sleep(200);
            }
            assertThat(receiver.received).isNotEmpty();
            // The delivery's run is recorded once it returns, just after the receiver answered (kept open till then).
            scrape = awaitScrape("parlance_queue_runs_seconds_count{application=\"parlance\",result=\"ok\",task=\"deliver-callback\"}");
        }

        assertThat(value(scrape, "parlance_http_server_requests_seconds_count\\{[^}]*uri=\"/api/job/perform_transcription\"[^}]*}"))
                .isGreaterThanOrEqualTo(1);
        assertThat(value(scrape, "parlance_queue_runs_seconds_count\\{[^}]*result=\"ok\",task=\"transcribe-media\"}"))
                .isGreaterThanOrEqualTo(1);
        assertThat(value(scrape, "parlance_queue_runs_seconds_count\\{[^}]*result=\"ok\",task=\"recognize-sections\"}"))
                .isGreaterThanOrEqualTo(1);
        assertThat(value(scrape, "parlance_recognition_realtime_factor_count\\{[^}]*}")).isGreaterThanOrEqualTo(1);
        assertThat(value(scrape, "parlance_recognition_realtime_factor_sum\\{[^}]*}")).isGreaterThan(0);
        // The audio of the sections (this job's 6 s and whatever other tests of this run recognized), not the end-of-media marker.
        assertThat(value(scrape, "parlance_recognition_audio_seconds_total\\{[^}]*}")).isBetween(2.0, 100_000.0);
        double sections = value(scrape, "parlance_recognition_realtime_factor_count\\{[^}]*}") - countBefore;
        assertThat(sections).isGreaterThanOrEqualTo(1);
        assertThat((value(scrape, "parlance_recognition_realtime_factor_sum\\{[^}]*}") - sumBefore) / sections)
                .as("this job's real-time factor (how fast is the bench's question; a wrong unit would be 1000 times off)")
                .isPositive().isLessThan(1_000.0);
        assertThat(value(scrape, "parlance_callbacks_total\\{[^}]*result=\"delivered\"}")).isGreaterThanOrEqualTo(1);
        // Jobs by status are counted at most every 10 s (JobFigures): the count before the job may still be shown.
        Instant counted = Instant.now().plus(Duration.ofSeconds(30));
        while (value(scrape, "parlance_jobs\\{[^}]*status=\"Complete\"}") < 1 && Instant.now().isBefore(counted)) {
            Thread.sleep(500);
            scrape = scrape();
        }
        assertThat(value(scrape, "parlance_jobs\\{[^}]*status=\"Complete\"}")).isGreaterThanOrEqualTo(1);
        for (String task : new String[]{"transcribe-media", "recognize-sections", "deliver-callback", "send-email"}) {
            assertThat(scrape).contains("parlance_queue_waiting{application=\"parlance\",task=\"" + task + "\"}");
            assertThat(scrape).contains("parlance_queue_running{application=\"parlance\",task=\"" + task + "\"}");
            assertThat(scrape).contains("parlance_queue_oldest_wait_seconds{application=\"parlance\",task=\"" + task + "\"}");
        }
    }

    @Test
    void readinessChecksWhatWorkNeedsAndLivenessOnlyTheProcess() throws Exception {
        JsonNode readiness = awaitReady();
        assertThat(readiness.path("status").asString()).isEqualTo("UP");
        for (String check : new String[]{"readinessState", "db", "storage", "diskSpace", "ffmpeg", "speechModel"}) {
            assertThat(readiness.path("components").path(check).path("status").asString()).as(check).isEqualTo("UP");
        }
        ApiResponse liveness = api.get("/actuator/health/liveness");
        assertThat(liveness.status()).isEqualTo(200);
        assertThat(liveness.json().path("components").propertyNames()).containsExactly("livenessState");
    }

    /** The speech model loads in the background after start-up: readiness waits for it. */
    private JsonNode awaitReady() throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(2));
        ApiResponse r = api.get("/actuator/health/readiness");
        while (r.status() != 200 && Instant.now().isBefore(deadline)) {
            Thread.sleep(250);
            r = api.get("/actuator/health/readiness");
        }
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    private String awaitScrape(String series) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        String scrape = scrape();
        while (!scrape.contains(series) && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
            scrape = scrape();
        }
        assertThat(scrape).contains(series);
        return scrape;
    }

    private String scrape() {
        ApiResponse r = api.get("/actuator/prometheus");
        assertThat(r.status()).isEqualTo(200);
        return r.body();
    }

    /** As {@link #value}, or 0 while the series does not exist yet. */
    private static double valueOrZero(String scrape, String series) {
        Matcher m = Pattern.compile("(?m)^" + series + " (\\S+)$").matcher(scrape);
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }

    /** The value of the first series matching the pattern (name and labels). */
    private static double value(String scrape, String series) {
        Matcher m = Pattern.compile("(?m)^" + series + " (\\S+)$").matcher(scrape);
        assertThat(m.find()).as("series %s in the scrape", series).isTrue();
        return Double.parseDouble(m.group(1));
    }
}
