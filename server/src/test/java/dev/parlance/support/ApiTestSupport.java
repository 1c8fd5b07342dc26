package dev.parlance.support;

import org.junit.jupiter.api.BeforeEach;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Base of the tests that talk to the running application over real HTTP. All such test classes
 * share one application (one Spring context), on H2 or PostgreSQL as {@link TestDatabase} says,
 * with a {@link MovableClock} as its clock. What a background step does, run by run, is tested
 * apart and without HTTP ({@link QueuedWorkTestSupport}); here stay the routes' answers and one
 * path end to end through each kind of background work.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Import(MovableClock.Config.class)
public abstract class ApiTestSupport {
    public static final String ADMIN = "admin";
    public static final String ADMIN_PASSWORD = "admin-secret-1";
    public static final Path DATA_DIR = tempDir();
    private static final AtomicInteger COUNTER = new AtomicInteger();

    @LocalServerPort
    protected int port;
    protected ApiClient api;

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("parlance-test-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("parlance.data-dir", DATA_DIR::toString);
        registry.add("parlance.admin-username", () -> ADMIN);
        registry.add("parlance.admin-password", () -> ADMIN_PASSWORD);
        // Tests serve media and receive callbacks on loopback; the guard itself is tested on its own.
        registry.add("parlance.allow-private-urls", () -> "true");
        // Media download retries in test time rather than minutes.
        registry.add("parlance.media.download-backoff", () -> "200ms");
        // A fetch must average 4 KB/s after 2 s (FairWorkApiTest's tricklers fall behind in seconds).
        registry.add("parlance.fetch.min-rate", () -> "4KB");
        registry.add("parlance.fetch.rate-grace", () -> "2s");
        registry.add("parlance.callbacks.initial-backoff", () -> "500ms");
        // A stalled upload is dropped within seconds (UploadStallApiTest) rather than minutes.
        registry.add("parlance.media.upload-read-timeout", () -> "5s");
        // E-mail goes to a GreenMail server (TestMail), retried in test time.
        TestMail.register(registry);
        registry.add("parlance.deliverables.backoff", () -> "200ms");
        TestDatabase.register(registry, DATA_DIR);
    }

    @BeforeEach
    void client() {
        api = new ApiClient("http://localhost:" + port);
    }

    /** A name no other test uses, for accounts and jobs. */
    protected static String unique(String prefix) {
        return prefix + "-" + ProcessHandle.current().pid() + "-" + COUNTER.incrementAndGet();
    }

    protected String login(String username, String password) {
        return api.get("/api/account/login", "v", "1", "username", username, "password", password)
                .ok().path("ApiToken").asString();
    }

    protected String adminToken() {
        return login(ADMIN, ADMIN_PASSWORD);
    }
}
