package dev.parlance.captions.layout;

import org.junit.jupiter.api.Test;

import java.util.OptionalInt;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LayoutOptionsTest {
    @Test
    void defaultsAreTheSpecDefaults() {
        LayoutOptions d = LayoutOptions.defaults();
        assertThat(d.captionWordsMin()).isEqualTo(1);
        assertThat(d.captionBySentence()).isTrue();
        assertThat(d.charactersPerCaptionLine()).isEqualTo(42);
        assertThat(d.disallowDangling()).isFalse();
        assertThat(d.displayEffectsSpeakerAs()).isEqualTo("Effects");
        assertThat(d.displaySpeakerId()).isEqualTo(SpeakerDisplay.NAME);
        assertThat(d.layoutTargetCaptionLengthMs()).isEqualTo(5000);
        assertThat(d.lineBreakOnSentence()).isFalse();
        assertThat(d.linesPerCaption()).isEqualTo(2);
        assertThat(d.maximumCaptionDuration()).isEqualTo(OptionalInt.empty());
        assertThat(d.mergeGapInterval()).isEqualTo(1000);
        assertThat(d.minimumCaptionLengthMs()).isEqualTo(OptionalInt.empty());
        assertThat(d.minimumGapBetweenCaptionsMs()).isEqualTo(OptionalInt.empty());
        assertThat(d.silenceMaxMs()).isEqualTo(2000);
        assertThat(d.singleSpeakerPerCaption()).isFalse();
        assertThat(d.soundThreshold()).isEqualTo(OptionalInt.empty());
        assertThat(d.soundTokensByCaption()).isFalse();
        assertThat(d.soundTokensByLine()).isFalse();
        assertThat(d.soundTokensByCaptionList()).isEqualTo(Set.of("BLANK_AUDIO", "MUSIC"));
        assertThat(d.soundTokensByLineList()).isEqualTo(Set.of("BLANK_AUDIO", "MUSIC"));
        assertThat(d.speakerOnNewLine()).isTrue();
        assertThat(d.maxCharactersPerSecond()).isEqualTo(20.0);
        assertThat(d.minimumDisplayMs()).isEqualTo(1000);
    }

    @Test
    void toBuilderCopiesEveryField() {
        LayoutOptions changed = LayoutOptions.builder().captionWordsMin(3).captionBySentence(false)
                .charactersPerCaptionLine(32).disallowDangling(true).displayEffectsSpeakerAs("FX")
                .displaySpeakerId(SpeakerDisplay.NUMBER).layoutTargetCaptionLengthMs(3000).lineBreakOnSentence(true)
                .linesPerCaption(3).maximumCaptionDuration(6000).mergeGapInterval(500).minimumCaptionLengthMs(900)
                .minimumGapBetweenCaptionsMs(80).silenceMaxMs(1500).singleSpeakerPerCaption(true).soundThreshold(700)
                .soundTokensByCaption(true).soundTokensByLine(true).soundTokensByCaptionList(Set.of("laugh"))
                .soundTokensByLineList(Set.of("noise")).speakerOnNewLine(false).maxCharactersPerSecond(17)
                .minimumDisplayMs(700).build();
        assertThat(changed.toBuilder().build()).isEqualTo(changed);
        assertThat(changed.soundTokensByCaptionList()).containsExactly("LAUGH");
    }

    @Test
    void refusesImpossibleValues() {
        assertThatThrownBy(() -> LayoutOptions.builder().charactersPerCaptionLine(0).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("characters_per_caption_line");
        assertThatThrownBy(() -> LayoutOptions.builder().linesPerCaption(0).build())
                .hasMessageContaining("lines_per_caption");
        assertThatThrownBy(() -> LayoutOptions.builder().maximumCaptionDuration(0).build())
                .hasMessageContaining("maximum_caption_duration");
        assertThatThrownBy(() -> LayoutOptions.builder().mergeGapInterval(-1).build())
                .hasMessageContaining("merge_gap_interval");
    }

    @Test
    void speakerDisplayParsesTheThreeValues() {
        assertThat(SpeakerDisplay.parse("no")).isEqualTo(SpeakerDisplay.NO);
        assertThat(SpeakerDisplay.parse("Number")).isEqualTo(SpeakerDisplay.NUMBER);
        assertThat(SpeakerDisplay.parse("NAME")).isEqualTo(SpeakerDisplay.NAME);
        assertThatThrownBy(() -> SpeakerDisplay.parse("initials")).isInstanceOf(IllegalArgumentException.class);
    }
}
