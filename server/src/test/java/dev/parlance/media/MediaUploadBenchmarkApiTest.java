package dev.parlance.media;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.PasswordHasher;
import dev.parlance.job.JobRepository;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiTestSupport;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Streams a 2 GB add_media POST, generated on the fly, through the real HTTP stack and checks the
 * stored file's SHA-256. Not part of the normal run (tag {@code bench}); run it with
 * <pre>./mvnw -o -B verify -pl server -am -Dtest=MediaUploadBenchmarkApiTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dparlance.test.excluded-groups=none -Dparlance.test.heap=-Xmx256m</pre>
 * The figures (throughput, heap peak, VmHWM) include the client, which shares the JVM with the server.
 */
@Tag("bench")
@Tag("no-database")
class MediaUploadBenchmarkApiTest extends ApiTestSupport {
    private static final long SIZE = Long.getLong("parlance.bench.bytes", 2L * 1024 * 1024 * 1024);

    @Autowired
    AccountRepository accounts;
    @Autowired
    PasswordHasher hasher;
    @Autowired
    JobRepository jobs;
    @Autowired
    MediaRepository media;
    @Autowired
    MediaStore store;

    /** Pseudo-random bytes, produced as read and hashed on the way out. */
    private static final class GeneratedBody extends InputStream {
        private final SplittableRandom random = new SplittableRandom(20260101);
        private final MessageDigest sha = sha256();
        private long left;
        private byte[] scratch = new byte[0];

        GeneratedBody(long size) {
            this.left = size;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) == -1 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (left == 0) {
                return -1;
            }
            int n = (int) Math.min(len, left);
            if (scratch.length != n) {
                scratch = new byte[n];
            }
            random.nextBytes(scratch);
            System.arraycopy(scratch, 0, b, off, n);
            sha.update(scratch);
            left -= n;
            return n;
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void streamsTwoGigabytesWithinASmallHeap() throws Exception {
        Account a = MediaTestFixtures.newAccount(accounts, hasher, unique("bench"));
        String token = login(a.username(), MediaTestFixtures.PASSWORD);
        String jobId = MediaTestFixtures.newJob(jobs, a.id());

        System.gc();
        resetPeaks();
        long rssBefore = vmHwmKb();
        AtomicLong heapPeak = new AtomicLong();
        Thread sampler = Thread.ofPlatform().daemon().start(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                long used = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
                heapPeak.accumulateAndGet(used, Math::max);
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });

        GeneratedBody body = new GeneratedBody(SIZE);
        HttpRequest request = HttpRequest.newBuilder(URI.create(api.base() + "/api/job/add_media?"
                        + ApiClient.query("v", "1", "api_token", token, "job_id", jobId)))
                .header("Content-Type", "application/octet-stream")
                .POST(HttpRequest.BodyPublishers.fromPublisher(HttpRequest.BodyPublishers.ofInputStream(() -> body), SIZE))
                .build();
        long start = System.nanoTime();
        HttpResponse<String> response = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()
                .send(request, HttpResponse.BodyHandlers.ofString());
        double seconds = (System.nanoTime() - start) / 1e9;
        sampler.interrupt();
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);

        Media m = media.find(jobId).orElseThrow();
        assertThat(m.sizeBytes()).isEqualTo(SIZE);
        String sent = HexFormat.of().formatHex(body.sha.digest());
        String stored = fileSha(DATA_DIR.resolve("media").resolve(m.storageKey()));
        long poolPeak = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP).mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        String report = String.format("""
                        upload benchmark: %d MB in %.1f s = %.0f MB/s
                          max heap (-Xmx):        %d MB
                          heap used, sampled max: %d MB (pool peaks summed: %d MB)
                          VmHWM before/after:     %d MB / %d MB (JVM holds server and client)
                          sha256 sent:   %s
                          sha256 stored: %s""",
                SIZE >> 20, seconds, (SIZE >> 20) / seconds, Runtime.getRuntime().maxMemory() >> 20,
                heapPeak.get() >> 20, poolPeak >> 20, rssBefore >> 10, vmHwmKb() >> 10, sent, stored);
        System.out.println(report);
        Files.writeString(Path.of("target", "bench-upload.txt"), report + "\n");
        assertThat(stored).isEqualTo(sent);
        store.deleteAll(MediaKeys.jobFolder(jobId));
    }

    private static void resetPeaks() {
        ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
        try {
            // "5" resets the kernel's peak-RSS mark for this process (Linux >= 4.0).
            Files.writeString(Path.of("/proc/self/clear_refs"), "5");
        } catch (IOException | RuntimeException ignored) {
            // not Linux or not permitted: VmHWM then counts from process start
        }
    }

    private static long vmHwmKb() {
        try {
            return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("VmHWM:"))
                    .map(l -> l.replaceAll("\\D", "")).mapToLong(Long::parseLong).findFirst().orElse(-1);
        } catch (IOException e) {
            return -1;
        }
    }

    private static String fileSha(Path file) throws IOException {
        MessageDigest sha = sha256();
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buf = new byte[1 << 16];
            int n;
            while ((n = in.read(buf)) != -1) {
                sha.update(buf, 0, n);
            }
        }
        return HexFormat.of().formatHex(sha.digest());
    }
}
