package dev.parlance.media;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.http.HttpRange;
import org.springframework.http.MediaType;
import org.springframework.http.converter.ResourceRegionHttpMessageConverter;
import org.springframework.mock.http.MockHttpOutputMessage;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A Range answered by Spring MVC from a stored value opens the value at the range's start (a ranged
 * read of an object) instead of reading it from the start and throwing the bytes away.
 */
@Tag("no-database")
class StoredMediaResourceTest {
    @TempDir
    Path root;

    @Test
    void aRangeIsReadFromItsStartOnly() throws IOException {
        byte[] bytes = new byte[100_000];
        new Random(5).nextBytes(bytes);
        RecordingStore store = new RecordingStore(new LocalMediaStore(root));
        store.put("jobs/r/original-1", new ByteArrayInputStream(bytes));
        StoredMediaResource resource = new StoredMediaResource(store, "jobs/r/original-1", bytes.length, "media");

        MockHttpOutputMessage out = new MockHttpOutputMessage();
        new ResourceRegionHttpMessageConverter().write(HttpRange.createByteRange(90_000, 90_099).toResourceRegion(resource),
                MediaType.APPLICATION_OCTET_STREAM, out);

        assertThat(out.getBodyAsBytes()).isEqualTo(Arrays.copyOfRange(bytes, 90_000, 90_100));
        assertThat(store.opened).containsExactly(90_000L);

        // A whole download reads from the start.
        store.opened.clear();
        try (InputStream in = resource.getInputStream()) {
            assertThat(in.readAllBytes()).isEqualTo(bytes);
        }
        assertThat(store.opened).containsExactly(0L);
    }

    /** Remembers the offset of each open. */
    private static final class RecordingStore implements MediaStore {
        private final MediaStore store;
        private final List<Long> opened = new ArrayList<>();

        RecordingStore(MediaStore store) {
            this.store = store;
        }

        @Override
        public String bucket() {
            return store.bucket();
        }

        @Override
        public long put(String key, InputStream in) throws IOException {
            return store.put(key, in);
        }

        @Override
        public InputStream open(String key) throws IOException {
            opened.add(0L);
            return store.open(key);
        }

        @Override
        public InputStream open(String key, long offset) throws IOException {
            opened.add(offset);
            return store.open(key, offset);
        }

        @Override
        public long size(String key) throws IOException {
            return store.size(key);
        }

        @Override
        public boolean exists(String key) {
            return store.exists(key);
        }

        @Override
        public void delete(String key) throws IOException {
            store.delete(key);
        }

        @Override
        public void deleteAll(String prefix) throws IOException {
            store.deleteAll(prefix);
        }
    }
}
