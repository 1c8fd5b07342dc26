package dev.parlance.operations;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * A value worked out at most once per period, however often it is asked for: the queue's and the
 * jobs' figures come from one query per scrape, not one per series, and the storage check writes
 * once per period, not once per probe.
 */
final class CachedSnapshot<T> {
    private final Supplier<T> read;
    private final Duration period;
    private final Clock clock;
    private T value;
    private Instant readAt = Instant.MIN;

    CachedSnapshot(Supplier<T> read, Duration period, Clock clock) {
        this.read = read;
        this.period = period;
        this.clock = clock;
    }

    synchronized T get() {
        Instant now = clock.instant();
        if (value == null || !now.isBefore(readAt.plus(period))) {
            value = read.get();
            readAt = now;
        }
        return value;
    }
}
