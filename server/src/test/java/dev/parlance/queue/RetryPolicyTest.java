package dev.parlance.queue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The two retry policies, as plain arithmetic on failure counts and times. */
@Tag("no-database")
class RetryPolicyTest {
    private static final Instant FAILED_AT = Instant.parse("2026-01-01T00:00:00Z");

    @Test
    void doublingRetriesTheGivenNumberOfTimesWithADelayDoublingFromTheFirst() {
        RetryPolicy<String> policy = RetryPolicy.doubling(4, Duration.ofSeconds(30));

        assertThat(policy.nextTry("x", 1, FAILED_AT)).contains(FAILED_AT.plusSeconds(30));
        assertThat(policy.nextTry("x", 2, FAILED_AT)).contains(FAILED_AT.plusSeconds(60));
        assertThat(policy.nextTry("x", 3, FAILED_AT)).contains(FAILED_AT.plusSeconds(120));
        assertThat(policy.nextTry("x", 4, FAILED_AT)).contains(FAILED_AT.plusSeconds(240));
        assertThat(policy.nextTry("x", 5, FAILED_AT)).isEmpty();
    }

    @Test
    void noRetriesGivesUpAtTheFirstFailure() {
        assertThat(RetryPolicy.<String>doubling(0, Duration.ofSeconds(1)).nextTry("x", 1, FAILED_AT)).isEmpty();
    }

    @Test
    void doublingUpToACeilingStopsGrowingThere() {
        RetryPolicy<String> policy = RetryPolicy.doublingUpTo(Duration.ofSeconds(30), Duration.ofHours(1), (data, next) -> true);

        assertThat(delay(policy, 1)).isEqualTo(Duration.ofSeconds(30));
        assertThat(delay(policy, 2)).isEqualTo(Duration.ofMinutes(1));
        assertThat(delay(policy, 7)).isEqualTo(Duration.ofMinutes(32));
        assertThat(delay(policy, 8)).isEqualTo(Duration.ofHours(1));
        assertThat(delay(policy, 500)).isEqualTo(Duration.ofHours(1));
    }

    @Test
    void doublingUpToACeilingGivesUpWhenTheNextTryWouldPassTheDeadline() {
        Instant deadline = FAILED_AT.plusSeconds(100);
        RetryPolicy<String> policy = RetryPolicy.doublingUpTo(Duration.ofSeconds(30), Duration.ofHours(1),
                (data, next) -> data.equals("mine") && !next.isAfter(deadline));

        assertThat(policy.nextTry("mine", 2, FAILED_AT)).contains(FAILED_AT.plusSeconds(60));
        assertThat(policy.nextTry("mine", 3, FAILED_AT)).isEmpty();
        assertThat(policy.nextTry("other", 1, FAILED_AT)).as("the deadline is asked with the work's data").isEmpty();
    }

    private static Duration delay(RetryPolicy<String> policy, int failures) {
        Optional<Instant> next = policy.nextTry("x", failures, FAILED_AT);
        return Duration.between(FAILED_AT, next.orElseThrow());
    }
}
