package dev.parlance.media;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;

/**
 * A download body that gives up when the sender goes quiet. The HTTP client's timeouts end once
 * the response headers are in; after that a server that stops sending (but keeps the connection
 * open) would hold a worker forever. A watchdog closes the body when one read has waited longer
 * than the stall timeout, and the read fails with {@link Stalled}, never a clean end of stream
 * that would pass a truncated file as complete.
 */
final class StallGuard extends FilterInputStream {
    /** No byte arrived for the stall timeout. */
    static final class Stalled extends IOException {
        Stalled(Duration timeout) {
            super("no data for " + timeout.toSeconds() + " s");
        }
    }

    private final Duration timeout;
    private final Thread watchdog;
    private volatile long waitingSince;
    private volatile boolean stalled;
    private volatile boolean closed;

    StallGuard(InputStream in, Duration timeout) {
        super(in);
        this.timeout = timeout;
        this.watchdog = Thread.ofVirtual().name("download-stall-watch").start(this::watch);
    }

    private void watch() {
        long checkEvery = Math.clamp(timeout.toMillis() / 4, 10, 1_000);
        try {
            while (!closed) {
                Thread.sleep(checkEvery);
                long since = waitingSince;
                if (since != 0 && System.nanoTime() - since > timeout.toNanos()) {
                    stalled = true;
                    in.close(); // wakes the blocked read
                    return;
                }
            }
        } catch (InterruptedException | IOException e) {
            // closed meanwhile: nothing to watch
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) == -1 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (stalled) {
            throw new Stalled(timeout);
        }
        waitingSince = System.nanoTime();
        int n;
        try {
            n = in.read(b, off, len);
        } catch (IOException e) {
            throw stalled ? new Stalled(timeout) : e;
        } finally {
            waitingSince = 0;
        }
        if (stalled) {
            throw new Stalled(timeout);
        }
        return n;
    }

    @Override
    public void close() throws IOException {
        closed = true;
        watchdog.interrupt();
        in.close();
    }
}
