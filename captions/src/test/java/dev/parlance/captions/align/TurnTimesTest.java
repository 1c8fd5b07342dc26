package dev.parlance.captions.align;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Token;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Turns a person retimed in the editor's timeline keep their span; everything stays in order. */
class TurnTimesTest {
    private static final TranscriptAligner ALIGNER = new TranscriptAligner();
    private static final String FIRST = "The council met on Tuesday.";
    private static final String SECOND = "Maria said the doors would stay open.";
    private static final String THIRD = "Nobody asked about the shelter.";

    /** Words of 300 ms, 100 ms apart, sentences 500 ms apart; three turns of one sentence each. */
    private static ElementList previous() {
        return TestElementLists.builder().wordMs(300).gapMs(100).sentencePauseMs(500).say(FIRST + " " + SECOND + " " + THIRD).build();
    }

    private static List<Token> words(ElementList list) {
        return TestElementLists.tokens(list).stream().filter(t -> !t.isPunctuation()).toList();
    }

    private static List<Token> wordsOf(Segment segment) {
        return segment.sequences().stream().flatMap(s -> s.tokens().stream()).filter(t -> !t.isPunctuation()).toList();
    }

    private static void assertInOrderInside(ElementList list, long media) {
        long floor = 0;
        for (Token word : words(list)) {
            assertThat(word.startTime()).as(word.displayAs()).isGreaterThanOrEqualTo(floor).isLessThanOrEqualTo(word.endTime());
            assertThat(word.endTime()).isLessThanOrEqualTo(media);
            floor = word.endTime();
        }
    }

    @Test
    void aRetimedTurnsWordsFitItsNewSpanInProportion() {
        ElementList before = previous();
        long media = before.endTime() + 5_000;
        List<Token> old = words(before);
        Token firstOfSecond = old.get(5);
        Token lastOfSecond = old.get(11);
        long start = firstOfSecond.startTime() - 200;
        long end = lastOfSecond.endTime() + 600;
        var edited = new EditedTranscript(List.of(new EditedTranscript.Turn(null, FIRST),
                new EditedTranscript.Turn(null, SECOND, start, end), new EditedTranscript.Turn(null, THIRD)));

        ElementList after = ALIGNER.align(before, edited, media).elementList();

        List<Token> second = wordsOf(after.segments().get(1));
        assertThat(second.getFirst().startTime()).isEqualTo(start);
        assertThat(second.getLast().endTime()).isEqualTo(end);
        assertThat(after.segments().get(1).startTime()).isEqualTo(start);
        // Longer span: each word is longer, in proportion (the 300 ms words grow by the same ratio).
        double ratio = (double) (end - start) / (lastOfSecond.endTime() - firstOfSecond.startTime());
        assertThat(second.get(2).endTime() - second.get(2).startTime()).isCloseTo(Math.round(300 * ratio), org.assertj.core.data.Offset.offset(2L));
        // The turns left alone keep their machine times.
        assertThat(wordsOf(after.segments().getFirst())).extracting(Token::startTime)
                .containsExactlyElementsOf(old.subList(0, 5).stream().map(Token::startTime).toList());
        assertThat(wordsOf(after.segments().get(2)).getLast().endTime()).isEqualTo(old.getLast().endTime());
        assertInOrderInside(after, media);
    }

    @Test
    void aTurnMovedOverItsNeighbourPushesTheNeighboursWordsAsideAndStaysInsideTheMedia() {
        ElementList before = previous();
        long media = before.endTime() + 1_000;
        List<Token> old = words(before);
        // The second turn starts in the middle of the first's words, and the third runs past the media's end.
        long start = old.get(2).startTime();
        var edited = new EditedTranscript(List.of(new EditedTranscript.Turn(null, FIRST),
                new EditedTranscript.Turn(null, SECOND, start, null), new EditedTranscript.Turn(null, THIRD, null, media + 9_000)));

        ElementList after = ALIGNER.align(before, edited, media).elementList();

        assertThat(wordsOf(after.segments().get(1)).getFirst().startTime()).isEqualTo(start);
        assertThat(wordsOf(after.segments().getFirst()).getLast().endTime()).isLessThanOrEqualTo(start);
        assertThat(wordsOf(after.segments().get(2)).getLast().endTime()).isEqualTo(media);
        assertInOrderInside(after, media);
    }

    @Test
    void editedWordsOfARetimedTurnAreTimedInsideIt() {
        ElementList before = previous();
        long media = before.endTime() + 5_000;
        long start = words(before).get(5).startTime() + 1_000;
        long end = start + 2_000;
        var edited = new EditedTranscript(List.of(new EditedTranscript.Turn(null, FIRST),
                new EditedTranscript.Turn(null, "Maria said that the big doors would stay open all winter.", start, end),
                new EditedTranscript.Turn(null, THIRD)));

        ElementList after = ALIGNER.align(before, edited, media).elementList();

        List<Token> second = wordsOf(after.segments().get(1));
        assertThat(second).hasSize(11);
        assertThat(second).allSatisfy(w -> assertThat(w.startTime()).isBetween(start, end));
        assertThat(second.getLast().endTime()).isEqualTo(end);
        assertInOrderInside(after, media);
    }

    @Test
    void aPinnedWordLandsWhereItWasPutAndTheWordsAroundItFitBetweenItAndTheTurnsEdges() {
        ElementList before = previous();
        long media = before.endTime() + 5_000;
        List<Token> old = words(before);
        // "Maria said the doors would stay open.": a caption starting at "doors" is moved 700 ms later,
        // one ending at "stay" 400 ms earlier than that would give; the turn's own span is left alone.
        long doorsStart = old.get(8).startTime() + 700;
        long stayEnd = old.get(10).endTime() + 300;
        int doorsAt = SECOND.indexOf("doors") + 2; // any character of the word names it
        int stayAt = SECOND.indexOf("stay");
        var pins = List.of(new EditedTranscript.Pin(doorsAt, doorsStart, null), new EditedTranscript.Pin(stayAt, null, stayEnd));
        var edited = new EditedTranscript(List.of(new EditedTranscript.Turn(null, FIRST),
                new EditedTranscript.Turn(null, SECOND, null, null, pins), new EditedTranscript.Turn(null, THIRD)));

        ElementList after = ALIGNER.align(before, edited, media).elementList();

        List<Token> second = wordsOf(after.segments().get(1));
        assertThat(second.get(3).displayAs()).isEqualTo("doors");
        assertThat(second.get(3).startTime()).isEqualTo(doorsStart);
        assertThat(second.get(5).endTime()).isEqualTo(stayEnd);
        // The turn keeps its edges; the words before "doors" stretch to meet it, those after "stay" shrink.
        assertThat(second.getFirst().startTime()).isEqualTo(old.get(5).startTime());
        assertThat(second.getLast().endTime()).isEqualTo(old.get(11).endTime());
        assertThat(second.get(2).endTime()).isGreaterThan(old.get(7).endTime()).isLessThanOrEqualTo(doorsStart);
        assertThat(second.get(6).startTime()).isGreaterThanOrEqualTo(stayEnd);
        assertThat(wordsOf(after.segments().getFirst())).extracting(Token::startTime)
                .containsExactlyElementsOf(old.subList(0, 5).stream().map(Token::startTime).toList());
        assertInOrderInside(after, media);
    }

    @Test
    void aPinOnATurnsFirstWordIsTheTurnsStartAndAPinOutOfOrderIsHeldInOrder() {
        ElementList before = previous();
        long media = before.endTime() + 5_000;
        List<Token> old = words(before);
        long start = old.get(5).startTime() - 300;
        // "would" asked to start before the turn does: it is held at the turn's start, and nothing overlaps.
        var pins = List.of(new EditedTranscript.Pin(0, start, null), new EditedTranscript.Pin(SECOND.indexOf("would"), 10L, null));
        var edited = new EditedTranscript(List.of(new EditedTranscript.Turn(null, FIRST),
                new EditedTranscript.Turn(null, SECOND, null, null, pins), new EditedTranscript.Turn(null, THIRD)));

        ElementList after = ALIGNER.align(before, edited, media).elementList();

        List<Token> second = wordsOf(after.segments().get(1));
        assertThat(second.getFirst().startTime()).isEqualTo(start);
        assertThat(second.get(4).startTime()).isEqualTo(start);
        assertInOrderInside(after, media);
    }

    @Test
    void aPinNamesAWordsStartOrEndInsideTheMedia() {
        assertThatThrownBy(() -> new EditedTranscript.Pin(0, null, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new EditedTranscript.Pin(-1, 5L, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new EditedTranscript.Pin(3, 900L, 800L)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aTurnCannotEndBeforeItStarts() {
        assertThatThrownBy(() -> new EditedTranscript.Turn(null, "x", 2_000L, 1_000L)).isInstanceOf(IllegalArgumentException.class);
    }
}
