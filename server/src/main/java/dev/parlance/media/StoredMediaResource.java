package dev.parlance.media;

import org.springframework.core.io.AbstractResource;

import java.io.IOException;
import java.io.InputStream;

/**
 * A stored value as a Spring resource with a known length, so Spring MVC can answer Range requests
 * from it. Spring skips to a range's start on the stream it gets: that stream opens the value only
 * at its first read, from where the skips led ({@link MediaStore#open(String, long)}), so a range
 * near the end of a large object is one ranged read. Serves the job's media and the files
 * generated for it.
 */
public final class StoredMediaResource extends AbstractResource {
    private final MediaStore store;
    private final String key;
    private final long size;
    private final String description;

    public StoredMediaResource(MediaStore store, String key, long size, String description) {
        this.store = store;
        this.key = key;
        this.size = size;
        this.description = description;
    }

    @Override
    public String getDescription() {
        return description;
    }

    @Override
    public InputStream getInputStream() throws IOException {
        return new OpenedAtFirstRead();
    }

    @Override
    public long contentLength() {
        return size;
    }

    @Override
    public boolean exists() {
        return true;
    }

    /** Skips before the first read only move the offset the value is then opened at. */
    private final class OpenedAtFirstRead extends InputStream {
        private long offset;
        private InputStream in;

        @Override
        public long skip(long n) throws IOException {
            if (in != null) {
                return in.skip(n);
            }
            long skipped = Math.clamp(n, 0, Math.max(0, size - offset));
            offset += skipped;
            return skipped;
        }

        @Override
        public int read() throws IOException {
            return opened().read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return opened().read(b, off, len);
        }

        private InputStream opened() throws IOException {
            if (in == null) {
                in = offset == 0 ? store.open(key) : store.open(key, offset);
            }
            return in;
        }

        @Override
        public void close() throws IOException {
            if (in != null) {
                in.close();
            }
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StoredMediaResource r && r.key.equals(key);
    }

    @Override
    public int hashCode() {
        return key.hashCode();
    }
}
