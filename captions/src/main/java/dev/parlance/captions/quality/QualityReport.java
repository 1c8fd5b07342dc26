package dev.parlance.captions.quality;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The outcome of a check: every violation and the figures that describe the track. Duration and
 * gap figures are 0 for a track too short to have them.
 */
public record QualityReport(String profile, List<Violation> violations, Summary summary) {
    public QualityReport {
        violations = List.copyOf(violations);
    }

    public record Summary(int cues, int maxCharactersPerLine, int maxLines, double maxCharactersPerSecond,
                          double meanCharactersPerSecond, long minDurationMs, long maxDurationMs, long minGapMs,
                          int overlaps) {
    }

    public boolean passes() {
        return violations.isEmpty();
    }

    /** A plain-text report for an issue or a log: summary, counts per kind, then up to 20 violations. */
    public String toText() {
        Summary s = summary;
        StringBuilder text = new StringBuilder();
        text.append("Caption quality against ").append(profile).append(": ")
                .append(passes() ? "passes" : violations.size() + " violation(s)").append('\n');
        text.append(String.format(Locale.ROOT,
                "cues %d | max chars/line %d | max lines %d | cps max %s mean %s | duration min %d ms max %d ms"
                        + " | min gap %d ms | overlaps %d%n",
                s.cues(), s.maxCharactersPerLine(), s.maxLines(), number(s.maxCharactersPerSecond()),
                number(s.meanCharactersPerSecond()), s.minDurationMs(), s.maxDurationMs(), s.minGapMs(), s.overlaps()));
        Map<Violation.Kind, Integer> counts = new TreeMap<>();
        violations.forEach(v -> counts.merge(v.kind(), 1, Integer::sum));
        counts.forEach((kind, count) -> text.append("  ").append(kind).append(": ").append(count).append('\n'));
        violations.stream().limit(20).forEach(v -> text.append("  - ").append(v.toText()).append('\n'));
        if (violations.size() > 20) {
            text.append("  ... ").append(violations.size() - 20).append(" more\n");
        }
        return text.toString();
    }

    static String number(double value) {
        if (Double.isInfinite(value)) {
            return "inf";
        }
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }
}
