package dev.parlance.speech.media;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Drains a process stream on its own thread, keeping only the last few kilobytes. ffmpeg writes
 * errors to stderr; a pipe nobody reads fills up and blocks the process, and a broken file can make
 * ffmpeg write megabytes of complaints, so we read everything and remember only the end.
 */
final class OutputTail {
    private final byte[] ring;
    private long written;
    private final Thread drainer;

    private OutputTail(InputStream in, int capacity, String name) {
        this.ring = new byte[capacity];
        this.drainer = Thread.ofVirtual().name(name).start(() -> drain(in));
    }

    static OutputTail drain(InputStream in, int capacity, String name) {
        return new OutputTail(in, capacity, name);
    }

    private void drain(InputStream in) {
        byte[] buffer = new byte[4096];
        try (in) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                append(buffer, n);
            }
        } catch (IOException e) {
            // The process was killed or closed its end: what we have is the tail.
        }
    }

    private synchronized void append(byte[] buffer, int n) {
        for (int i = 0; i < n; i++) {
            ring[(int) (written++ % ring.length)] = buffer[i];
        }
    }

    /** The retained text once the stream has ended (waits at most {@code millis} for the drainer). */
    String text(long millis) {
        try {
            drainer.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        byte[] copy;
        synchronized (this) {
            if (written <= ring.length) {
                copy = Arrays.copyOf(ring, (int) written);
            } else {
                int start = (int) (written % ring.length);
                copy = new byte[ring.length];
                System.arraycopy(ring, start, copy, 0, ring.length - start);
                System.arraycopy(ring, 0, copy, ring.length - start, start);
            }
        }
        return new String(copy, StandardCharsets.UTF_8);
    }
}
