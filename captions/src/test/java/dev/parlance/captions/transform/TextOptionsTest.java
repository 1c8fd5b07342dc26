package dev.parlance.captions.transform;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.SoundTag;
import org.junit.jupiter.api.Test;

import java.util.Optional;
import java.util.Set;

import static dev.parlance.captions.TestElementLists.shownText;
import static org.assertj.core.api.Assertions.assertThat;

class TextOptionsTest {
    @Test
    void defaultsAreTheSpecDefaults() {
        TextOptions d = TextOptions.defaults();
        assertThat(d.emitSpeakerChangeTokensAs()).isEqualTo(">>");
        assertThat(d.removeDisfluencies()).isTrue();
        assertThat(d.maskProfanity()).isFalse();
        assertThat(d.removeSoundsList()).isEmpty();
        assertThat(d.removeSoundReferences()).isTrue();
        assertThat(d.replaceSlang()).isFalse();
        assertThat(d.soundBoundaries()).isEqualTo(new SoundBoundaries("[", "]"));
        assertThat(d.replaceEnglishSpelling()).isEqualTo(Optional.empty());
        assertThat(d.forceCase()).isEqualTo(ForceCase.UNCHANGED);
        assertThat(d.stripSquareBrackets()).isFalse();
    }

    @Test
    void defaultsDropFillersAndSoundsAndMarkTurns() {
        ElementList list = TestElementLists.builder()
                .speaker("Ann").say("Um, I'm gonna play. [MUSIC]")
                .speaker("Bob").say("Uh, color me shit.").build();
        assertThat(shownText(TextOptions.defaults().apply(list)))
                .isEqualTo(">> I'm gonna play. >> Color me shit.");
    }

    @Test
    void everyOptionTogetherRunsInADeliberateOrder() {
        ElementList list = TestElementLists.builder()
                .speaker("Ann").say("Um, I'm gonna play. [MUSIC] [LAUGH]")
                .speaker("Bob").say("Uh, color me shit.").build();
        TextOptions options = TextOptions.builder().removeSoundReferences(false).removeSoundsList(Set.of("laugh"))
                .replaceSlang(true).replaceEnglishSpelling(SpellingVariant.BRITISH).maskProfanity(true)
                .soundBoundaries(new SoundBoundaries("{", "}")).forceCase(ForceCase.UPPER)
                .emitSpeakerChangeTokensAs("--").build();
        assertThat(shownText(options.apply(list)))
                .isEqualTo("-- I'M GOING TO PLAY. {MUSIC} -- COLOUR ME ****.");
    }

    @Test
    void keepingFillersAndSoundsShowsThem() {
        ElementList list = TestElementLists.of("Um, hello. [APPLAUSE]");
        TextOptions options = TextOptions.builder().removeDisfluencies(false).removeSoundReferences(false).build();
        assertThat(shownText(options.apply(list))).isEqualTo("Um, hello. [APPLAUSE]");
    }

    @Test
    void removeSoundsListDropsOnlyListedSoundsWhenReferencesAreKept() {
        ElementList list = TestElementLists.builder().say("Hi.").sound(SoundTag.LAUGH, 500).sound(SoundTag.MUSIC, 500).build();
        TextOptions options = TextOptions.builder().removeSoundReferences(false).removeSoundsList(Set.of("LAUGH")).build();
        assertThat(shownText(options.apply(list))).isEqualTo("Hi. [MUSIC]");
    }

    @Test
    void removeSoundReferencesWinsOverTheList() {
        ElementList list = TestElementLists.of("Hi. [LAUGH] [MUSIC]");
        TextOptions options = TextOptions.builder().removeSoundsList(Set.of("LAUGH")).build();
        assertThat(shownText(options.apply(list))).isEqualTo("Hi.");
    }

    @Test
    void stripSquareBracketsRemovesTheDefaultSoundBoundaries() {
        ElementList list = TestElementLists.of("Hi. [MUSIC]");
        TextOptions options = TextOptions.builder().removeSoundReferences(false).stripSquareBrackets(true).build();
        assertThat(shownText(options.apply(list))).isEqualTo("Hi. MUSIC");
    }

    @Test
    void theMarkerLandsOnTheFirstWordLeftAfterFillersGo() {
        ElementList list = TestElementLists.builder().speaker("Ann").say("Um, uh, well.").build();
        assertThat(shownText(TextOptions.defaults().apply(list))).isEqualTo(">> Well.");
    }

    @Test
    void transformsKeepTheTimesOfTheWordsTheyKeep() {
        ElementList list = TestElementLists.of("Um, the colour is nice.");
        ElementList out = TextOptions.builder().replaceEnglishSpelling(SpellingVariant.AMERICAN).build().apply(list);
        var before = TestElementLists.tokens(list).stream().filter(t -> !t.value().equals("um") && !t.value().equals(",")).toList();
        var after = TestElementLists.tokens(out);
        assertThat(after).extracting(t -> t.startTime()).containsExactlyElementsOf(before.stream().map(t -> t.startTime()).toList());
        assertThat(after).extracting(t -> t.endTime()).containsExactlyElementsOf(before.stream().map(t -> t.endTime()).toList());
    }
}
