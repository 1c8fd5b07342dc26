package dev.parlance.media;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Tag("no-database")
class LocalMediaStoreTest {
    @TempDir
    Path root;

    private static byte[] bytes(int n) {
        byte[] b = new byte[n];
        new Random(n).nextBytes(b);
        return b;
    }

    @Test
    void storesAndReadsBackByteForByte() throws IOException {
        LocalMediaStore store = new LocalMediaStore(root);
        byte[] data = bytes(200_000);
        assertThat(store.put("jobs/j1/original-a", new ByteArrayInputStream(data))).isEqualTo(data.length);
        assertThat(store.exists("jobs/j1/original-a")).isTrue();
        assertThat(store.size("jobs/j1/original-a")).isEqualTo(data.length);
        try (InputStream in = store.open("jobs/j1/original-a")) {
            assertThat(in.readAllBytes()).isEqualTo(data);
        }
        assertThat(root.resolve("jobs/j1/original-a")).exists();
    }

    @Test
    void aCopySharesTheBytesAndOutlivesItsSource() throws IOException {
        LocalMediaStore store = new LocalMediaStore(root);
        byte[] data = bytes(300_000);
        store.put("jobs/a/original-a", new ByteArrayInputStream(data));
        assertThat(store.copy("jobs/a/original-a", "jobs/b/original-b")).isEqualTo(data.length);
        assertThat(Files.isSameFile(root.resolve("jobs/a/original-a"), root.resolve("jobs/b/original-b")))
                .as("a hard link on one file system").isTrue();
        store.deleteAll("jobs/a/");
        try (InputStream in = store.open("jobs/b/original-b")) {
            assertThat(in.readAllBytes()).isEqualTo(data);
        }
        try (Stream<Path> files = Files.walk(root)) {
            assertThat(files.filter(f -> f.getFileName().toString().endsWith(".part"))).isEmpty();
        }
        assertThat(store.bucket()).isEqualTo(root.getFileName().toString());
    }

    @Test
    void aFailedWriteLeavesNothingUnderTheKeyNorATempFile() throws IOException {
        LocalMediaStore store = new LocalMediaStore(root);
        InputStream breaksOff = new BreaksOff(150_000);
        assertThatThrownBy(() -> store.put("jobs/j2/original-a", breaksOff)).hasMessageContaining("connection reset");
        assertThat(store.exists("jobs/j2/original-a")).isFalse();
        try (Stream<Path> files = Files.walk(root)) {
            assertThat(files.filter(Files::isRegularFile)).isEmpty();
        }
    }

    @Test
    void aFailedRewriteKeepsThePreviousValue() throws IOException {
        LocalMediaStore store = new LocalMediaStore(root);
        byte[] first = bytes(1000);
        store.put("jobs/j3/original-a", new ByteArrayInputStream(first));
        InputStream failing = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("gone");
            }
        };
        assertThatThrownBy(() -> store.put("jobs/j3/original-a", failing)).isInstanceOf(IOException.class);
        try (InputStream in = store.open("jobs/j3/original-a")) {
            assertThat(in.readAllBytes()).isEqualTo(first);
        }
    }

    @Test
    void skipOnAnOpenedValueSeeks() throws IOException {
        LocalMediaStore store = new LocalMediaStore(root);
        byte[] data = bytes(100_000);
        store.put("jobs/j4/original-a", new ByteArrayInputStream(data));
        try (InputStream in = store.open("jobs/j4/original-a")) {
            assertThat(in.skip(90_000)).isEqualTo(90_000);
            assertThat(in.readAllBytes()).isEqualTo(java.util.Arrays.copyOfRange(data, 90_000, 100_000));
        }
    }

    @Test
    void deletesOneKeyOrAWholeFolder() throws IOException {
        LocalMediaStore store = new LocalMediaStore(root);
        store.put("jobs/j5/original-a", new ByteArrayInputStream(bytes(10)));
        store.put("jobs/j5/flavours/audio.mp3", new ByteArrayInputStream(bytes(10)));
        store.put("jobs/j6/original-a", new ByteArrayInputStream(bytes(10)));
        store.delete("jobs/j5/original-a");
        store.delete("jobs/j5/original-a");
        assertThat(store.exists("jobs/j5/original-a")).isFalse();
        store.deleteAll("jobs/j5/");
        assertThat(root.resolve("jobs/j5")).doesNotExist();
        assertThat(store.exists("jobs/j6/original-a")).isTrue();
        store.deleteAll("jobs/nothing-here/");
    }

    @Test
    void refusesKeysThatLeaveTheStoreOrNameHiddenFiles() {
        LocalMediaStore store = new LocalMediaStore(root);
        for (String key : new String[] {"../outside", "jobs/../../x", "/etc/passwd", "jobs/j/.original.part", "", "a//b"}) {
            assertThatThrownBy(() -> store.exists(key)).as(key).isInstanceOf(IllegalArgumentException.class);
        }
    }

    /** Yields {@code n} bytes, then fails on every further read, the way a dropped connection does. */
    private static final class BreaksOff extends InputStream {
        private long left;

        BreaksOff(long n) {
            this.left = n;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) == -1 ? -1 : one[0];
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left <= 0) {
                throw new IOException("connection reset");
            }
            int n = (int) Math.min(len, left);
            java.util.Arrays.fill(b, off, off + n, (byte) 7);
            left -= n;
            return n;
        }
    }
}
