package dev.parlance.captions;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.model.TokenType;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TestElementListsTest {
    private static List<Token> tokens(ElementList list) {
        return list.segments().stream().flatMap(s -> s.sequences().stream()).flatMap(q -> q.tokens().stream()).toList();
    }

    @Test
    void splitsWordsPunctuationAndSoundsWithOneSequencePerSentence() {
        ElementList list = TestElementLists.of("Hello there. [MUSIC] How's it going?");
        assertThat(tokens(list)).extracting(Token::displayAs)
                .containsExactly("Hello", "there", ".", "MUSIC", "How's", "it", "going", "?");
        assertThat(tokens(list)).extracting(Token::type).containsExactly(TokenType.WORD, TokenType.WORD,
                TokenType.PUNCTUATION, TokenType.SOUND, TokenType.WORD, TokenType.WORD, TokenType.WORD, TokenType.PUNCTUATION);
        assertThat(tokens(list).getFirst().value()).isEqualTo("hello");
        assertThat(list.segments()).hasSize(1);
        assertThat(list.segments().getFirst().sequences()).hasSize(2);
    }

    @Test
    void timesAreMonotonicAndFixedWordLengthIsExact() {
        ElementList list = TestElementLists.builder().wordMs(500).gapMs(0).say("one two three").build();
        assertThat(tokens(list)).extracting(Token::startTime).containsExactly(0L, 500L, 1000L);
        assertThat(list.endTime()).isEqualTo(1500);
    }

    @Test
    void speakersStartTurnsAndReuseNames() {
        ElementList list = TestElementLists.builder()
                .speaker("Alice").say("Hi.").speaker(null).say("Hello.").speaker("Alice").say("Bye.").build();
        assertThat(list.speakers()).hasSize(2);
        assertThat(list.speakers().get(1).name()).isNull();
        assertThat(list.segments()).extracting(s -> s.speakerId()).containsExactly(0, 1, 0);
        assertThat(list.segments()).allMatch(s -> s.speakerChange());
    }
}
