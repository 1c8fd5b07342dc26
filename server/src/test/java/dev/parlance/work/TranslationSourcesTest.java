package dev.parlance.work;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TranslationSourcesTest {
    private static TimedTurns.Turn turn(String text, long start, long end) {
        return new TimedTurns.Turn(null, text, List.of(new TimedTurns.Word(text, start, end, null, false)), false);
    }

    private static List<Integer> targets(List<TimedTurns.Turn> source, List<TimedTurns.Turn> target) {
        return TranslationSources.pair(source, target).stream().map(SourceText.Turn::target).toList();
    }

    @Test
    void pairsEachSourceTurnWithTheTranslatedTurnOnItsSpan() {
        var source = List.of(turn("Good morning.", 0, 1_000), turn("Thanks for coming.", 1_200, 2_500),
                turn("Let's start.", 3_000, 4_000));
        var target = List.of(turn("Buenos días.", 0, 1_000), turn("Gracias por venir.", 1_200, 2_500),
                turn("Empecemos.", 3_000, 4_000));
        assertThat(targets(source, target)).containsExactly(0, 1, 2);
    }

    @Test
    void afterTurnsWereJoinedOrSplitTheOverlapStillFindsThem() {
        var source = List.of(turn("One.", 0, 1_000), turn("Two.", 1_000, 2_000), turn("Three.", 2_000, 3_000));
        // The translator joined the first two turns and split the third in two.
        var target = List.of(turn("Uno. Dos.", 0, 2_000), turn("Tr-", 2_000, 2_400), turn("es.", 2_400, 3_000));
        assertThat(targets(source, target)).containsExactly(0, 0, 2);
    }

    @Test
    void aSourceTurnBetweenTranslatedTurnsGoesToTheNearest() {
        var source = List.of(turn("A.", 0, 1_000), turn("B.", 5_000, 5_500), turn("C.", 9_000, 10_000));
        var target = List.of(turn("a.", 0, 1_000), turn("c.", 6_000, 10_000));
        assertThat(targets(source, target)).containsExactly(0, 1, 1);
        assertThat(TranslationSources.pair(source, List.of())).extracting(SourceText.Turn::target).containsOnly(-1);
    }
}
