package dev.parlance.captions.quality;

import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class CaptionQualityCheckTest {
    private static CaptionTrack track(Cue... cues) {
        return new CaptionTrack(List.of(cues), "t", "j", "en");
    }

    private static Cue cue(long start, long end, String... lines) {
        return new Cue(start, end, List.of(lines), false, false);
    }

    @Test
    void aCleanTrackPasses() {
        QualityReport report = CaptionQualityCheck.check(track(cue(0, 2000, "Hello there."), cue(2100, 4000, "How are you?")),
                QualityProfile.NETFLIX_LIKE);
        assertThat(report.passes()).isTrue();
        assertThat(report.toText()).contains("NETFLIX_LIKE: passes");
    }

    @Test
    void flagsEveryKindWithCueMeasureAndLimit() {
        QualityReport report = CaptionQualityCheck.check(track(
                cue(0, 1000, "x".repeat(43)),                      // too long a line, too fast (43 cps)
                cue(1050, 1500, "a", "b", "c"),                     // gap 50, three lines, 450 ms
                cue(1400, 9000, "long enough"),                     // overlaps by 100, lasts 7600
                cue(1300, 9500, "back in time")),                   // starts before the one before
                QualityProfile.NETFLIX_LIKE);
        assertThat(report.violations()).extracting(Violation::kind, Violation::cue, Violation::measured, Violation::limit)
                .containsExactlyInAnyOrder(
                        tuple(Violation.Kind.LINE_TOO_LONG, 0, 43.0, 42.0),
                        tuple(Violation.Kind.READING_SPEED, 0, 43.0, 20.0),
                        tuple(Violation.Kind.TOO_MANY_LINES, 1, 3.0, 2.0),
                        tuple(Violation.Kind.TOO_SHORT, 1, 450.0, 833.0),
                        tuple(Violation.Kind.GAP_TOO_SMALL, 1, 50.0, 83.0),
                        tuple(Violation.Kind.OVERLAP, 2, 100.0, 0.0),
                        tuple(Violation.Kind.TOO_LONG, 2, 7600.0, 7000.0),
                        tuple(Violation.Kind.TOO_LONG, 3, 8200.0, 7000.0),
                        tuple(Violation.Kind.OUT_OF_ORDER, 3, 1300.0, 1400.0),
                        tuple(Violation.Kind.OVERLAP, 3, 7700.0, 0.0));
    }

    @Test
    void specDefaultsCheckOnlyLinesAndOverlaps() {
        QualityReport report = CaptionQualityCheck.check(track(cue(0, 100, "a very fast caption indeed"), cue(100, 20000, "slow")),
                QualityProfile.SPEC_DEFAULTS);
        assertThat(report.passes()).isTrue();
    }

    @Test
    void summarisesTheTrack() {
        QualityReport.Summary s = CaptionQualityCheck.check(track(
                cue(0, 2000, "twenty characters ok", "short"),
                cue(2500, 3500, "ten chars!")), QualityProfile.SPEC_DEFAULTS).summary();
        assertThat(s.cues()).isEqualTo(2);
        assertThat(s.maxCharactersPerLine()).isEqualTo(20);
        assertThat(s.maxLines()).isEqualTo(2);
        assertThat(s.maxCharactersPerSecond()).isEqualTo(12.5);
        assertThat(s.meanCharactersPerSecond()).isEqualTo(11.3);
        assertThat(s.minDurationMs()).isEqualTo(1000);
        assertThat(s.maxDurationMs()).isEqualTo(2000);
        assertThat(s.minGapMs()).isEqualTo(500);
        assertThat(s.overlaps()).isZero();
    }

    @Test
    void theTextReportCountsKindsAndListsViolations() {
        QualityReport report = CaptionQualityCheck.check(track(cue(0, 100, "x".repeat(50))), QualityProfile.DCMP_LIKE);
        assertThat(report.toText()).contains("DCMP_LIKE: 3 violation(s)", "LINE_TOO_LONG: 1", "TOO_SHORT: 1",
                "READING_SPEED at cue 1: 500 cps (limit 22.5)", "max chars/line 50");
    }

    @Test
    void profilesCarryTheirPublishedLimits() {
        assertThat(QualityProfile.NETFLIX_LIKE).isEqualTo(new QualityProfile("NETFLIX_LIKE", 42, 2,
                OptionalDouble.of(20), OptionalLong.of(833), OptionalLong.of(7000), OptionalLong.of(83)));
        assertThat(QualityProfile.DCMP_LIKE.maxCharactersPerLine()).isEqualTo(32);
        assertThat(QualityProfile.SPEC_DEFAULTS.maxCharactersPerLine()).isEqualTo(42);
        assertThat(QualityProfile.SPEC_DEFAULTS.maxLines()).isEqualTo(2);
    }
}
