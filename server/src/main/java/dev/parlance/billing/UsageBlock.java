package dev.parlance.billing;

import java.time.Instant;
import java.util.Map;

/** One aggregate_statistics block: the billed minutes of every metric from start to end (both inclusive). */
public record UsageBlock(Instant start, Instant end, Map<Metric, Long> minutes) {
}
