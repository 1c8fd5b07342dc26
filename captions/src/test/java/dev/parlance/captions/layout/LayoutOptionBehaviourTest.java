package dev.parlance.captions.layout;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.SoundTag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dev.parlance.captions.layout.Layouts.lay;
import static dev.parlance.captions.layout.Layouts.options;
import static dev.parlance.captions.layout.Layouts.texts;
import static org.assertj.core.api.Assertions.assertThat;

/** One test (or a pair) per get_caption layout option, each failing when the option is ignored. */
class LayoutOptionBehaviourTest {
    private static final String LONG_SENTENCE = "When we extended our opening hours in the evening the number of visitors "
            + "went up by forty percent in the first month alone and it kept growing through the whole winter "
            + "until the council finally agreed to pay for two more librarians.";

    @Test
    void captionWordsMinJoinsAShortSentenceWithTheNext() {
        ElementList list = TestElementLists.of("Yes. I think we should go now.");
        assertThat(texts(lay(list, options()))).containsExactly("Yes.", "I think we should go now.");
        assertThat(texts(lay(list, options().captionWordsMin(3)))).containsExactly("Yes. I think we should go now.");
    }

    @Test
    void captionWordsMinKeepsATailOfALongSentenceFromStandingAlone() {
        ElementList list = TestElementLists.of(LONG_SENTENCE);
        assertThat(lay(list, options().captionWordsMin(6)))
                .allSatisfy(c -> assertThat(String.join(" ", c.lines()).split(" ")).hasSizeGreaterThanOrEqualTo(6));
    }

    @Test
    void captionBySentenceStartsEverySentenceInANewCaption() {
        ElementList list = TestElementLists.of("Hi there. How are you?");
        assertThat(texts(lay(list, options()))).containsExactly("Hi there.", "How are you?");
        assertThat(texts(lay(list, options().captionBySentence(false)))).containsExactly("Hi there. How are you?");
    }

    @Test
    void spokenCuesAreTheCuesWithTheSpanTheirWordsWereSaidIn() {
        // "Yes." lasts a second (minimum length) and the next caption keeps a gap after it, so
        // neither cue's times are its words' times.
        ElementList list = TestElementLists.builder().wordMs(200).gapMs(50).say("Yes.").pause(300)
                .say("I think we should go now.").build();
        CaptionLayout layout = new CaptionLayout(options().minimumGapBetweenCaptionsMs(500).minimumCaptionLengthMs(1000).build(),
                FormatLimits.NONE);
        List<SpokenCue> spoken = layout.spokenCues(list);

        assertThat(spoken).extracting(SpokenCue::cue).isEqualTo(layout.cues(list));
        List<dev.parlance.captions.model.Token> words = TestElementLists.tokens(list).stream().filter(t -> t.isWord()).toList();
        assertThat(spoken.get(0).spokenStart()).isEqualTo(words.get(0).startTime());
        assertThat(spoken.get(0).spokenEnd()).isEqualTo(words.get(0).endTime()).isLessThan(spoken.get(0).cue().end());
        assertThat(spoken.get(1).spokenStart()).isEqualTo(words.get(1).startTime()).isLessThan(spoken.get(1).cue().start());
        assertThat(spoken.get(1).spokenEnd()).isEqualTo(words.getLast().endTime());
    }

    @Test
    void charactersPerCaptionLineLimitsEveryLine() {
        ElementList list = TestElementLists.of(LONG_SENTENCE);
        assertThat(lay(list, options().charactersPerCaptionLine(20)))
                .flatExtracting(Cue::lines).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(20));
        assertThat(lay(list, options())).flatExtracting(Cue::lines).anySatisfy(line -> assertThat(line.length()).isGreaterThan(20));
    }

    @Test
    void disallowDanglingKeepsTheLastWordWithItsSentenceBeyondTheLimit() {
        ElementList list = TestElementLists.of("Hello there.");
        LayoutOptions.Builder narrow = options().charactersPerCaptionLine(10).linesPerCaption(1);
        assertThat(texts(lay(list, narrow))).containsExactly("Hello", "there.");
        assertThat(texts(lay(list, narrow.disallowDangling(true)))).containsExactly("Hello there.");
    }

    @Test
    void displayEffectsSpeakerAsNamesSoundsInTheirOwnCaption() {
        ElementList list = TestElementLists.builder().speaker("Ann").say("Hello.").sound(SoundTag.MUSIC, 3000).build();
        assertThat(texts(lay(list, options()))).containsExactly("Ann: Hello.", "Effects: MUSIC");
        assertThat(texts(lay(list, options().displayEffectsSpeakerAs("Sound")))).containsExactly("Ann: Hello.", "Sound: MUSIC");
        assertThat(texts(lay(list, options().displaySpeakerId(SpeakerDisplay.NO)))).containsExactly("Hello.", "MUSIC");
    }

    @Test
    void theSpeakerIsNamedAgainAfterAnEffectsCaption() {
        ElementList list = TestElementLists.builder().speaker("Ann").say("Hello.").sound(SoundTag.MUSIC, 3000)
                .say("Welcome back.").build();
        assertThat(texts(lay(list, options()))).containsExactly("Ann: Hello.", "Effects: MUSIC", "Ann: Welcome back.");
    }

    @Test
    void displaySpeakerIdShowsNamesNumbersOrNothing() {
        ElementList list = TestElementLists.builder().speaker("Ann").say("Hello.").speaker(null).say("Hi.")
                .speaker("Ann").say("Bye.").build();
        assertThat(texts(lay(list, options()))).containsExactly("Ann: Hello.", "Speaker 2: Hi.", "Ann: Bye.");
        assertThat(texts(lay(list, options().displaySpeakerId(SpeakerDisplay.NUMBER))))
                .containsExactly("Speaker 1: Hello.", "Speaker 2: Hi.", "Speaker 1: Bye.");
        assertThat(texts(lay(list, options().displaySpeakerId(SpeakerDisplay.NO)))).containsExactly("Hello.", "Hi.", "Bye.");
    }

    @Test
    void oneUnnamedVoiceGetsNoSpeakerLabel() {
        ElementList alone = TestElementLists.builder().speaker(null).say("Hello.").say("Still me.").build();
        assertThat(texts(lay(alone, options()))).noneMatch(t -> t.contains("Speaker"));
        ElementList two = TestElementLists.builder().speaker(null).say("Hello.").speaker(null).say("Hi.").build();
        assertThat(texts(lay(two, options()))).containsExactly("Speaker 1: Hello.", "Speaker 2: Hi.");
    }

    @Test
    void theSpeakerLabelFollowsTheChangeMarker() {
        ElementList list = dev.parlance.captions.transform.TextOptions.defaults()
                .apply(TestElementLists.builder().speaker("Ann").say("Hello.").speaker("Bob").say("Hi.").build());
        assertThat(texts(lay(list, options()))).containsExactly(">> Ann: Hello.", ">> Bob: Hi.");
    }

    @Test
    void layoutTargetCaptionLengthMsSetsHowLongCaptionsGet() {
        ElementList list = TestElementLists.of(LONG_SENTENCE);
        double shortTarget = meanDuration(lay(list, options().layoutTargetCaptionLengthMs(1500)));
        double longTarget = meanDuration(lay(list, options().layoutTargetCaptionLengthMs(6000)));
        assertThat(shortTarget).isLessThan(longTarget * 0.6);
    }

    @Test
    void lineBreakOnSentenceStartsANewLineForEachSentenceOfACaption() {
        ElementList list = TestElementLists.of("Hi. How are you?");
        LayoutOptions.Builder mixed = options().captionBySentence(false);
        assertThat(texts(lay(list, mixed))).containsExactly("Hi. How are you?");
        assertThat(texts(lay(list, mixed.lineBreakOnSentence(true)))).containsExactly("Hi. / How are you?");
    }

    @Test
    void linesPerCaptionLimitsLines() {
        ElementList list = TestElementLists.of(LONG_SENTENCE);
        assertThat(lay(list, options().linesPerCaption(1))).allSatisfy(c -> assertThat(c.lines()).hasSize(1));
        assertThat(lay(list, options())).anySatisfy(c -> assertThat(c.lines()).hasSize(2));
        assertThat(lay(list, options().linesPerCaption(3).layoutTargetCaptionLengthMs(9000)))
                .anySatisfy(c -> assertThat(c.lines()).hasSize(3));
    }

    @Test
    void maximumCaptionDurationCapsEveryCaption() {
        ElementList list = TestElementLists.of(LONG_SENTENCE);
        assertThat(lay(list, options().maximumCaptionDuration(2000))).allSatisfy(c -> assertThat(c.end() - c.start()).isLessThanOrEqualTo(2000));
        assertThat(lay(list, options())).anySatisfy(c -> assertThat(c.end() - c.start()).isGreaterThan(2000));
    }

    @Test
    void mergeGapIntervalClosesShortGaps() {
        ElementList list = TestElementLists.builder().sentencePauseMs(0).say("We opened the doors at nine.")
                .pause(700).say("Nobody came until ten.").build();
        LayoutOptions.Builder plain = options().minimumDisplayMs(0).maxCharactersPerSecond(1000);
        List<Cue> merged = lay(list, plain);
        assertThat(merged.get(0).end()).isEqualTo(merged.get(1).start());
        List<Cue> apart = lay(list, plain.mergeGapInterval(500));
        assertThat(apart.get(1).start() - apart.get(0).end()).isEqualTo(700 + 40); // the pause and the word gap
    }

    @Test
    void minimumCaptionLengthMsTakesTimeFromTheNextCaption() {
        ElementList list = TestElementLists.builder().speaker("Ann").say("Yes.").speaker("Bob").say("Then let us begin.").build();
        LayoutOptions.Builder plain = options().displaySpeakerId(SpeakerDisplay.NO).minimumDisplayMs(0).mergeGapInterval(0);
        assertThat(lay(list, plain).getFirst().end() - lay(list, plain).getFirst().start()).isLessThan(500);
        List<Cue> cues = lay(list, plain.minimumCaptionLengthMs(1500));
        assertThat(cues.get(0).end() - cues.get(0).start()).isEqualTo(1500);
        assertThat(cues.get(1).start()).isEqualTo(cues.get(0).end());
    }

    @Test
    void minimumGapBetweenCaptionsMsSeparatesEveryPair() {
        ElementList list = TestElementLists.of(LONG_SENTENCE + " " + LONG_SENTENCE);
        assertThat(gaps(lay(list, options()))).contains(0L);
        assertThat(gaps(lay(list, options().minimumGapBetweenCaptionsMs(120)))).allSatisfy(g -> assertThat(g).isGreaterThanOrEqualTo(120));
    }

    @Test
    void minimumGapBetweenCaptionsMsShortensTheEarlierCaptionRatherThanDelayingTheNext() {
        ElementList list = TestElementLists.of(LONG_SENTENCE + " " + LONG_SENTENCE);
        List<Long> starts = lay(list, options()).stream().map(Cue::start).toList();
        assertThat(lay(list, options().minimumGapBetweenCaptionsMs(120))).extracting(Cue::start).isEqualTo(starts);
    }

    @Test
    void silenceMaxMsSplitsASentenceAtALongSilence() {
        ElementList list = TestElementLists.builder().say("We waited").silence(1500).say("and waited.").build();
        assertThat(texts(lay(list, options()))).containsExactly("We waited and waited.");
        assertThat(texts(lay(list, options().silenceMaxMs(1000)))).containsExactly("We waited", "and waited.");
    }

    @Test
    void singleSpeakerPerCaptionSeparatesSpeakersEvenWhenTheyMayShareACaption() {
        ElementList list = TestElementLists.builder().speaker("Ann").say("Ready?").speaker("Bob").say("Yes.").build();
        LayoutOptions.Builder shared = options().speakerOnNewLine(false).captionBySentence(false);
        assertThat(texts(lay(list, shared))).containsExactly("Ann: Ready? Bob: Yes.");
        assertThat(texts(lay(list, shared.singleSpeakerPerCaption(true)))).containsExactly("Ann: Ready?", "Bob: Yes.");
    }

    @Test
    void speakerOnNewLineStartsACaptionAtEverySpeakerChange() {
        ElementList list = TestElementLists.builder().speaker("Ann").say("Ready?").speaker("Bob").say("Yes.").build();
        LayoutOptions.Builder mixed = options().captionBySentence(false);
        assertThat(texts(lay(list, mixed))).containsExactly("Ann: Ready?", "Bob: Yes.");
        assertThat(texts(lay(list, mixed.speakerOnNewLine(false)))).containsExactly("Ann: Ready? Bob: Yes.");
    }

    @Test
    void soundThresholdGivesLongSoundsTheirOwnCaption() {
        ElementList list = TestElementLists.builder().say("And then").sound(SoundTag.LAUGH, 1500).say("it fell.").build();
        assertThat(texts(lay(list, options()))).containsExactly("And then LAUGH it fell.");
        assertThat(texts(lay(list, options().soundThreshold(1000)))).containsExactly("And then", "LAUGH", "it fell.");
        assertThat(texts(lay(list, options().soundThreshold(2000)))).containsExactly("And then LAUGH it fell.");
    }

    @Test
    void soundTokensByCaptionGivesEverySoundItsOwnCaption() {
        ElementList list = TestElementLists.of("And then [LAUGH] it fell.");
        assertThat(texts(lay(list, options().soundTokensByCaption(true).displaySpeakerId(SpeakerDisplay.NO))))
                .containsExactly("And then", "LAUGH", "it fell.");
    }

    @Test
    void soundTokensByCaptionListDefaultsToBlankAudioAndMusic() {
        ElementList list = TestElementLists.of("And then [MUSIC] it fell.");
        assertThat(texts(lay(list, options()))).containsExactly("And then", "MUSIC", "it fell.");
        assertThat(texts(lay(list, options().soundTokensByCaptionList(Set.of()).soundTokensByLineList(Set.of()))))
                .containsExactly("And then MUSIC it fell.");
    }

    @Test
    void soundTokensByLinePutsEverySoundOnItsOwnLine() {
        ElementList list = TestElementLists.of("And then [LAUGH] it fell.");
        assertThat(texts(lay(list, options()))).containsExactly("And then LAUGH it fell.");
        assertThat(texts(lay(list, options().linesPerCaption(3).soundTokensByLine(true))))
                .containsExactly("And then / LAUGH / it fell.");
    }

    @Test
    void soundTokensByLineListPutsListedSoundsOnTheirOwnLine() {
        ElementList list = TestElementLists.of("And then [LAUGH] it fell.");
        assertThat(texts(lay(list, options().linesPerCaption(3).soundTokensByLineList(Set.of("LAUGH")))))
                .containsExactly("And then / LAUGH / it fell.");
    }

    @Test
    void readingSpeedCeilingHoldsACaptionIntoTheFollowingSilence() {
        ElementList list = TestElementLists.builder().wordMs(200).gapMs(0)
                .say("Extraordinary circumstances.").pause(5000).say("Later.").build();
        LayoutOptions.Builder noFloor = options().minimumDisplayMs(0).mergeGapInterval(0);
        Cue fast = lay(list, noFloor).getFirst();
        assertThat(fast.end() - fast.start()).isEqualTo(1400);
        Cue slower = lay(list, noFloor.maxCharactersPerSecond(10)).getFirst();
        assertThat(slower.end() - slower.start()).isEqualTo(2800);
    }

    @Test
    void aShortCaptionIsHeldForTheMinimumDisplayTimeWhenSilenceFollows() {
        ElementList list = TestElementLists.builder().say("Yes.").pause(5000).say("Later.").build();
        LayoutOptions.Builder noMerge = options().mergeGapInterval(0);
        Cue yes = lay(list, noMerge).getFirst();
        assertThat(yes.end() - yes.start()).isEqualTo(1000);
        Cue bare = lay(list, noMerge.minimumDisplayMs(0)).getFirst();
        assertThat(bare.end() - bare.start()).isLessThan(300);
    }

    @Test
    void formatLimitsNarrowTheOptions() {
        ElementList list = TestElementLists.of(LONG_SENTENCE);
        List<Cue> cues = new CaptionLayout(options().linesPerCaption(4).build(), new FormatLimits(32, 2)).cues(list);
        assertThat(cues).allSatisfy(c -> assertThat(c.lines()).hasSizeLessThanOrEqualTo(2));
        assertThat(cues).flatExtracting(Cue::lines).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(32));
        assertThat(cues).flatExtracting(Cue::lines).anySatisfy(l -> assertThat(l.length()).isGreaterThan(25));
    }

    private static double meanDuration(List<Cue> cues) {
        return cues.stream().mapToLong(c -> c.end() - c.start()).average().orElseThrow();
    }

    private static List<Long> gaps(List<Cue> cues) {
        return java.util.stream.IntStream.range(1, cues.size()).mapToObj(i -> cues.get(i).start() - cues.get(i - 1).end()).toList();
    }
}
