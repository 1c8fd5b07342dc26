package dev.parlance.captions.format;

/**
 * A media time in milliseconds split into hours, minutes, seconds and milliseconds, with the
 * clock notations the text formats share. Negative times count as zero; hours are not capped.
 * Appending to a {@link StringBuilder} keeps the writers fast on tracks of thousands of cues.
 */
public record ClockTime(long hours, int minutes, int seconds, int millis) {

    public static ClockTime of(long ms) {
        long t = Math.max(0, ms);
        return new ClockTime(t / 3_600_000, (int) (t / 60_000 % 60), (int) (t / 1000 % 60), (int) (t % 1000));
    }

    /** {@code HH:MM:SS<separator>mmm}, hours zero-padded to at least two digits. */
    public static StringBuilder append(StringBuilder out, long ms, char separator) {
        ClockTime t = of(ms);
        pad(out, t.hours, 2).append(':');
        pad(out, t.minutes, 2).append(':');
        pad(out, t.seconds, 2).append(separator);
        return pad(out, t.millis, 3);
    }

    /** {@code H:MM:SS.mmm}, hours unpadded (SBV). */
    public static StringBuilder appendShortHours(StringBuilder out, long ms) {
        ClockTime t = of(ms);
        out.append(t.hours).append(':');
        pad(out, t.minutes, 2).append(':');
        pad(out, t.seconds, 2).append('.');
        return pad(out, t.millis, 3);
    }

    /** Appends {@code value} left-padded with zeros to {@code width} digits (longer values stay whole). */
    public static StringBuilder pad(StringBuilder out, long value, int width) {
        String digits = Long.toString(value);
        for (int i = digits.length(); i < width; i++) {
            out.append('0');
        }
        return out.append(digits);
    }
}
