package dev.parlance.system;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ServerProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged jar on a fresh data folder, as it is and as {@code start.sh} runs it (extracted, from
 * the AOT cache {@code scripts/aot-cache.sh} makes): it becomes ready (the speech model unpacked from
 * inside the jar and loaded), serves a page and its style sheet, and transcribes a clip. The other
 * tests run from class folders and never exercise what only the jar does. (Its
 * first use found nothing; the start-up deadlock of the model preload on a virtual thread, seen
 * once from the jar on a loaded 2-core machine, is a race this test does not reproduce reliably:
 * with the old code it passed.) Run by failsafe after {@code package} ({@code ./mvnw verify}).
 */
class PackagedJarIT {
    private static final Path JAR = Path.of("target", "parlance.jar");
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    @TempDir
    Path dir;

    @Test
    void theJarStartsOnAFreshDataFolderAndTranscribes() throws Exception {
        assertThat(JAR).as("built by the package phase").isRegularFile();
        startsAndTranscribes(List.of(JAVA, "-Xmx512m", "-jar", JAR.toString()));
    }

    @Test
    void theJarStartsFromItsAotCacheAsStartShRunsIt() throws Exception {
        assertThat(JAR).as("built by the package phase").isRegularFile();
        Path app = dir.resolve("app");
        ProcessBuilder script = new ProcessBuilder("bash", Path.of("..", "scripts", "aot-cache.sh").toString(), JAR.toString(),
                app.toString()).redirectErrorStream(true).redirectOutput(dir.resolve("aot.log").toFile());
        script.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process prepare = script.start();
        assertThat(prepare.waitFor(5, TimeUnit.MINUTES)).as("the cache made within 5 minutes").isTrue();
        assertThat(prepare.exitValue()).as("scripts/aot-cache.sh; its output:%n%s", Files.readString(dir.resolve("aot.log"))).isZero();
        assertThat(app.resolve("parlance.aot")).isRegularFile();
        Path log = startsAndTranscribes(List.of(JAVA, "-Xmx512m", "-XX:AOTCache=" + app.resolve("parlance.aot"),
                "--enable-native-access=ALL-UNNAMED", "-jar", app.resolve("parlance.jar").toString()));
        // A cache the JVM cannot use is reported ("Unable to map shared spaces") and the start goes on without it.
        assertThat(Files.readString(log)).as("the cache was used").doesNotContain("[aot]");
    }

    /** Starts the command on a fresh data folder, checks what it serves and that it transcribes; its log. */
    private Path startsAndTranscribes(List<String> command) throws Exception {
        int port = ServerProcess.freePort();
        String password = "jar-admin-pw-1";
        Path data = Files.createTempDirectory(dir, "data-");
        Path log = data.resolveSibling(data.getFileName() + ".log");
        // Configured as the README tells a first-time operator: environment variables only.
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("PARLANCE_DATA_DIR", data.toString());
        builder.environment().put("PARLANCE_ADMIN_PASSWORD", password);
        builder.environment().put("SERVER_PORT", Integer.toString(port));
        Process process = builder.start();
        try {
            ApiClient api = new ApiClient("http://localhost:" + port);
            awaitReady(process, api, log, Duration.ofMinutes(5));

            assertThat(api.get("/assets/app.css").status()).isEqualTo(200);
            assertThat(api.get("/signin").body()).contains("Parlance");

            String token = api.get("/api/account/login", "v", "1", "username", "admin", "password", password)
                    .ok().get("ApiToken").asString();
            String jobId = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "jar").ok().get("JobId").asString();
            Path speech = SpeechFixtures.speech(dir, "jar", SpeechFixtures.ASK_NOT);
            api.postFile("/api/job/add_media", ApiClient.query("v", "1", "api_token", token, "job_id", jobId), speech).ok();
            api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", jobId,
                    "transcription_fidelity", "MECHANICAL").ok();
            Instant deadline = Instant.now().plus(Duration.ofMinutes(5));
            String status = "";
            while (Instant.now().isBefore(deadline) && !status.equals("Complete")) {
                assertThat(process.isAlive()).as("the jar's process; see %s", log).isTrue();
                status = api.get("/api/job/info", "v", "1", "api_token", token, "job_id", jobId).ok().get("JobStatus").asString();
                Thread.sleep(300);
            }
            assertThat(status).as("job status; log: %s", log).isEqualTo("Complete");
            assertThat(api.get("/api/job/get_caption", "v", "1", "api_token", token, "job_id", jobId,
                    "caption_format", "SRT").body()).containsIgnoringCase("country");
        } finally {
            process.destroyForcibly().waitFor();
        }
        return log;
    }

    private static void awaitReady(Process process, ApiClient api, Path log, Duration within) throws Exception {
        Instant deadline = Instant.now().plus(within);
        while (Instant.now().isBefore(deadline)) {
            assertThat(process.isAlive()).as("the jar exited; log:\n%s", Files.exists(log) ? Files.readString(log) : "").isTrue();
            try {
                if (api.get("/actuator/health/readiness").status() == 200) {
                    return;
                }
            } catch (RuntimeException notListeningYet) {
                // starting
            }
            Thread.sleep(300);
        }
        throw new AssertionError("The jar was not ready within " + within + "; log:\n" + Files.readString(log));
    }
}
