package dev.parlance.captions.translate;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.SoundTag;
import dev.parlance.captions.model.Token;
import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SentenceTranslationTest {
    private static final ElementList DIALOGUE = TestElementLists.builder()
            .speaker("Kennedy").say("Ask not what your country can do for you. Ask what you can do.")
            .sound(SoundTag.APPLAUSE, 2000)
            .speaker("Host").say("Thank you, Mister President!")
            .build();

    @Test
    void cutsEachSegmentIntoSentencesAndKeepsSoundTagsOutOfThem() {
        assertThat(SentenceTranslation.of(DIALOGUE).sentences()).containsExactly(
                "Ask not what your country can do for you.", "Ask what you can do.", "Thank you, Mister President!");
    }

    @Test
    void eachTranslatedSentenceKeepsItsSourceSentencesSpanAndSpeaker() {
        SentenceTranslation cut = SentenceTranslation.of(DIALOGUE);
        ElementList spanish = cut.translated(List.of("No preguntes qué puede hacer tu país por ti.",
                "¿Pregunta qué puedes hacer?", "¡Gracias, señor Presidente!"), "ES_ES");

        assertThat(spanish.language()).isEqualTo("ES_ES");
        assertThat(spanish.speakers()).isEqualTo(DIALOGUE.speakers());
        assertThat(spanish.segments()).extracting(Segment::speakerId, Segment::speakerChange, Segment::startTime, Segment::endTime)
                .isEqualTo(DIALOGUE.segments().stream().map(s -> org.assertj.core.groups.Tuple.tuple(s.speakerId(),
                        s.speakerChange(), s.startTime(), s.endTime())).toList());
        List<Sequence> source = DIALOGUE.segments().getFirst().sequences();
        List<Sequence> target = spanish.segments().getFirst().sequences();
        assertThat(target).hasSize(3); // two sentences and the applause
        assertThat(target.get(0).startTime()).isEqualTo(source.get(0).tokens().getFirst().startTime());
        assertThat(target.get(0).tokens().getLast().endTime()).isEqualTo(wordsOf(source.get(0)).getLast().endTime());
        assertThat(target.get(2).tokens()).singleElement().satisfies(t -> {
            assertThat(t.isSound()).isTrue();
            assertThat(t.value()).isEqualTo("APPLAUSE");
        });
        assertThat(TestElementLists.shownText(spanish)).startsWith("No preguntes qué puede hacer tu país por ti.");
        assertThat(target.get(1).tokens().getFirst()).satisfies(t -> {
            assertThat(t.isPunctuation()).isTrue();
            assertThat(t.displayAs()).isEqualTo("¿");
            assertThat(t.startTime()).isEqualTo(target.get(1).tokens().get(1).startTime());
        });
    }

    @Test
    void wordsShareTheSpanInProportionToTheirLength() {
        ElementList one = TestElementLists.builder().wordMs(500).gapMs(0).say("One two three four.").build();
        ElementList translated = SentenceTranslation.of(one).translated(List.of("Uno dos tres cuatro."), "ES_ES");
        // 2000 ms over 3 + 3 + 4 + 6 = 16 characters
        assertThat(wordsOf(translated.segments().getFirst().sequences().getFirst()))
                .extracting(Token::displayAs, Token::startTime, Token::endTime, Token::value)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Uno", 0L, 375L, "uno"),
                        org.assertj.core.groups.Tuple.tuple("dos", 375L, 750L, "dos"),
                        org.assertj.core.groups.Tuple.tuple("tres", 750L, 1250L, "tres"),
                        org.assertj.core.groups.Tuple.tuple("cuatro", 1250L, 2000L, "cuatro"));
    }

    @Test
    void timeSpreadNeverLeavesTheSpanAndNeverOverlaps() {
        List<TimeSpread.Slot> slots = TimeSpread.over(1000, 1007, List.of(5, 0, 12, 1, 3));
        assertThat(slots.getFirst().startTime()).isEqualTo(1000);
        assertThat(slots.getLast().endTime()).isEqualTo(1007);
        for (int i = 1; i < slots.size(); i++) {
            assertThat(slots.get(i).startTime()).isEqualTo(slots.get(i - 1).endTime());
            assertThat(slots.get(i).endTime()).isGreaterThanOrEqualTo(slots.get(i).startTime());
        }
    }

    @Test
    void aSentenceTranslatedToNothingKeepsItsSourceWords() {
        ElementList list = TestElementLists.of("Hello there.");
        ElementList translated = SentenceTranslation.of(list).translated(List.of(" "), "ES_ES");
        assertThat(TestElementLists.shownText(translated)).isEqualTo("Hello there.");
    }

    @Test
    void unpunctuatedSpeechEndsASentenceAtASequenceBoundaryOnceItIsLong() {
        TestElementLists.Builder builder = TestElementLists.builder();
        for (int i = 0; i < 30; i++) {
            builder.say("and then we went on talking about it").silence(0);
        }
        ElementList list = builder.build();
        List<String> sentences = SentenceTranslation.of(list).sentences();
        assertThat(sentences).allSatisfy(s -> assertThat(s.split(" ").length)
                .isLessThanOrEqualTo(SentenceTranslation.LONG_SENTENCE_WORDS + list.segments().getFirst().sequences()
                        .stream().mapToInt(q -> q.tokens().size()).max().orElse(0)));
        assertThat(String.join(" ", sentences).split(" ")).hasSize(30 * 8);
    }

    @Test
    void refusesAnotherNumberOfTranslationsThanSentences() {
        assertThatThrownBy(() -> SentenceTranslation.of(DIALOGUE).translated(Collections.nCopies(2, "x"), "ES_ES"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static List<Token> wordsOf(Sequence sequence) {
        return sequence.tokens().stream().filter(Token::isWord).toList();
    }
}
