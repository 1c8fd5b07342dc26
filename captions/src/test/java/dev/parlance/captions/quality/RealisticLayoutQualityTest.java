package dev.parlance.captions.quality;

import dev.parlance.captions.layout.CaptionLayout;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.FormatLimits;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.layout.RealisticElementLists;
import dev.parlance.captions.layout.SpeakerDisplay;
import dev.parlance.captions.transform.TextOptions;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The layout of a realistic interview meets the published limits it is configured for. */
class RealisticLayoutQualityTest {
    private static CaptionTrack layout(LayoutOptions options) {
        return new CaptionLayout(options, FormatLimits.NONE)
                .track(TextOptions.defaults().apply(RealisticElementLists.interview()), "Interview", "job");
    }

    @Test
    void specDefaultsLayoutPassesSpecDefaults() {
        QualityReport report = CaptionQualityCheck.check(layout(LayoutOptions.defaults()), QualityProfile.SPEC_DEFAULTS);
        assertThat(report.violations()).as(report.toText()).isEmpty();
        assertThat(report.summary().maxLines()).isEqualTo(2);
    }

    /**
     * Netflix-style subtitles mark a speaker change with a dash and no name; with names, a short
     * turn followed at once by more speech ("David Chen: Thanks for having me.") reads faster than
     * 20 cps, and layout only holds captions into silence, it does not delay the next one for speed.
     */
    @Test
    void netflixLikeOptionsPassNetflixLike() {
        LayoutOptions netflix = LayoutOptions.builder().maximumCaptionDuration(7000).minimumCaptionLengthMs(833)
                .minimumGapBetweenCaptionsMs(83).maxCharactersPerSecond(20).displaySpeakerId(SpeakerDisplay.NO).build();
        QualityReport report = CaptionQualityCheck.check(layout(netflix), QualityProfile.NETFLIX_LIKE);
        assertThat(report.violations()).as(report.toText()).isEmpty();
    }

    @Test
    void dcmpLikeOptionsPassDcmpLike() {
        LayoutOptions dcmp = LayoutOptions.builder().charactersPerCaptionLine(32).minimumCaptionLengthMs(2000)
                .maxCharactersPerSecond(22.5).build();
        QualityReport report = CaptionQualityCheck.check(layout(dcmp), QualityProfile.DCMP_LIKE);
        assertThat(report.violations()).as(report.toText()).isEmpty();
    }

    /**
     * Layout aimed at a profile meets every limit layout controls; only reading speed may remain,
     * which the words cause (see {@link #netflixLikeOptionsPassNetflixLike}: speaker names).
     */
    @Test
    void layoutAimedAtAProfileLeavesOnlyWhatTheWordsCause() {
        for (QualityProfile profile : QualityProfile.NAMED) {
            LayoutOptions aimed = profile.layoutOptions(LayoutOptions.defaults());
            QualityReport report = CaptionQualityCheck.check(layout(aimed), profile);
            assertThat(report.violations()).as(report.toText()).extracting(Violation::kind)
                    .allMatch(kind -> kind == Violation.Kind.READING_SPEED);
        }
        LayoutOptions dcmp = QualityProfile.DCMP_LIKE.layoutOptions(LayoutOptions.defaults());
        assertThat(dcmp.charactersPerCaptionLine()).isEqualTo(32);
        assertThat(dcmp.minimumCaptionLengthMs()).hasValue(2000);
        LayoutOptions netflix = QualityProfile.NETFLIX_LIKE.layoutOptions(LayoutOptions.defaults());
        assertThat(netflix.maximumCaptionDuration()).hasValue(7000);
        assertThat(netflix.minimumGapBetweenCaptionsMs()).hasValue(83);
        assertThat(QualityProfile.SPEC_DEFAULTS.layoutOptions(LayoutOptions.defaults())).isEqualTo(LayoutOptions.defaults());
    }

    @Test
    void profilesAreFoundByNameInAnyCase() {
        assertThat(QualityProfile.named("netflix_like")).contains(QualityProfile.NETFLIX_LIKE);
        assertThat(QualityProfile.named(" DCMP_LIKE ")).contains(QualityProfile.DCMP_LIKE);
        assertThat(QualityProfile.named("BBC")).isEmpty();
        assertThat(QualityProfile.named(null)).isEmpty();
    }

    @Test
    void defaultOptionsDoNotPassNetflixLikeSoTheCheckHasTeeth() {
        QualityReport report = CaptionQualityCheck.check(layout(LayoutOptions.defaults()), QualityProfile.NETFLIX_LIKE);
        assertThat(report.violations()).extracting(Violation::kind).contains(Violation.Kind.GAP_TOO_SMALL);
    }
}
