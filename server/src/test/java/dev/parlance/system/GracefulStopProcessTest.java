package dev.parlance.system;

import dev.parlance.media.TestMediaServer;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ServerProcess;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * SIGTERM while downloads from slow senders hold the workers: the process exits within the
 * documented bound (docs/background-work.md, "Stopping"), and the interrupted downloads run again after the next
 * start. Its own process on its own folder (H2), so it runs once.
 */
@Tag("no-database")
class GracefulStopProcessTest {
    /** The documented bound: about twice PARLANCE_SHUTDOWN_WAIT (15 s), requests in flight then running work. */
    private static final Duration BOUND = Duration.ofSeconds(35);

    @TempDir
    Path dir;

    private final TestMediaServer.Connections connected = new TestMediaServer.Connections();

    private ServerProcess start(int port) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("parlance.data-dir", dir.resolve("data").toString());
        p.put("server.port", String.valueOf(port));
        p.put("parlance.admin-password", "stop-pw-1");
        p.put("parlance.allow-private-urls", "true");
        p.put("parlance.speech.preload", "false");
        p.put("parlance.queue.downloads", "4");
        p.put("spring.jmx.enabled", "false");
        return ServerProcess.start("graceful-stop", p);
    }

    @Test
    void sigtermWithStuckDownloadsExitsWithinTheBoundAndTheDownloadsResumeAfterTheNextStart() throws Exception {
        int port = ServerProcess.freePort();
        // 8 KB every 100 ms of 100 MB: within the minimum rate, twenty minutes to finish.
        try (TestMediaServer remote = new TestMediaServer().on("/slow.mp4", TestMediaServer.trickle(100_000_000, 8_000, 100, connected))) {
            ApiClient api = new ApiClient("http://localhost:" + port);
            Duration stopped;
            try (ServerProcess first = start(port)) {
                first.awaitOk(api, "/actuator/health/readiness", Duration.ofMinutes(3));
                String token = api.get("/api/account/login", "v", "1", "username", "admin", "password", "stop-pw-1")
                        .ok().path("ApiToken").asString();
                for (int i = 0; i < 3; i++) {
                    String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "slow " + i).ok()
                            .path("JobId").asString();
                    api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", job,
                            "media_url", remote.url("/slow.mp4?copy=" + i)).ok();
                }
                await(() -> connected.now() >= 2, Duration.ofSeconds(60), "two downloads under way");
                stopped = first.terminate(BOUND.plusSeconds(30));
            }
            assertThat(stopped).isLessThan(BOUND);
            await(() -> connected.now() == 0, Duration.ofSeconds(5), "the senders see the connections go");
            int hitsBefore = remote.hits("/slow.mp4");
            try (ServerProcess second = start(port)) {
                second.awaitOk(api, "/actuator/health/readiness", Duration.ofMinutes(3));
                await(() -> connected.now() >= 1, Duration.ofSeconds(60), "the interrupted downloads running again");
                assertThat(remote.hits("/slow.mp4")).isGreaterThan(hitsBefore);
            }
            System.out.printf("GracefulStopProcessTest: exited %d ms after SIGTERM with downloads under way%n", stopped.toMillis());
        }
    }

    private static void await(java.util.function.BooleanSupplier condition, Duration within, String what)
            throws InterruptedException {
        Instant deadline = Instant.now().plus(within);
        while (!condition.getAsBoolean()) {
            assertThat(Instant.now()).as(what + " within " + within).isBefore(deadline);
            Thread.sleep(100);
        }
    }
}
