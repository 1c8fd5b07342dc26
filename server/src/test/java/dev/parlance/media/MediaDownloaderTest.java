package dev.parlance.media;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
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
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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

    /** Loopback is allowed (the test server lives there), except for paths under /internal: a stand-in
     * for "this hop resolves to a private address", to see that every redirect hop is checked. */
    private final UrlGuard guard = new UrlGuard(true, InetAddress::getAllByName) {
        @Override
        public void requirePublic(URI uri) {
            if (uri.getPath().startsWith("/internal")) {
                throw new ApiException(ErrorType.INVALID_URL, "Invalid URL: private address");
            }
        }
    };

    private MediaDownloader downloader(LocalMediaStore store) {
        return new MediaDownloader(HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build(), guard, store,
                STALL_TIMEOUT);
    }

    @AfterEach
    void stop() {
        server.close();
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
        var fetched = downloader(store).fetch(URI.create(server.url("/a.mp4")), "jobs/j/original-1", 1_000_000);
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
        downloader(store).fetch(URI.create(server.url("/hop1")), "jobs/j/original-1", 10_000);
        assertThat(read(store, "jobs/j/original-1")).isEqualTo(media);
        assertThat(server.hits("/hop2")).isEqualTo(1);
    }

    @Test
    void checksEveryRedirectHopAgainstTheGuard() {
        server.file("/internal/secret", bytes(10), "text/plain").redirect("/public", "/internal/secret");
        LocalMediaStore store = new LocalMediaStore(root);
        assertThatThrownBy(() -> downloader(store).fetch(URI.create(server.url("/public")), "jobs/j/original-1", 10_000))
                .isInstanceOf(MediaDownloader.PermanentFailure.class).hasMessageContaining("private address");
        assertThat(server.hits("/internal/secret")).isZero();
        assertThat(store.exists("jobs/j/original-1")).isFalse();
    }

    @Test
    void givesUpOnARedirectLoop() {
        server.redirect("/loop", "/loop");
        assertThatThrownBy(() -> downloader(new LocalMediaStore(root)).fetch(URI.create(server.url("/loop")), "jobs/j/o", 10))
                .isInstanceOf(MediaDownloader.PermanentFailure.class).hasMessageContaining("redirects");
        assertThat(server.hits("/loop")).isEqualTo(MediaDownloader.MAX_REDIRECTS + 1);
    }

    @Test
    void sortsHttpErrorsIntoPermanentAndTransient() {
        server.status("/404", 404).status("/403", 403).status("/410", 410)
                .status("/503", 503).status("/500", 500).status("/429", 429).status("/408", 408);
        MediaDownloader d = downloader(new LocalMediaStore(root));
        for (String p : new String[] {"/404", "/403", "/410"}) {
            assertThatThrownBy(() -> d.fetch(URI.create(server.url(p)), "jobs/j/o", 10)).as(p)
                    .isInstanceOf(MediaDownloader.PermanentFailure.class).hasMessageContaining("HTTP " + p.substring(1));
        }
        for (String p : new String[] {"/503", "/500", "/429", "/408"}) {
            assertThatThrownBy(() -> d.fetch(URI.create(server.url(p)), "jobs/j/o", 10)).as(p)
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
                .fetch(URI.create("http://127.0.0.1:" + closedPort + "/a.mp4"), "jobs/j/o", 10))
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
        assertThatThrownBy(() -> d.fetch(URI.create(server.url("/big")), "jobs/j/o", 4999))
                .isInstanceOf(MediaDownloader.PermanentFailure.class).hasMessageContaining("limit");
        assertThatThrownBy(() -> d.fetch(URI.create(server.url("/big-unknown-length")), "jobs/j/o", 4999))
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
        assertThatThrownBy(() -> downloader(store).fetch(URI.create(server.url("/empty")), "jobs/j/o", 10))
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
            assertThatThrownBy(() -> downloader(store).fetch(URI.create(server.url("/stalls")), "jobs/j/o", 100_000))
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
        downloader(store).fetch(URI.create(server.url("/slow")), "jobs/j/o", 100_000);
        assertThat(read(store, "jobs/j/o")).isEqualTo(body);
    }
}
