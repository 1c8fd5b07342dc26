package dev.parlance.job;

import java.time.Instant;

/**
 * A filter on one timestamp column; either end may be null (open).
 *
 * @param from        inclusive lower bound
 * @param to          upper bound, inclusive unless {@code toExclusive}
 * @param toExclusive true when {@code to} is the start of the day after a bare date, so that the
 *                    whole named day is included whatever the column's precision
 */
public record DateRange(Instant from, Instant to, boolean toExclusive) {
}
