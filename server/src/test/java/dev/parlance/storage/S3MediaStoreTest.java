package dev.parlance.storage;

import dev.parlance.media.MediaStore;
import dev.parlance.support.S3ProxyServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.MultipartUpload;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The S3 store against a real S3-compatible server (S3Proxy), without the application. */
@Tag("no-database")
class S3MediaStoreTest {
    private static final int PART = 5 << 20;

    @TempDir
    Path work;
    private S3Client client;
    private String bucket;
    private S3MediaStore store;

    @BeforeEach
    void store() {
        S3ProxyServer server = S3ProxyServer.shared();
        bucket = server.newBucket("store");
        client = server.client();
        store = new S3MediaStore(server.client(), bucket, PART, work);
    }

    @AfterEach
    void close() {
        store.close();
        client.close();
    }

    @Test
    void aSmallValueIsStoredReadFromAnOffsetAndDeleted() throws IOException {
        assertThat(store.put("jobs/a/original-1", text("hello, storage"))).isEqualTo(14);
        assertThat(store.exists("jobs/a/original-1")).isTrue();
        assertThat(store.size("jobs/a/original-1")).isEqualTo(14);
        assertThat(read(store.open("jobs/a/original-1"))).isEqualTo("hello, storage");
        assertThat(read(store.open("jobs/a/original-1", 7))).isEqualTo("storage");
        assertThat(read(store.open("jobs/a/original-1", 14))).isEmpty();
        assertThat(store.bucket()).isEqualTo(bucket);

        store.delete("jobs/a/original-1");
        store.delete("jobs/a/original-1");
        assertThat(store.exists("jobs/a/original-1")).isFalse();
        assertThatThrownBy(() -> store.size("jobs/a/original-1")).isInstanceOf(FileNotFoundException.class);
        assertThatThrownBy(() -> store.open("jobs/a/original-1")).isInstanceOf(FileNotFoundException.class);
        assertThatThrownBy(() -> store.put("../escape", text("x"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aStreamOfUnknownLengthGoesUpInPartsAndIsReadBackByRange() throws IOException {
        byte[] bytes = new byte[2 * PART + 123_456];
        new Random(17).nextBytes(bytes);
        // Arrives in small reads of no declared length, as an upload body does.
        long stored = store.put("jobs/b/original-1", new TrickleStream(bytes, Integer.MAX_VALUE));
        assertThat(stored).isEqualTo(bytes.length);
        // A multipart object's ETag ends in its part count.
        assertThat(client.headObject(h -> h.bucket(bucket).key("jobs/b/original-1")).eTag()).endsWith("-3\"");

        try (InputStream in = store.open("jobs/b/original-1", 2L * PART + 100)) {
            assertThat(in.readAllBytes()).isEqualTo(Arrays.copyOfRange(bytes, 2 * PART + 100, bytes.length));
        }
        try (InputStream in = store.open("jobs/b/original-1", 10)) {
            // Closed after a few bytes of a large object: the rest is not read.
            assertThat(in.readNBytes(5)).isEqualTo(Arrays.copyOfRange(bytes, 10, 15));
        }
        Path copy;
        try (MediaStore.LocalFile local = store.localFile("jobs/b/original-1");
             MediaStore.LocalFile again = store.localFile("jobs/b/original-1")) {
            copy = local.path();
            assertThat(copy).startsWith(work);
            assertThat(again.path()).isEqualTo(copy); // one copy for the steps working on it
            assertThat(Files.readAllBytes(copy)).isEqualTo(bytes);
        }
        store.close();
        assertThat(copy).doesNotExist();
    }

    @Test
    void aStreamThatFailsPartWayLeavesNothingUnderTheKey() throws IOException {
        byte[] bytes = new byte[PART + PART / 2];
        assertThatThrownBy(() -> store.put("jobs/c/original-1", new TrickleStream(bytes, PART + 1000)))
                .isInstanceOf(IOException.class).hasMessageContaining("sender went away");
        assertThat(store.exists("jobs/c/original-1")).isFalse();
        assertThat(client.listMultipartUploads(l -> l.bucket(bucket)).uploads()).isEmpty();
    }

    @Test
    void aCopyOutlivesItsSourceAndAFolderGoesWhole() throws IOException {
        store.put("jobs/d/original-1", text("original"));
        store.put("jobs/d/deliverables/1.mp3", text("mp3"));
        store.put("jobs/e/original-1", text("other job"));
        assertThat(store.copy("jobs/d/original-1", "jobs/f/original-2")).isEqualTo(8);
        store.delete("jobs/d/original-1");
        assertThat(read(store.open("jobs/f/original-2"))).isEqualTo("original");

        store.deleteAll("jobs/d/");
        assertThat(store.exists("jobs/d/deliverables/1.mp3")).isFalse();
        assertThat(store.exists("jobs/e/original-1")).isTrue();
        assertThat(store.exists("jobs/f/original-2")).isTrue();
        store.deleteAll("jobs/nothing-here/");
    }

    @Test
    void uploadsACrashLeftIncompleteAreAbortedOnlyUnderJobsAndOnlyWhenOld() throws IOException {
        String cutOff = startUpload("jobs/g/original-1");
        String notOurs = startUpload("backups/db.dump");
        Instant afterBoth = Instant.now().plusSeconds(60);

        assertThat(store.abortUploadsStartedBefore(afterBoth.minus(S3MediaStore.ABANDONED_UPLOAD))).isZero();
        assertThat(uploadIds()).containsExactlyInAnyOrder(cutOff, notOurs);

        assertThat(store.abortUploadsStartedBefore(afterBoth)).isOne();
        assertThat(uploadIds()).containsExactly(notOurs);
        assertThat(store.abortUploadsStartedBefore(afterBoth)).isZero();
    }

    /** A multipart upload with one part sent, as a process killed mid-upload leaves it. */
    private String startUpload(String key) {
        String id = client.createMultipartUpload(b -> b.bucket(bucket).key(key)).uploadId();
        client.uploadPart(b -> b.bucket(bucket).key(key).uploadId(id).partNumber(1), RequestBody.fromBytes(new byte[PART]));
        return id;
    }

    private List<String> uploadIds() {
        return client.listMultipartUploads(l -> l.bucket(bucket)).uploads().stream().map(MultipartUpload::uploadId).toList();
    }

    private static InputStream text(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }

    private static String read(InputStream in) throws IOException {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Hands out at most 64 KB per read and fails once {@code failAt} bytes have gone. */
    private static final class TrickleStream extends InputStream {
        private final byte[] bytes;
        private final int failAt;
        private int position;

        TrickleStream(byte[] bytes, int failAt) {
            this.bytes = bytes;
            this.failAt = failAt;
        }

        @Override
        public int read() {
            throw new UnsupportedOperationException();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (position >= failAt) {
                throw new IOException("The sender went away");
            }
            if (position == bytes.length) {
                return -1;
            }
            int n = Math.min(Math.min(len, 64 * 1024), Math.min(bytes.length, failAt) - position);
            System.arraycopy(bytes, position, b, off, n);
            position += n;
            return n;
        }
    }
}
