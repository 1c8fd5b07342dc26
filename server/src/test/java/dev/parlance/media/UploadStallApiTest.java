package dev.parlance.media;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.PasswordHasher;
import dev.parlance.job.JobRepository;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiTestSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An upload whose sender stops half-way is dropped after the upload read timeout (5 s in the test
 * application, {@link ApiTestSupport}): the connection closes, the partial file goes, and the job
 * keeps the media it had (none), ready for a complete upload.
 */
class UploadStallApiTest extends ApiTestSupport {
    /** The test application's upload read timeout plus room for a busy machine; today's default was minutes or never. */
    private static final Duration WAIT = Duration.ofSeconds(30);

    @Autowired
    AccountRepository accounts;
    @Autowired
    PasswordHasher hasher;
    @Autowired
    JobRepository jobs;
    @Autowired
    MediaRepository media;

    private String token;
    private String accountId;

    @BeforeEach
    void account() {
        Account a = MediaTestFixtures.newAccount(accounts, hasher, unique("stall"));
        accountId = a.id();
        token = login(a.username(), MediaTestFixtures.PASSWORD);
    }

    @Test
    void aStalledAddMediaPostIsDroppedWithItsPartialFile() throws Exception {
        String jobId = MediaTestFixtures.newJob(jobs, accountId);
        String target = "/api/job/add_media?" + ApiClient.query("v", "1", "api_token", token, "job_id", jobId);

        assertStalledUploadIsDropped(jobId, "POST", target);
    }

    @Test
    void aStalledPutToAnUploadLinkIsDroppedWithItsPartialFile() throws Exception {
        String jobId = MediaTestFixtures.newJob(jobs, accountId);
        URI link = URI.create(api.get("/api/job/request_upload_url", "api_token", token, "job_id", jobId).ok()
                .path("upload_url").asString());

        assertStalledUploadIsDropped(jobId, "PUT", link.getRawPath() + "?" + link.getRawQuery());
    }

    private void assertStalledUploadIsDropped(String jobId, String method, String target) throws Exception {
        byte[] half = new byte[100_000];
        new Random(5).nextBytes(half);
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout((int) WAIT.toMillis());
            OutputStream out = socket.getOutputStream();
            out.write((method + " " + target + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: video/mp4\r\n"
                    + "Content-Length: 200000\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.write(half);
            out.flush();
            awaitPartFiles(jobId, 1);

            // The sender says nothing more; the server must give up on its own and close.
            byte[] rest = socket.getInputStream().readAllBytes();
            assertThat(new String(rest, StandardCharsets.ISO_8859_1)).doesNotContain("TaskId");
        }
        awaitPartFiles(jobId, 0);
        assertThat(media.find(jobId)).isEmpty();
        api.get("/api/job/media", "api_token", token, "job_id", jobId).error("ITEM_NOT_FOUND");

        // Nothing of the broken upload is in the way of a complete one.
        byte[] whole = new byte[200_000];
        new Random(6).nextBytes(whole);
        api.postBytes("/api/job/add_media", ApiClient.query("v", "1", "api_token", token, "job_id", jobId),
                "video/mp4", whole).ok();
        assertThat(media.find(jobId).orElseThrow().sizeBytes()).isEqualTo((long) whole.length);
    }

    /** Waits (up to {@link #WAIT}) until the job's folder holds exactly this many partial files. */
    private static void awaitPartFiles(String jobId, int count) throws InterruptedException, IOException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        List<Path> parts = partFiles(jobId);
        while (parts.size() != count && System.nanoTime() < deadline) {
            Thread.sleep(50);
            parts = partFiles(jobId);
        }
        assertThat(parts).hasSize(count);
    }

    private static List<Path> partFiles(String jobId) throws IOException {
        Path folder = DATA_DIR.resolve("media/jobs").resolve(jobId);
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".part")).toList();
        }
    }
}
