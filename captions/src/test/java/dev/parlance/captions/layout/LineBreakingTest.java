package dev.parlance.captions.layout;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.stream.IntStream;

import static dev.parlance.captions.layout.Layouts.lay;
import static dev.parlance.captions.layout.Layouts.options;
import static dev.parlance.captions.layout.Layouts.texts;
import static org.assertj.core.api.Assertions.assertThat;

class LineBreakingTest {
    @Test
    void aCaptionThatFitsOnOneLineStaysOnOne() {
        assertThat(texts(lay(TestElementLists.of("It is a pleasure to be here with you."), options())))
                .containsExactly("It is a pleasure to be here with you.");
    }

    @Test
    void twoLinesOfSimilarLengthAreBetterThanALongAndAShortOne() {
        Cue cue = lay(TestElementLists.of("Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu."), options()).getFirst();
        assertThat(cue.lines()).hasSize(2);
        assertThat(Math.abs(cue.lines().get(0).length() - cue.lines().get(1).length())).isLessThanOrEqualTo(6);
    }

    @Test
    void linesBreakAfterPunctuation() {
        Cue cue = lay(TestElementLists.of("Our new neighbours arrived here yesterday, and they brought us a cake."), options()).getFirst();
        assertThat(cue.lines()).containsExactly("Our new neighbours arrived here yesterday,", "and they brought us a cake.");
    }

    @Test
    void linesBreakBeforeAConjunctionOrPreposition() {
        Cue walk = lay(TestElementLists.of("They walked slowly down the empty street towards the station in the rain."), options()).getFirst();
        assertThat(walk.lines()).containsExactly("They walked slowly down the empty street", "towards the station in the rain.");
        Cue breakFromScreen = lay(TestElementLists.of("I really think you should take a break from the screen now."), options()).getFirst();
        assertThat(breakFromScreen.lines()).containsExactly("I really think you should take a break", "from the screen now.");
    }

    @ParameterizedTest
    @ValueSource(ints = {16, 20, 24, 28, 32, 36, 42})
    void noLineOrCaptionEndsWithAnArticleAtAnyWidth(int width) {
        List<String> lines = lay(RealisticElementLists.interview(), options().charactersPerCaptionLine(width)).stream()
                .flatMap(c -> c.lines().stream()).toList();
        assertThat(lines).noneMatch(l -> l.matches("(?i).*\\b(the|a|an|my|our|their)$"));
    }

    @ParameterizedTest
    @ValueSource(ints = {16, 20, 24, 28, 32, 36, 42})
    void firstAndLastNamesStayTogetherAtAnyWidth(int width) {
        ElementList list = TestElementLists.of("Yesterday I finally met Maria Lopez and David Chen at the old library "
                + "in Ann Arbor, where Maria Lopez has worked for years.");
        List<String> lines = lay(list, options().charactersPerCaptionLine(width)).stream().flatMap(c -> c.lines().stream()).toList();
        assertThat(lines).noneMatch(l -> l.endsWith("Maria") || l.endsWith("David") || l.endsWith("Ann"));
    }

    @Test
    void wordsOfANameJoinedBySmallWordsStayTogether() {
        ElementList list = TestElementLists.of("I was a student at the University of Michigan and I needed a job.");
        List<String> lines = lay(list, options().charactersPerCaptionLine(32)).stream().flatMap(c -> c.lines().stream()).toList();
        assertThat(lines).noneMatch(l -> l.endsWith("University") || l.endsWith("of"));
    }

    @Test
    void aWordLongerThanTheLineSitsAloneOnItsLine() {
        List<Cue> cues = lay(TestElementLists.of("It was supercalifragilisticexpialidocious indeed."),
                options().charactersPerCaptionLine(20));
        List<String> lines = cues.stream().flatMap(c -> c.lines().stream()).toList();
        assertThat(lines).contains("supercalifragilisticexpialidocious");
        assertThat(lines).filteredOn(l -> !l.contains("supercalifragilistic")).allMatch(l -> l.length() <= 20);
    }

    @ParameterizedTest
    @ValueSource(ints = {12, 16, 20, 24, 28, 32, 36, 42})
    void withDisallowDanglingNoSentenceEndsWithAWordAloneOnItsLine(int width) {
        List<String> lines = lay(RealisticElementLists.interview(), options().charactersPerCaptionLine(width).linesPerCaption(3)
                .disallowDangling(true).displaySpeakerId(SpeakerDisplay.NO)).stream().flatMap(c -> c.lines().stream()).toList();
        assertThat(lines).noneMatch(l -> l.matches("[\\w']+[.?!]") && !l.equals("Yes.")); // "Yes." is a whole sentence
    }

    @Test
    void everyLineStaysWithinTheLimitOverARealisticText() {
        for (int width : IntStream.rangeClosed(18, 42).toArray()) {
            assertThat(lay(RealisticElementLists.interview(), options().charactersPerCaptionLine(width).displaySpeakerId(SpeakerDisplay.NO)))
                    .as("width %d", width).flatExtracting(Cue::lines).allMatch(l -> l.length() <= width);
        }
    }
}
