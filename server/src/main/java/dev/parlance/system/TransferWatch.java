package dev.parlance.system;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * One fetch from a URL a customer gave, watched from the request to the body's last byte. A
 * watchdog ends it (aborting the request, which fails a blocked read at once) when the sender goes
 * quiet for the stall timeout, falls behind the minimum rate after the grace, passes the overall
 * deadline, when the work it serves is no longer wanted (the job was deleted), or when the process
 * stops. A read of an ended fetch fails with {@link Ended}, never a clean end of stream that would
 * pass a truncated file as complete. Made by {@link Transfers}, which ends every fetch at shutdown.
 */
public final class TransferWatch implements AutoCloseable {
    /** How often the watchdog looks; the stall and rate rules hold to within this. */
    private static final Duration CHECK_EVERY = Duration.ofMillis(200);
    /** How often it asks whether the work is still wanted (a database read for a download). */
    private static final Duration WANTED_EVERY = Duration.ofSeconds(2);

    /**
     * @param stall       longest wait for the next byte (or for the response)
     * @param minRate     bytes per second the fetch must average after the grace
     * @param grace       time before the rate counts
     * @param overall     the longest the whole fetch may take; null for no bound beyond the rate
     */
    public record Rules(Duration stall, long minRate, Duration grace, Duration overall) {
    }

    /** Why a fetch was ended. */
    public enum Reason {
        STALLED, TOO_SLOW, TIMED_OUT, CANCELLED, STOPPING;

        /** A later attempt may succeed (the sender may be faster then); the others are the caller's own. */
        public boolean senderFault() {
            return this == STALLED || this == TOO_SLOW || this == TIMED_OUT;
        }
    }

    /** The fetch was ended by the watch; {@link #reason()} says why. */
    public static final class Ended extends IOException {
        private final Reason reason;

        Ended(Reason reason, String message) {
            super(message);
            this.reason = reason;
        }

        public Reason reason() {
            return reason;
        }
    }

    private final Rules rules;
    private final BooleanSupplier unwanted;
    private final Consumer<TransferWatch> onClose;
    private final long startedAt = System.nanoTime();
    private final Thread watchdog;
    private volatile long lastByteAt = startedAt;
    private volatile long received;
    private volatile Ended ended;
    private volatile Runnable abort = () -> {
    };
    private volatile boolean closed;

    TransferWatch(Rules rules, BooleanSupplier unwanted, Consumer<TransferWatch> onClose) {
        this.rules = rules;
        this.unwanted = unwanted;
        this.onClose = onClose;
        this.watchdog = Thread.ofVirtual().name("fetch-watch").start(this::watch);
    }

    /** What ending the fetch does: cancel the request (set by the HTTP client when it sends). */
    void abortWith(Runnable abort) {
        this.abort = abort;
        if (ended != null) {
            abort.run();
        }
    }

    /** The body, counted for the rules; a read after the fetch was ended fails with {@link Ended}. */
    public InputStream watch(InputStream body) {
        return new FilterInputStream(body) {
            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) == -1 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                throwIfEnded();
                int n;
                try {
                    n = in.read(b, off, len);
                } catch (IOException e) {
                    throwIfEnded();
                    throw e;
                }
                throwIfEnded();
                if (n > 0) {
                    received += n;
                    lastByteAt = System.nanoTime();
                }
                return n;
            }
        };
    }

    /** Throws {@link Ended} if the watch has ended the fetch (a failure seen by the caller may be its doing). */
    public void throwIfEnded() throws Ended {
        Ended e = ended;
        if (e != null) {
            throw new Ended(e.reason(), e.getMessage());
        }
    }

    /** Ends the fetch from outside (the process is stopping). */
    void end(Reason reason, String message) {
        if (ended == null) {
            ended = new Ended(reason, message);
            abort.run();
        }
    }

    private void watch() {
        long nextWantedCheck = startedAt + WANTED_EVERY.toNanos();
        try {
            while (!closed && ended == null) {
                Thread.sleep(CHECK_EVERY);
                long now = System.nanoTime();
                Duration elapsed = Duration.ofNanos(now - startedAt);
                if (now - lastByteAt > rules.stall().toNanos()) {
                    end(Reason.STALLED, "no data for " + seconds(rules.stall()));
                } else if (rules.overall() != null && elapsed.compareTo(rules.overall()) > 0) {
                    end(Reason.TIMED_OUT, "not complete after " + seconds(rules.overall()) + " (" + received + " bytes)");
                } else if (elapsed.compareTo(rules.grace()) > 0
                        && received < rules.minRate() * elapsed.minus(rules.grace()).toMillis() / 1000) {
                    end(Reason.TOO_SLOW, String.format(Locale.ROOT,
                            "slower than %d bytes/s after the first %s (%d bytes in %s)", rules.minRate(),
                            seconds(rules.grace()), received, seconds(elapsed)));
                } else if (now >= nextWantedCheck) {
                    nextWantedCheck = now + WANTED_EVERY.toNanos();
                    if (unwanted.getAsBoolean()) {
                        end(Reason.CANCELLED, "no longer wanted");
                    }
                }
            }
        } catch (InterruptedException e) {
            // closed: nothing left to watch
        }
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : String.format(Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
    }

    @Override
    public void close() {
        closed = true;
        watchdog.interrupt();
        onClose.accept(this);
    }
}
