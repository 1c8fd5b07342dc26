package dev.parlance.media;

import dev.parlance.support.TestDns;
import dev.parlance.system.TransferWatch;
import dev.parlance.system.Transfers;
import dev.parlance.system.UrlGuard;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Tag("no-database")
class MediaDownloaderTest {
    private static final Duration STALL_TIMEOUT = Duration.ofSeconds(1);

    @TempDir
    Path root;
    private final TestMediaServer server = new TestMediaServer();

    /** Plays a private address: the guard refuses it; the rest of loopback counts as public here. */
    private static final InetAddress INTERNAL = TestDns.address("127.0.0.2");

    private final TestDns dns = new TestDns();
    private final UrlGuard guard = new UrlGuard(false, dns::resolve, INTERNAL::equals);
    private final List<TestMediaServer> servers = new ArrayList<>();

    /** A server on the "private" address, on the main server's port, so a URL with that port can reach either. */
    private TestMediaServer internalServer() {
        TestMediaServer internal = new TestMediaServer(INTERNAL, server.port());
        servers.add(internal);
        return internal;
    }

    /** The stall timeout, a rate of 1,000 bytes/s after a second, and in a call at most 10 s in all. */
    private static final TransferWatch.Rules QUEUED = new TransferWatch.Rules(STALL_TIMEOUT, 1000, Duration.ofSeconds(1), null);
    private static final TransferWatch.Rules IN_CALL = new TransferWatch.Rules(STALL_TIMEOUT, 1000, Duration.ofSeconds(1),
            Duration.ofSeconds(10));
    private final Transfers transfers = new Transfers();

    private MediaDownloader downloader(LocalMediaStore store) {
        return downloader(store, IN_CALL);
    }

    private MediaDownloader downloader(LocalMediaStore store, TransferWatch.Rules inCall) {
        return new MediaDownloader(guard, store, transfers, QUEUED, inCall, Duration.ofSeconds(5));
    }

    private static TestMediaServer.Handler trickle(int size, int chunk, long pauseMillis) {
        return TestMediaServer.trickle(size, chunk, pauseMillis, new TestMediaServer.Connections());
    }

    private static void assertNoFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            assertThat(files.filter(Files::isRegularFile)).isEmpty();
        }
    }

    @AfterEach
    void stop() {
        server.close();
        servers.forEach(TestMediaServer::close);
    }

    private static byte[] bytes(int n) {
        byte[] b = new byte[n];
        new Random(42).nextBytes(b);
        return b;
    }

    private byte[] read(LocalMediaStore store, String key) throws IOException {
        try (InputStream in = store.open(key)) {
            return in.readAllBytes();
        }
    }

    @Test
    void storesTheBodyWithItsContentType() throws IOException {
        byte[] media = bytes(300_000);
        server.file("/a.mp4", media, "video/mp4");
        LocalMediaStore store = new LocalMediaStore(root);
        var fetched = downloader(store).fetchDuringCall(URI.create(server.url("/a.mp4")), "jobs/j/original-1", 1_000_000);
        assertThat(fetched.size()).isEqualTo(media.length);
        assertThat(fetched.contentType()).isEqualTo("video/mp4");
        assertThat(read(store, "jobs/j/original-1")).isEqualTo(media);
    }

    @Test
    void followsRelativeAndAbsoluteRedirects() throws IOException {
        byte[] media = bytes(1000);
        server.file("/final.mp3", media, "audio/mpeg")
                .redirect("/hop2", "/final.mp3")
                .redirect("/hop1", server.url("/hop2"));
        LocalMediaStore store = new LocalMediaStore(root);
        downloader(store).fetchDuringCall(URI.create(server.url("/hop1")), "jobs/j/original-1", 10_000);
        assertThat(read(store, "jobs/j/original-1")).isEqualTo(media);
        assertThat(server.hits("/hop2")).isEqualTo(1);
    }

    @Test
    void checksEveryRedirectHopAgainstTheGuard() {
        TestMediaServer internal = internalServer().file("/secret", bytes(10), "text/plain");
        dns.answer("internal.test", "127.0.0.2");
        server.redirect("/by-name", "http://internal.test:" + server.port() + "/secret")
                .redirect("/by-address", "http://127.0.0.2:" + server.port() + "/secret");
        LocalMediaStore store = new LocalMediaStore(root);
        for (String hop : new String[] {"/by-name", "/by-address"}) {
            assertThatThrownBy(() -> downloader(store).fetchDuringCall(URI.create(server.url(hop)), "jobs/j/original-1", 10_000))
                    .as(hop).isInstanceOf(MediaDownloader.PermanentFailure.class)
                    .hasMessageContaining("private or reserved address (127.0.0.2)");
        }
        assertThat(internal.hits("/secret")).isZero();
        assertThat(store.exists("jobs/j/original-1")).isFalse();
    }

    @Test
    void aNameResolvingToAPrivateAddressIsNeverConnectedTo() {
        TestMediaServer internal = internalServer().file("/a.mp4", bytes(10), "video/mp4");
        dns.answer("private.test", "127.0.0.2");
        assertThatThrownBy(() -> downloader(new LocalMediaStore(root))
                .fetchDuringCall(URI.create("http://private.test:" + server.port() + "/a.mp4"), "jobs/j/o", 10_000))
                .isInstanceOf(MediaDownloader.PermanentFailure.class).hasMessageContaining("private");
        assertThat(internal.hits("/a.mp4")).isZero();
    }

    /**
     * DNS rebinding: the name answers a public address first and a private one afterwards. The
     * host is resolved once per connection, checked, and the connection goes to exactly that
     * address, so the later answer is never asked for, let alone connected to.
     */
    @Test
    void connectsToTheAddressItCheckedAndResolvesOnce() throws IOException {
        byte[] media = bytes(50_000);
        server.file("/a.mp4", media, "video/mp4");
        TestMediaServer internal = internalServer().file("/a.mp4", "internal secret".getBytes(), "text/plain");
        dns.answer("rebind.test", "127.0.0.1", "127.0.0.2");
        LocalMediaStore store = new LocalMediaStore(root);
        downloader(store).fetchDuringCall(URI.create("http://rebind.test:" + server.port() + "/a.mp4"), "jobs/j/o", 100_000);
        assertThat(read(store, "jobs/j/o")).isEqualTo(media);
        assertThat(dns.lookups("rebind.test")).isEqualTo(1);
        assertThat(internal.hits("/a.mp4")).isZero();
        // Had the client resolved again, this is where it would have gone: the server is there.
        assertThat(dns.resolve("rebind.test")[0]).isEqualTo(INTERNAL);
    }

    @Test
    void everyHopIsResolvedOnceAndConnectedToWhatWasChecked() throws IOException {
        byte[] media = bytes(2000);
        server.file("/final.mp3", media, "audio/mpeg").redirect("/start", "http://rebind.test:" + server.port() + "/final.mp3");
        internalServer().file("/final.mp3", bytes(5), "text/plain");
        dns.answer("rebind.test", "127.0.0.1", "127.0.0.2");
        LocalMediaStore store = new LocalMediaStore(root);
        downloader(store).fetchDuringCall(URI.create(server.url("/start")), "jobs/j/o", 10_000);
        assertThat(read(store, "jobs/j/o")).isEqualTo(media);
        assertThat(dns.lookups("rebind.test")).isEqualTo(1);
    }

    /**
     * The address is pinned, the name is not lost: TLS to an https URL names the host (SNI) in its
     * ClientHello, the name the client's default verifier also checks the certificate against.
     */
    @Test
    void httpsToACheckedAddressStillSendsTheHostNameInTls() throws Exception {
        dns.answer("secure.test", "127.0.0.1");
        try (ServerSocket tls = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            var hello = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                try (var socket = tls.accept()) {
                    socket.setSoTimeout(5000);
                    byte[] buffer = new byte[4096];
                    int n = socket.getInputStream().read(buffer);
                    return new String(buffer, 0, Math.max(n, 0), java.nio.charset.StandardCharsets.ISO_8859_1);
                } catch (IOException e) {
                    return "";
                }
            });
            assertThatThrownBy(() -> downloader(new LocalMediaStore(root))
                    .fetchDuringCall(URI.create("https://secure.test:" + tls.getLocalPort() + "/a.mp4"), "jobs/j/o", 10))
                    .isInstanceOf(MediaDownloader.TransientFailure.class);
            assertThat(hello.get(10, java.util.concurrent.TimeUnit.SECONDS)).contains("secure.test");
        }
        assertThat(dns.lookups("secure.test")).isEqualTo(1);
    }

    @Test
    void userInfoInTheUrlGoesAsBasicAuth() throws IOException {
        server.on("/private.mp4", (ex, hit) -> TestMediaServer.send(ex, 200,
                String.valueOf(ex.getRequestHeaders().getFirst("Authorization")).getBytes(), "video/mp4"));
        LocalMediaStore store = new LocalMediaStore(root);
        downloader(store).fetchDuringCall(URI.create(server.url("/private.mp4").replace("http://", "http://bob:s%40cret@")),
                "jobs/j/o", 10_000);
        assertThat(new String(read(store, "jobs/j/o")))
                .isEqualTo("Basic " + java.util.Base64.getEncoder().encodeToString("bob:s@cret".getBytes()));
    }

    @Test
    void givesUpOnARedirectLoop() {
        server.redirect("/loop", "/loop");
        assertThatThrownBy(() -> downloader(new LocalMediaStore(root)).fetchDuringCall(URI.create(server.url("/loop")), "jobs/j/o", 10))
                .isInstanceOf(MediaDownloader.PermanentFailure.class).hasMessageContaining("redirects");
        assertThat(server.hits("/loop")).isEqualTo(MediaDownloader.MAX_REDIRECTS + 1);
    }

    @Test
    void sortsHttpErrorsIntoPermanentAndTransient() {
        server.status("/404", 404).status("/403", 403).status("/410", 410)
                .status("/503", 503).status("/500", 500).status("/429", 429).status("/408", 408);
        MediaDownloader d = downloader(new LocalMediaStore(root));
        for (String p : new String[] {"/404", "/403", "/410"}) {
            assertThatThrownBy(() -> d.fetchDuringCall(URI.create(server.url(p)), "jobs/j/o", 10)).as(p)
                    .isInstanceOf(MediaDownloader.PermanentFailure.class).hasMessageContaining("HTTP " + p.substring(1));
        }
        for (String p : new String[] {"/503", "/500", "/429", "/408"}) {
            assertThatThrownBy(() -> d.fetchDuringCall(URI.create(server.url(p)), "jobs/j/o", 10)).as(p)
                    .isInstanceOf(MediaDownloader.TransientFailure.class);
        }
    }

    @Test
    void anUnreachableHostIsTransient() throws IOException {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort();
        }
        assertThatThrownBy(() -> downloader(new LocalMediaStore(root))
                .fetchDuringCall(URI.create("http://127.0.0.1:" + closedPort + "/a.mp4"), "jobs/j/o", 10))
                .isInstanceOf(MediaDownloader.TransientFailure.class);
    }

    @Test
    void refusesMediaOverTheLimitAndKeepsNoFile() throws IOException {
        server.file("/big", bytes(5000), "video/mp4");
        // Same size, but without a Content-Length, so the limit trips while copying.
        server.on("/big-unknown-length", (ex, hit) -> {
            ex.sendResponseHeaders(200, 0);
            try (var out = ex.getResponseBody()) {
                out.write(bytes(5000));
            }
        });
        LocalMediaStore store = new LocalMediaStore(root);
        MediaDownloader d = downloader(store);
        assertThatThrownBy(() -> d.fetchDuringCall(URI.create(server.url("/big")), "jobs/j/o", 4999))
                .isInstanceOf(MediaDownloader.PermanentFailure.class).hasMessageContaining("limit");
        assertThatThrownBy(() -> d.fetchDuringCall(URI.create(server.url("/big-unknown-length")), "jobs/j/o", 4999))
                .isInstanceOf(MediaDownloader.PermanentFailure.class).hasMessageContaining("limit");
        assertThat(store.exists("jobs/j/o")).isFalse();
        try (Stream<Path> files = Files.walk(root)) {
            assertThat(files.filter(Files::isRegularFile)).isEmpty();
        }
    }

    @Test
    void anEmptyBodyIsAPermanentFailure() {
        server.on("/empty", (ex, hit) -> ex.sendResponseHeaders(200, -1));
        LocalMediaStore store = new LocalMediaStore(root);
        assertThatThrownBy(() -> downloader(store).fetchDuringCall(URI.create(server.url("/empty")), "jobs/j/o", 10))
                .isInstanceOf(MediaDownloader.PermanentFailure.class).hasMessageContaining("empty");
        assertThat(store.exists("jobs/j/o")).isFalse();
    }

    @Test
    void aSenderThatGoesQuietIsDroppedAsTransientAndLeavesNoFile() throws IOException {
        // Headers and a first kilobyte, then nothing more on an open connection (until the test ends).
        var release = new java.util.concurrent.CountDownLatch(1);
        server.on("/stalls", (ex, hit) -> {
            ex.sendResponseHeaders(200, 10_000);
            var out = ex.getResponseBody();
            out.write(bytes(1000));
            out.flush();
            try {
                release.await(30, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        LocalMediaStore store = new LocalMediaStore(root);
        long started = System.nanoTime();
        try {
            assertThatThrownBy(() -> downloader(store).fetchDuringCall(URI.create(server.url("/stalls")), "jobs/j/o", 100_000))
                    .isInstanceOf(MediaDownloader.TransientFailure.class)
                    .hasMessageContaining("no data for 1 s");
        } finally {
            release.countDown();
        }
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(15));
        assertThat(store.exists("jobs/j/o")).isFalse();
        try (Stream<Path> files = Files.walk(root)) {
            assertThat(files.filter(Files::isRegularFile)).isEmpty();
        }
    }

    @Test
    void aSlowSenderThatKeepsSendingIsNotAStall() throws IOException {
        byte[] body = bytes(8 * 1024);
        server.on("/slow", (ex, hit) -> {
            ex.sendResponseHeaders(200, body.length);
            try (var out = ex.getResponseBody()) {
                for (int i = 0; i < body.length; i += 1024) {
                    out.write(body, i, 1024);
                    out.flush();
                    Thread.sleep(300); // 2.4 s in all, each pause well under the stall timeout
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        LocalMediaStore store = new LocalMediaStore(root);
        downloader(store).fetchDuringCall(URI.create(server.url("/slow")), "jobs/j/o", 100_000);
        assertThat(read(store, "jobs/j/o")).isEqualTo(body);
    }

    @Test
    void aSenderThatTricklesBelowTheMinimumRateIsDroppedAsTransient() throws IOException {
        // One byte every 50 ms never stalls for a second, but 20 bytes/s is far below 1,000.
        server.on("/trickle", trickle(1_000_000, 1, 50));
        LocalMediaStore store = new LocalMediaStore(root);
        long started = System.nanoTime();
        assertThatThrownBy(() -> downloader(store).fetchForQueue(URI.create(server.url("/trickle")), "jobs/j/o", 10_000_000,
                () -> false))
                .isInstanceOf(MediaDownloader.TransientFailure.class)
                .hasMessageContaining("slower than 1000 bytes/s after the first 1 s");
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(10));
        assertNoFiles(root);
    }

    @Test
    void aFetchDuringACallEndsAtItsOverallBoundHoweverFastItKeepsComing() throws IOException {
        // 10 KB every 50 ms (200 KB/s) keeps the rate; the call's bound of 1.5 s ends it.
        server.on("/long", trickle(100_000_000, 10_000, 50));
        LocalMediaStore store = new LocalMediaStore(root);
        var bounded = new TransferWatch.Rules(STALL_TIMEOUT, 1000, Duration.ofSeconds(1), Duration.ofMillis(1500));
        long started = System.nanoTime();
        assertThatThrownBy(() -> downloader(store, bounded).fetchDuringCall(URI.create(server.url("/long")), "jobs/j/o",
                1_000_000_000))
                .isInstanceOf(MediaDownloader.TransientFailure.class)
                .hasMessageContaining("not complete after 1.5 s");
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(10));
        assertNoFiles(root);
    }

    @Test
    void aQueuedFetchEndsSoonAfterItsWorkIsNoLongerWanted() throws IOException {
        server.on("/steady", trickle(100_000_000, 10_000, 50));
        LocalMediaStore store = new LocalMediaStore(root);
        long started = System.nanoTime();
        long droppedAfter = Duration.ofMillis(500).toNanos();
        assertThatThrownBy(() -> downloader(store).fetchForQueue(URI.create(server.url("/steady")), "jobs/j/o",
                1_000_000_000, () -> System.nanoTime() - started > droppedAfter))
                .isInstanceOfSatisfying(MediaDownloader.Interrupted.class,
                        e -> assertThat(e.reason()).isEqualTo(TransferWatch.Reason.CANCELLED));
        // Asked every 2 s: ended within one question after it was dropped.
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
        assertNoFiles(root);
    }

    @Test
    void everyFetchEndsAtOnceWhenTheProcessStops() throws Exception {
        server.on("/steady", trickle(100_000_000, 10_000, 50));
        LocalMediaStore store = new LocalMediaStore(root);
        var result = new java.util.concurrent.CompletableFuture<Throwable>();
        Thread.ofVirtual().start(() -> {
            try {
                downloader(store).fetchForQueue(URI.create(server.url("/steady")), "jobs/j/o", 1_000_000_000, () -> false);
                result.complete(null);
            } catch (Throwable t) {
                result.complete(t);
            }
        });
        Thread.sleep(500);
        assertThat(result).isNotDone();
        long stoppedAt = System.nanoTime();
        transfers.onApplicationEvent(new org.springframework.context.event.ContextClosedEvent(
                new org.springframework.context.support.GenericApplicationContext()));
        assertThat(result.get(5, java.util.concurrent.TimeUnit.SECONDS))
                .isInstanceOfSatisfying(MediaDownloader.Interrupted.class,
                        e -> assertThat(e.reason()).isEqualTo(TransferWatch.Reason.STOPPING));
        assertThat(Duration.ofNanos(System.nanoTime() - stoppedAt)).isLessThan(Duration.ofSeconds(2));
        assertNoFiles(root);
        // A fetch begun after the stop ends before it sends anything.
        assertThatThrownBy(() -> downloader(store).fetchForQueue(URI.create(server.url("/steady")), "jobs/j/o2",
                1_000_000_000, () -> false))
                .isInstanceOf(MediaDownloader.Interrupted.class);
    }
}
