package dev.parlance.captions.preview;

import dev.parlance.captions.quality.Violation;

import java.util.Locale;

/**
 * A violation of the quality check, said for the person fixing the text.
 *
 * @param cue      the index of the cue in the preview (for a gap or an overlap, the later cue)
 * @param severity ERROR when the caption breaks what a screen or the guide allows (a line too long,
 *                 too many lines, overlapping or empty captions); WARNING when it is hard to read
 *                 (too fast, too short or long on screen, too close to the one before) and a
 *                 verbatim transcript may have to keep it so
 */
public record Problem(Violation.Kind kind, int cue, double measured, double limit, Severity severity, String message) {
    public enum Severity { ERROR, WARNING }

    static Problem of(Violation v) {
        Severity severity = switch (v.kind()) {
            case LINE_TOO_LONG, TOO_MANY_LINES, OVERLAP, OUT_OF_ORDER, EMPTY -> Severity.ERROR;
            case READING_SPEED, TOO_SHORT, TOO_LONG, GAP_TOO_SMALL -> Severity.WARNING;
        };
        return new Problem(v.kind(), v.cue(), v.measured(), v.limit(), severity, message(v));
    }

    private static String message(Violation v) {
        return switch (v.kind()) {
            case LINE_TOO_LONG -> String.format(Locale.ROOT, "A line of %d characters (at most %d)", (long) v.measured(), (long) v.limit());
            case TOO_MANY_LINES -> String.format(Locale.ROOT, "%d lines (at most %d)", (long) v.measured(), (long) v.limit());
            case READING_SPEED -> String.format(Locale.ROOT,
                    "Too fast to read: %s characters a second (at most %s); too many words for the time they are said in",
                    number(v.measured()), number(v.limit()));
            case TOO_SHORT -> String.format(Locale.ROOT, "On screen %s s (at least %s s)", seconds(v.measured()), seconds(v.limit()));
            case TOO_LONG -> String.format(Locale.ROOT, "On screen %s s (at most %s s)", seconds(v.measured()), seconds(v.limit()));
            case GAP_TOO_SMALL -> String.format(Locale.ROOT, "%d ms after the caption before (at least %d ms)",
                    (long) v.measured(), (long) v.limit());
            case OVERLAP -> String.format(Locale.ROOT, "Overlaps the caption before by %d ms", (long) v.measured());
            case OUT_OF_ORDER -> "Starts before the caption before";
            case EMPTY -> "Shows no text";
        };
    }

    private static String number(double value) {
        if (Double.isInfinite(value)) {
            return "endless";
        }
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }

    private static String seconds(double ms) {
        return number(Math.round(ms / 100.0) / 10.0);
    }
}
