package dev.parlance.workflow;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiClient;
import dev.parlance.support.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The service is killed (SIGKILL, no shutdown hooks) in the middle of recognition and started
 * again on the same data: the job finishes without any manual step, and the ElementList covers the
 * whole media once (words in order, none recognized twice).
 */
class CrashRecoveryTest {
    @TempDir
    Path dir;
    private Process server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.destroyForcibly();
        }
    }

    @Test
    void killedMidRecognitionFinishesAfterRestart() throws Exception {
        Path one = SpeechFixtures.speech(dir, "one", SpeechFixtures.ASK_NOT + " and that is all for today");
        // About three minutes of speech: long enough to kill while recognition runs.
        Path media = SpeechFixtures.convert(one, dir.resolve("long.wav"), "-af", "apad=pad_dur=0.8", "-ar", "16000");
        Path looped = dir.resolve("looped.wav");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-stream_loop", "24", "-i", media.toString(),
                "-c", "copy", looped.toString());

        Path data = Files.createDirectories(dir.resolve("data"));
        Map<String, String> db = TestDatabase.properties(data);
        int port = freePort();
        ApiClient api = new ApiClient("http://localhost:" + port);

        server = start(data, db, port);
        awaitHealthy(api);
        String token = api.get("/api/account/login", "v", "1", "username", "admin", "password", "crash-test-pw")
                .ok().path("ApiToken").asString();
        String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "crash").ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "audio/wav",
                Files.readAllBytes(looped)).ok();
        api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                "transcription_fidelity", "MECHANICAL").ok();

        // Kill once recognition is well under way (its sections part-way, or some saved).
        JsonNode during = await(api, token, job, info -> progress(info) >= 30 || status(info).equals("Complete"));
        assertThat(status(during)).as("still recognizing when killed").isEqualTo("In Process");
        server.destroyForcibly().waitFor();

        server = start(data, db, port);
        awaitHealthy(api);
        JsonNode done = await(api, token, job, info -> Set.of("Complete", "Media Failure").contains(status(info)));
        assertThat(status(done)).isEqualTo("Complete");

        JsonNode list = api.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", job).ok();
        List<Long> starts = new ArrayList<>();
        for (JsonNode segment : list.path("segments")) {
            for (JsonNode sequence : segment.path("sequences")) {
                for (JsonNode t : sequence.path("tokens")) {
                    if (t.path("type").asString().equals("word")) {
                        starts.add(t.path("start_time").asLong());
                    }
                }
            }
        }
        // Words in order and none twice: the resumed run did not recognize saved audio again.
        assertThat(starts).isSorted().doesNotHaveDuplicates();
        // Nothing lost around the kill: speech runs through the whole media without a long hole.
        long mediaMs = Math.round(done.path("MediaLengthSeconds").asDouble() * 1000);
        assertThat(starts.getFirst()).isLessThan(5_000);
        assertThat(starts.getLast()).isGreaterThan(mediaMs - 10_000);
        for (int i = 1; i < starts.size(); i++) {
            assertThat(starts.get(i) - starts.get(i - 1)).as("gap before word %d", i).isLessThan(5_000);
        }
        // 25 repetitions of a 26-word passage.
        assertThat(starts.size()).isBetween(25 * 20, 25 * 30);
    }

    private static final class Set {
        static java.util.Set<String> of(String... s) {
            return java.util.Set.of(s);
        }
    }

    private static String status(JsonNode info) {
        return info.path("JobStatus").asString();
    }

    private static int progress(JsonNode info) {
        for (JsonNode task : info.path("Tasks")) {
            String text = task.path("TaskInfo").asString();
            if (text.startsWith("Recognizing speech: ")) {
                return Integer.parseInt(text.substring("Recognizing speech: ".length()).replace("%", "").trim());
            }
        }
        return 0;
    }

    private static JsonNode await(ApiClient api, String token, String job, Predicate<JsonNode> until) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(4));
        while (true) {
            JsonNode info = api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok();
            if (until.test(info) || Instant.now().isAfter(deadline)) {
                return info;
            }
            Thread.sleep(200);
        }
    }

    private Process start(Path data, Map<String, String> db, int port) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-Xmx512m",
                "-cp", System.getProperty("java.class.path"), "dev.parlance.ParlanceApplication",
                "--server.port=" + port,
                "--parlance.data-dir=" + data,
                "--parlance.admin-password=crash-test-pw",
                // Notice the dead worker's execution within seconds rather than the production 30 s.
                "--db-scheduler.heartbeat-interval=1s",
                "--db-scheduler.missed-heartbeats-limit=4"));
        db.forEach((k, v) -> command.add("--" + k + "=" + v));
        // Logs stay in target/ for a failed run to be read.
        Path logs = Files.createDirectories(Path.of("target", "crash-recovery-logs"));
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(logs.resolve("server-" + System.nanoTime() + ".log").toFile()).start();
    }

    private void awaitHealthy(ApiClient api) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(4));
        while (Instant.now().isBefore(deadline)) {
            if (!server.isAlive()) {
                throw new AssertionError("server exited with " + server.exitValue() + "; see target/crash-recovery-logs");
            }
            try {
                if (api.get("/actuator/health").status() == 200) {
                    return;
                }
            } catch (RuntimeException notYet) {
                // not listening yet
            }
            Thread.sleep(300);
        }
        throw new AssertionError("server did not start");
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
