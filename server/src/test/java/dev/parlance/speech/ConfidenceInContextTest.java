package dev.parlance.speech;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

@Tag("no-database")
class ConfidenceInContextTest {
    private static List<RecognizedWord> words(double... confidences) {
        List<RecognizedWord> words = new ArrayList<>();
        for (int i = 0; i < confidences.length; i++) {
            words.add(new RecognizedWord("w" + i, i * 500L, i * 500L + 400, confidences[i]));
        }
        return words;
    }

    @Test
    void aWordBetweenSureOnesKeepsItsOwnConfidence() {
        assertThat(ConfidenceInContext.of(words(1.0, 0.7, 1.0)).get(1)).isEqualTo(0.7);
        assertThat(ConfidenceInContext.of(words(1.0, 1.0, 1.0))).containsExactly(1.0, 1.0, 1.0);
        assertThat(ConfidenceInContext.of(words(0.9))).containsExactly(0.9);
        assertThat(ConfidenceInContext.of(List.of())).isEmpty();
    }

    @Test
    void aWordBesideADoubtfulOneIsLessSure() {
        List<Double> inContext = ConfidenceInContext.of(words(1.0, 1.0, 0.4, 1.0, 1.0));
        // The doubtful word's neighbours take on a share of its doubt; words further away do not.
        assertThat(inContext.get(1)).isCloseTo(1.0 - ConfidenceInContext.NEIGHBOUR_SHARE * 0.3, within(1e-9));
        assertThat(inContext.get(3)).isEqualTo(inContext.get(1));
        assertThat(inContext.get(0)).isEqualTo(1.0);
        assertThat(inContext.get(4)).isEqualTo(1.0);
        assertThat(inContext.get(2)).isEqualTo(0.4);
    }

    @Test
    void aRunOfDoubtfulWordsRanksBelowALoneWordOfTheSameConfidence() {
        List<Double> run = ConfidenceInContext.of(words(1.0, 0.6, 0.6, 1.0));
        List<Double> lone = ConfidenceInContext.of(words(1.0, 0.6, 1.0, 1.0));
        assertThat(run.get(1)).isLessThan(lone.get(1));
        assertThat(run.get(2)).isLessThan(lone.get(1));
    }

    @Test
    void staysBetweenZeroAndOne() {
        assertThat(ConfidenceInContext.of(words(0.0, 0.01, 0.0))).allSatisfy(c -> assertThat(c).isBetween(0.0, 1.0))
                .first().isEqualTo(0.0);
    }
}
