package dev.parlance.speech.media;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * At most {@code limit} bytes of a stream, counting what the reader took: a stretch of a PCM file
 * read in place (a decoded section, a canonical WAV's data) instead of through ffmpeg. Closing it
 * closes the stream under it.
 */
final class BoundedStream extends FilterInputStream {
    private long remaining;
    private long read;

    BoundedStream(InputStream in, long limit) {
        super(in);
        this.remaining = Math.max(0, limit);
    }

    /** The bytes handed to the reader so far. */
    long bytesRead() {
        return read;
    }

    @Override
    public int read() throws IOException {
        if (remaining <= 0) {
            return -1;
        }
        int b = super.read();
        if (b >= 0) {
            remaining--;
            read++;
        }
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (remaining <= 0) {
            return -1;
        }
        int n = super.read(b, off, (int) Math.min(len, remaining));
        if (n > 0) {
            remaining -= n;
            read += n;
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(Math.min(n, remaining));
        remaining -= skipped;
        return skipped;
    }

    @Override
    public int available() throws IOException {
        return (int) Math.min(super.available(), remaining);
    }
}
