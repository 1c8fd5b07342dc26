package dev.parlance.speech;

import dev.parlance.captions.align.TimeSpan;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Pairing typed words with the words heard for them, in order. */
@Tag("no-database")
class StretchListenerTest {
    private static RecognizedWord heard(String text, long start) {
        return new RecognizedWord(text, start, start + 100, 0.9);
    }

    @Test
    void eachTypedWordTakesTheTimeOfTheHeardWordItPairsWithInOrder() {
        List<TimeSpan> spans = StretchListener.pair(List.of("Ask", "not,", "what", "Nation's", "42", "can"),
                List.of(heard("ask", 0), heard("what", 300), heard("nation's", 500), heard("can", 900), heard("not", 1200)));
        assertThat(spans).containsExactly(new TimeSpan(0, 100), null, new TimeSpan(300, 400), new TimeSpan(500, 600), null,
                new TimeSpan(900, 1000));
    }

    @Test
    void nothingHeardPairsNothing() {
        assertThat(StretchListener.pair(List.of("a", "b"), List.of())).containsExactly(null, null);
        assertThat(StretchListener.pair(List.of(), List.of(heard("a", 0)))).isEmpty();
    }
}
