package dev.parlance.common;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The one place that parses the loosely typed values existing clients send: booleans in any case
 * and spelling, lists as JSON arrays, tuples, comma-separated or repeated values, and ISO 8601
 * dates with or without time, fraction and offset. Returns empty for a value that does not parse;
 * callers decide which error that is.
 */
public final class Lenient {
    private static final DateTimeFormatter DATE_TIME = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE)
            .optionalStart().appendLiteral('T').optionalEnd()
            .optionalStart().appendLiteral(' ').optionalEnd()
            .appendValue(ChronoField.HOUR_OF_DAY, 2)
            .appendLiteral(':')
            .appendValue(ChronoField.MINUTE_OF_HOUR, 2)
            .optionalStart()
            .appendLiteral(':')
            .appendValue(ChronoField.SECOND_OF_MINUTE, 2)
            .optionalStart()
            .appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true)
            .optionalEnd()
            .optionalEnd()
            .optionalStart().appendOffsetId().optionalEnd()
            .toFormatter(Locale.ROOT);

    private Lenient() {
    }

    public static Optional<Boolean> bool(String raw) {
        if (raw == null) {
            return Optional.empty();
        }
        return switch (raw.trim().toLowerCase(Locale.ROOT)) {
            case "true", "t", "yes", "y", "1", "on" -> Optional.of(true);
            case "false", "f", "no", "n", "0", "off" -> Optional.of(false);
            default -> Optional.empty();
        };
    }

    /**
     * A list from one raw value: {@code ["A","B"]}, {@code ("{","}")}, {@code ({, })}, {@code A,B}.
     * Brackets and quotes around the whole and around items are dropped, items trimmed, empties kept
     * out. A single character such as a bracket is a valid item (sound_boundaries sends them).
     */
    public static List<String> list(String raw) {
        List<String> items = new ArrayList<>();
        if (raw == null) {
            return items;
        }
        String s = raw.trim();
        if (s.length() >= 2 && ((s.startsWith("[") && s.endsWith("]")) || (s.startsWith("(") && s.endsWith(")")))) {
            s = s.substring(1, s.length() - 1);
        }
        for (String item : splitTopLevel(s)) {
            String t = item.trim();
            if (t.length() >= 2 && (t.startsWith("\"") && t.endsWith("\"") || t.startsWith("'") && t.endsWith("'"))) {
                t = t.substring(1, t.length() - 1);
            }
            if (!t.isEmpty()) {
                items.add(t);
            }
        }
        return items;
    }

    /** Splits on commas that are not inside quotes, so {@code [","]} stays one item. */
    private static List<String> splitTopLevel(String s) {
        List<String> parts = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        char quote = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                current.append(c);
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                current.append(c);
            } else if (c == ',') {
                parts.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        parts.add(current.toString());
        return parts;
    }

    /** A date or date-time; values without an offset are taken as UTC, as the API's timestamps are. */
    public static Optional<Instant> instant(String raw) {
        if (raw == null || raw.isBlank()) {
            return Optional.empty();
        }
        String s = raw.trim();
        try {
            if (s.length() == 10) {
                return Optional.of(LocalDate.parse(s).atStartOfDay(ZoneOffset.UTC).toInstant());
            }
            var parsed = DATE_TIME.parseBest(s, OffsetDateTime::from, LocalDateTime::from);
            if (parsed instanceof OffsetDateTime odt) {
                return Optional.of(odt.toInstant());
            }
            return Optional.of(((LocalDateTime) parsed).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    public static Optional<Long> integer(String raw) {
        if (raw == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Long.parseLong(raw.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
