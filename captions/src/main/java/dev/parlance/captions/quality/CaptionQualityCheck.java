package dev.parlance.captions.quality;

import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;
import dev.parlance.captions.layout.CueText;

import java.util.ArrayList;
import java.util.List;

/**
 * Measures a caption track against a {@link QualityProfile}. Overlaps and cues that start before
 * the previous one are always violations; a gap of 0 ms counts as a gap (so a profile with a
 * minimum gap flags touching cues).
 */
public final class CaptionQualityCheck {
    private CaptionQualityCheck() {
    }

    public static QualityReport check(CaptionTrack track, QualityProfile profile) {
        List<Cue> cues = track.cues();
        List<Violation> violations = new ArrayList<>();
        int maxChars = 0;
        int maxLines = 0;
        double maxCps = 0;
        double sumCps = 0;
        int finiteCps = 0;
        long minDuration = Long.MAX_VALUE;
        long maxDuration = 0;
        long minGap = Long.MAX_VALUE;
        int overlaps = 0;
        for (int i = 0; i < cues.size(); i++) {
            Cue cue = cues.get(i);
            if (cue.lines().isEmpty() || cue.lines().stream().allMatch(String::isBlank)) {
                violations.add(new Violation(Violation.Kind.EMPTY, i, 0, 1));
            }
            maxLines = Math.max(maxLines, cue.lines().size());
            if (cue.lines().size() > profile.maxLines()) {
                violations.add(new Violation(Violation.Kind.TOO_MANY_LINES, i, cue.lines().size(), profile.maxLines()));
            }
            for (String line : cue.lines()) {
                int chars = line.codePointCount(0, line.length());
                maxChars = Math.max(maxChars, chars);
                if (chars > profile.maxCharactersPerLine()) {
                    violations.add(new Violation(Violation.Kind.LINE_TOO_LONG, i, chars, profile.maxCharactersPerLine()));
                }
            }
            double cps = CueText.charactersPerSecond(cue);
            maxCps = Math.max(maxCps, cps);
            if (!Double.isInfinite(cps)) {
                sumCps += cps;
                finiteCps++;
            }
            if (profile.maxCharactersPerSecond().isPresent() && cps > profile.maxCharactersPerSecond().getAsDouble() + 1e-9) {
                violations.add(new Violation(Violation.Kind.READING_SPEED, i, round(cps), profile.maxCharactersPerSecond().getAsDouble()));
            }
            long duration = cue.end() - cue.start();
            minDuration = Math.min(minDuration, duration);
            maxDuration = Math.max(maxDuration, duration);
            if (profile.minDurationMs().isPresent() && duration < profile.minDurationMs().getAsLong()) {
                violations.add(new Violation(Violation.Kind.TOO_SHORT, i, duration, profile.minDurationMs().getAsLong()));
            }
            if (profile.maxDurationMs().isPresent() && duration > profile.maxDurationMs().getAsLong()) {
                violations.add(new Violation(Violation.Kind.TOO_LONG, i, duration, profile.maxDurationMs().getAsLong()));
            }
            if (i > 0) {
                Cue previous = cues.get(i - 1);
                long gap = cue.start() - previous.end();
                if (cue.start() < previous.start()) {
                    violations.add(new Violation(Violation.Kind.OUT_OF_ORDER, i, cue.start(), previous.start()));
                }
                if (gap < 0) {
                    overlaps++;
                    violations.add(new Violation(Violation.Kind.OVERLAP, i, -gap, 0));
                } else {
                    minGap = Math.min(minGap, gap);
                    if (profile.minGapMs().isPresent() && gap < profile.minGapMs().getAsLong()) {
                        violations.add(new Violation(Violation.Kind.GAP_TOO_SMALL, i, gap, profile.minGapMs().getAsLong()));
                    }
                }
            }
        }
        var summary = new QualityReport.Summary(cues.size(), maxChars, maxLines, round(maxCps),
                finiteCps == 0 ? 0 : round(sumCps / finiteCps), cues.isEmpty() ? 0 : minDuration, maxDuration,
                minGap == Long.MAX_VALUE ? 0 : minGap, overlaps);
        return new QualityReport(profile.name(), violations, summary);
    }

    private static double round(double value) {
        return Double.isInfinite(value) ? value : Math.round(value * 10) / 10.0;
    }
}
