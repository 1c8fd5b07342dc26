package dev.parlance.common;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Timestamps as the v1 API writes them: {@code YYYY-MM-DDThh:mm:ss.ffffff}, UTC, no zone. */
public final class ApiTime {
    /** The definition of the format; {@link #format} writes the same text itself for the usual years. */
    static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS");
    private static final long FIRST_SECOND = LocalDate.of(1, 1, 1).toEpochDay() * 86_400;
    private static final long END_SECOND = LocalDate.of(10_000, 1, 1).toEpochDay() * 86_400;

    private ApiTime() {
    }

    /**
     * The instant in the API's format. Written digit by digit for the years 1 to 9999 (every time
     * a job can have): a long job list formats six of these per job, and the general formatter was
     * an eighth of its CPU. Other years (where {@code yyyy} means year of era, or more than four
     * digits) go to the formatter that defines the format; ApiTimeTest holds the two together.
     */
    public static String format(Instant instant) {
        if (instant == null) {
            return "";
        }
        long seconds = instant.getEpochSecond();
        if (seconds < FIRST_SECOND || seconds >= END_SECOND) {
            return FORMAT.format(LocalDateTime.ofInstant(instant, ZoneOffset.UTC));
        }
        LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(seconds, 86_400));
        int secondOfDay = (int) Math.floorMod(seconds, 86_400);
        byte[] text = new byte[26];
        digits(text, 0, date.getYear(), 4);
        text[4] = '-';
        digits(text, 5, date.getMonthValue(), 2);
        text[7] = '-';
        digits(text, 8, date.getDayOfMonth(), 2);
        text[10] = 'T';
        digits(text, 11, secondOfDay / 3600, 2);
        text[13] = ':';
        digits(text, 14, secondOfDay / 60 % 60, 2);
        text[16] = ':';
        digits(text, 17, secondOfDay % 60, 2);
        text[19] = '.';
        digits(text, 20, instant.getNano() / 1000, 6); // truncated to microseconds, as SSSSSS does
        return new String(text, StandardCharsets.ISO_8859_1); // the cheapest decoding: one byte, one char
    }

    /** {@code value} as exactly {@code width} decimal digits, zero-padded, at {@code at}. */
    private static void digits(byte[] text, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            text[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
    }
}
