package dev.parlance.common;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/** The hand-written fast path of {@link ApiTime#format} must say exactly what its pattern says. */
class ApiTimeTest {
    private static String byPattern(Instant i) {
        return ApiTime.FORMAT.format(LocalDateTime.ofInstant(i, ZoneOffset.UTC));
    }

    @Test
    void agreesWithThePatternOverManyRandomInstants() {
        SplittableRandom random = new SplittableRandom(11);
        // All years LocalDateTime can hold, and many more draws among the years 1 to 9999.
        long min = LocalDateTime.MIN.toEpochSecond(ZoneOffset.UTC);
        long max = LocalDateTime.MAX.toEpochSecond(ZoneOffset.UTC);
        long first = Instant.parse("0001-01-01T00:00:00Z").getEpochSecond();
        long end = Instant.parse("+10000-01-01T00:00:00Z").getEpochSecond();
        for (int n = 0; n < 300_000; n++) {
            long seconds = n % 10 == 0 ? random.nextLong(min, max) : random.nextLong(first - 86_400, end + 86_400);
            Instant i = Instant.ofEpochSecond(seconds, random.nextInt(1_000_000_000));
            assertThat(ApiTime.format(i)).as("%s", i).isEqualTo(byPattern(i));
        }
    }

    @Test
    void agreesAtTheEdges() {
        String[] edges = {"-0001-12-31T23:59:59.999999999Z", "0000-01-01T00:00:00Z", "0000-12-31T23:59:59.999999Z",
                "0001-01-01T00:00:00Z", "0001-01-01T00:00:00.000000999Z", "1969-12-31T23:59:59.999999Z",
                "1970-01-01T00:00:00Z", "1970-01-01T00:00:00.000001Z", "2000-02-29T12:34:56.789012345Z",
                "2024-02-29T23:59:59.999999999Z", "2100-03-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z",
                "+10000-01-01T00:00:00Z", "+123456-07-08T09:10:11.121314Z"};
        for (String edge : edges) {
            Instant i = Instant.parse(edge);
            assertThat(ApiTime.format(i)).as(edge).isEqualTo(byPattern(i));
        }
        assertThat(ApiTime.format(Instant.parse("2026-11-24T16:05:09.000042Z"))).isEqualTo("2026-11-24T16:05:09.000042");
        assertThat(ApiTime.format(null)).isEmpty();
    }
}
