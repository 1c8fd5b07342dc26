package dev.parlance.billing;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Splits a statistics range into the blocks aggregate_statistics reports. The first block starts
 * at the requested start; later blocks start at 00:00:00 of a month's first day (month) or of a
 * Sunday (week, weeks running Sunday to Saturday); every block but the last ends at 23:59:59.999999
 * of its last day; the last ends at the requested end. All in UTC, as the API's timestamps are.
 */
public final class StatisticsPeriods {
    public enum Grouping {
        WEEK, MONTH;

        public static Optional<Grouping> parse(String s) {
            return switch (s.trim().toLowerCase(Locale.ROOT)) {
                case "week" -> Optional.of(WEEK);
                case "month" -> Optional.of(MONTH);
                default -> Optional.empty();
            };
        }
    }

    /** A block: both ends inclusive. */
    public record Period(Instant start, Instant end) {
    }

    private static final long LAST_MICRO = 1_000L;  // 23:59:59.999999 is one microsecond before midnight

    private StatisticsPeriods() {
    }

    public static List<Period> split(Instant start, Instant end, Optional<Grouping> grouping) {
        if (end.isBefore(start)) {
            return List.of();
        }
        if (grouping.isEmpty()) {
            return List.of(new Period(start, end));
        }
        List<Period> periods = new ArrayList<>();
        Instant blockStart = start;
        while (true) {
            LocalDate day = blockStart.atZone(ZoneOffset.UTC).toLocalDate();
            LocalDate next = switch (grouping.get()) {
                case MONTH -> day.with(TemporalAdjusters.firstDayOfNextMonth());
                case WEEK -> day.with(TemporalAdjusters.next(DayOfWeek.SUNDAY));
            };
            Instant nextStart = next.atStartOfDay(ZoneOffset.UTC).toInstant();
            if (!nextStart.isBefore(end)) {
                periods.add(new Period(blockStart, end));
                return periods;
            }
            periods.add(new Period(blockStart, nextStart.minus(LAST_MICRO, ChronoUnit.NANOS)));
            blockStart = nextStart;
        }
    }
}
