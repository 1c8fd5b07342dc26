package dev.parlance.operations;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * A value read from the database at most once per period, however many gauges ask for it in one
 * scrape: the queue's and the jobs' figures come from one query each, not one per series.
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
