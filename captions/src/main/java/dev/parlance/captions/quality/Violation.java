package dev.parlance.captions.quality;

/**
 * One broken limit. {@code cue} is the 0-based index of the cue (for a gap or overlap, the later
 * of the two cues); {@code measured} and {@code limit} are in the kind's unit.
 */
public record Violation(Kind kind, int cue, double measured, double limit) {
    public enum Kind {
        LINE_TOO_LONG("characters"),
        TOO_MANY_LINES("lines"),
        READING_SPEED("cps"),
        TOO_SHORT("ms"),
        TOO_LONG("ms"),
        GAP_TOO_SMALL("ms"),
        OVERLAP("ms"),
        OUT_OF_ORDER("ms"),
        EMPTY("lines");

        private final String unit;

        Kind(String unit) {
            this.unit = unit;
        }

        public String unit() {
            return unit;
        }
    }

    public String toText() {
        return String.format(java.util.Locale.ROOT, "%s at cue %d: %s %s (limit %s)", kind, cue + 1,
                QualityReport.number(measured), kind.unit(), QualityReport.number(limit));
    }
}
