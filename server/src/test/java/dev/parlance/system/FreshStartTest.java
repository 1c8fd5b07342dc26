package dev.parlance.system;

import dev.parlance.ParlanceApplication;
import dev.parlance.account.PasswordHasher;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.support.GenericApplicationContext;

import java.io.IOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Whole applications started on data folders of their own, watched from the outside while they
 * start: when the port opens, what the data folder's modes are, what a crash left behind. Runs on
 * H2 only (the data folder holds the database).
 */
@Tag("no-database")
@ExtendWith(OutputCaptureExtension.class)
class FreshStartTest {
    private static final String PASSWORD = "fresh-start-pw-1";

    @TempDir
    Path parent;
    private final List<ConfigurableApplicationContext> started = new ArrayList<>();

    @AfterEach
    void stop() {
        started.forEach(ConfigurableApplicationContext::close);
    }

    /**
     * Bootstrap made slow on purpose (the password hash of the first account waits for the test):
     * while it waits, the port must not even accept a connection, and the first HTTP answer after it
     * is a working login of that first account.
     */
    @Test
    void thePortAnswersOnlyOnceTheFirstAccountExists() throws Exception {
        Path data = parent.resolve("data");
        int port = freePort();
        HeldHasher hasher = new HeldHasher();
        CompletableFuture<ConfigurableApplicationContext> starting = CompletableFuture.supplyAsync(
                () -> start(data, port, hasher));
        try {
            assertThat(hasher.entered.await(3, TimeUnit.MINUTES)).as("bootstrap began").isTrue();
            assertThatThrownBy(() -> new Socket("localhost", port).close())
                    .as("a connection while the first account is being created")
                    .isInstanceOf(ConnectException.class);
        } finally {
            hasher.release.countDown();
        }
        ApiClient api = new ApiClient("http://localhost:" + port);
        ApiResponse first = firstAnswer(api, starting);
        assertThat(first.status()).as(first.body()).isEqualTo(200);
        assertThat(first.ok().path("ApiToken").asString()).isNotBlank();
        started.add(starting.get(3, TimeUnit.MINUTES));

        // Ready once the speech model, loaded in the background during start-up, is in (docs/deploy.md, "Several processes: roles, metrics and health").
        ApiResponse readiness = api.get("/actuator/health/readiness");
        for (int i = 0; i < 600 && readiness.status() != 200; i++) {
            Thread.sleep(200);
            readiness = api.get("/actuator/health/readiness");
        }
        assertThat(readiness.status()).as(readiness.body()).isEqualTo(200);
        assertThat(readiness.ok().path("status").asString()).isEqualTo("UP");
    }

    /** The data folder the application made for itself, and the secrets in it, are the owner's alone. */
    @Test
    void aNewDataFolderAndItsSecretsAreOwnerOnly() throws Exception {
        Path data = parent.resolve("new").resolve("data");
        started.add(start(data, 0, null));

        assertThat(mode(data)).isEqualTo("rwx------");
        assertThat(mode(data.resolve("secret.key"))).isEqualTo("rw-------");
        assertThat(mode(data.resolve("db"))).isEqualTo("rwx------");
        try (Stream<Path> db = Files.list(data.resolve("db"))) {
            assertThat(db.toList()).isNotEmpty().allSatisfy(f -> assertThat(mode(f)).as(f.toString()).isEqualTo("rw-------"));
        }
    }

    /**
     * An existing folder from before: secrets readable by others are reported (and left as the
     * operator set them); partial files a crash left are removed once nothing can be writing them.
     */
    @Test
    void anExistingDataFolderIsCheckedAndItsOldPartialFilesSwept(CapturedOutput output) throws Exception {
        Path data = Files.createDirectories(parent.resolve("old"));
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path key = Files.writeString(data.resolve("secret.key"), "ab".repeat(32));
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-r--r--"));
        FileTime yesterday = FileTime.from(Instant.now().minus(Duration.ofDays(1)));
        Path crashedUpload = leftover(data.resolve("media/jobs/0123456789abcdef0123456789abcdef/.original-1.0badf00d.part"), yesterday);
        Path crashedMail = leftover(data.resolve("outbox/.message-1.eml.part"), yesterday);
        Path crashedModel = leftover(data.resolve("models/.vosk-model-new-123/am/final.mdl"), yesterday);
        Files.setLastModifiedTime(crashedModel.getParent(), yesterday);
        Files.setLastModifiedTime(crashedModel.getParent().getParent(), yesterday);
        // Another process sharing the folder may be writing this one right now.
        Path liveUpload = leftover(data.resolve("media/jobs/fedcba9876543210fedcba9876543210/.original-2.0badcafe.part"),
                FileTime.from(Instant.now()));

        started.add(start(data, 0, null));

        assertThat(output.getAll()).contains("may read the data folder's secrets")
                .contains(data.toAbsolutePath() + " (rwxr-xr-x)").contains(key.toAbsolutePath() + " (rw-r--r--)");
        assertThat(mode(key)).isEqualTo("rw-r--r--");
        // The sweep runs in the background once the service is started.
        Stream.of(crashedUpload, crashedMail, crashedModel.getParent().getParent()).forEach(FreshStartTest::awaitGone);
        assertThat(crashedUpload).doesNotExist();
        assertThat(crashedMail).doesNotExist();
        assertThat(crashedModel.getParent().getParent()).doesNotExist();
        assertThat(liveUpload).exists();
    }

    private static void awaitGone(Path path) {
        Instant deadline = Instant.now().plusSeconds(30);
        while (Files.exists(path) && Instant.now().isBefore(deadline)) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static Path leftover(Path file, FileTime modified) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[1000]);
        Files.setLastModifiedTime(file, modified);
        return file;
    }

    private ConfigurableApplicationContext start(Path data, int port, PasswordHasher hasher) {
        SpringApplicationBuilder builder = new SpringApplicationBuilder(ParlanceApplication.class);
        if (hasher != null) {
            builder.initializers(context -> ((GenericApplicationContext) context).registerBean("heldHasher",
                    PasswordHasher.class, () -> hasher, definition -> definition.setPrimary(true)));
        }
        // Command-line arguments, so they outrank application.properties.
        return builder.run(
                "--server.port=" + port,
                "--parlance.data-dir=" + data,
                "--parlance.db.url=jdbc:h2:file:" + data.resolve("db/parlance").toAbsolutePath()
                        + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_ON_EXIT=FALSE",
                "--parlance.admin-password=" + PASSWORD,
                "--spring.jmx.enabled=false");
    }

    /** Logs in over and over until any HTTP answer comes, and returns that first answer. */
    private static ApiResponse firstAnswer(ApiClient api, CompletableFuture<?> starting) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (true) {
            try {
                return api.get("/api/account/login", "v", "1", "username", "admin", "password", PASSWORD);
            } catch (RuntimeException notListening) {
                if (starting.isCompletedExceptionally() || System.nanoTime() > deadline) {
                    starting.get();
                    throw notListening;
                }
                Thread.sleep(5);
            }
        }
    }

    /** The POSIX mode as {@code rwx------}. */
    static String mode(Path p) {
        try {
            return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Hashes like the real one, but the first hash (the first account's) waits until released. */
    static final class HeldHasher extends PasswordHasher {
        final CountDownLatch entered = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);

        @Override
        public String hash(String password) {
            entered.countDown();
            try {
                release.await(3, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return super.hash(password);
        }
    }
}
