package dev.parlance.queue;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * When queued work that failed is tried again, or that it is given up. Both policies wait a delay
 * doubling from a first one; they differ in when they stop: after a number of retries, or when the
 * next try would come after a deadline of the work's own.
 *
 * @param <T> the work's data
 */
@FunctionalInterface
public interface RetryPolicy<T> {

    /**
     * The time of the next try, or empty to give up.
     *
     * @param failures consecutive failures so far, this one included (1 after the first)
     * @param failedAt when this failure happened
     */
    Optional<Instant> nextTry(T data, int failures, Instant failedAt);

    /** Retried {@code retries} times, waiting {@code first}, then twice as long each time. */
    static <T> RetryPolicy<T> doubling(int retries, Duration first) {
        return (data, failures, failedAt) -> failures > retries
                ? Optional.empty()
                : Optional.of(failedAt.plus(doubled(first, failures, null)));
    }

    /**
     * Retried with a wait doubling from {@code first} up to {@code ceiling}, for as long as the
     * deadline allows the next try.
     */
    static <T> RetryPolicy<T> doublingUpTo(Duration first, Duration ceiling, Deadline<T> deadline) {
        return (data, failures, failedAt) -> {
            Instant next = failedAt.plus(doubled(first, failures, ceiling));
            return deadline.allows(data, next) ? Optional.of(next) : Optional.empty();
        };
    }

    /** Whether the work may still be tried at the given time. */
    @FunctionalInterface
    interface Deadline<T> {
        boolean allows(T data, Instant nextTry);
    }

    /** The wait after the n-th failure: {@code first} doubled n - 1 times, at most {@code ceiling} (if any). */
    private static Duration doubled(Duration first, int failures, Duration ceiling) {
        Duration d = first;
        for (int i = 1; i < failures && (ceiling == null || d.compareTo(ceiling) < 0); i++) {
            d = d.multipliedBy(2);
        }
        return ceiling != null && d.compareTo(ceiling) > 0 ? ceiling : d;
    }
}
