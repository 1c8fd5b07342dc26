package dev.parlance.speech;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("no-database")
class SectionStitcherTest {
    private static final MediaSection FIRST = new MediaSection(0, 0, 60_000, false);
    private static final MediaSection SECOND = new MediaSection(1, 60_000, 120_000, true);

    private static RecognizedWord w(String text, long start, long end) {
        return new RecognizedWord(text, start, end, 1.0);
    }

    private static List<String> texts(List<RecognizedWord> words) {
        return words.stream().map(RecognizedWord::text).toList();
    }

    @Test
    void aWordHeardByBothSidesAcrossTheSeamIsKeptOnceFromOneSide() {
        // Both sides heard the words near the seam; each also heard garble at its ragged edge (55 s, 64.5 s).
        var first = new RecognizedSection(FIRST, List.of(w("words", 58_000, 58_500), w("across", 59_800, 60_400),
                w("tail", 61_500, 62_000), w("garble", 64_500, 65_000)));
        var second = new RecognizedSection(SECOND, List.of(w("gar", 55_000, 55_300), w("words", 58_050, 58_500),
                w("across", 59_820, 60_380), w("tail", 61_520, 62_000), w("next", 70_000, 70_500)));

        assertThat(texts(SectionStitcher.stitch(List.of(first, second))))
                .containsExactly("words", "across", "tail", "next");
    }

    @Test
    void theCutFallsInTheLongestPauseNearTheSeam() {
        var first = new RecognizedSection(FIRST, List.of(w("a", 57_600, 58_000), w("b", 58_100, 59_900),
                w("c", 60_000, 61_000), w("d", 61_200, 62_500)));
        var second = new RecognizedSection(SECOND, List.of(w("b", 58_100, 59_900), w("c", 60_000, 61_000),
                w("d", 61_200, 62_500)));
        // Pauses in the window 57.5-62.5 s: 57.5-57.6, 58.0-58.1, 59.9-60.0, 61.0-61.2: the longest wins.
        assertThat(SectionStitcher.cut(first, second)).isEqualTo(61_100);
        assertThat(texts(SectionStitcher.stitch(List.of(first, second)))).containsExactly("a", "b", "c", "d");
    }

    @Test
    void inUnbrokenSpeechTheSeamItselfDividesTheWordsByTheirStart() {
        List<RecognizedWord> speech = new ArrayList<>();
        for (long t = 50_000; t < 70_000; t += 400) {
            speech.add(w("w" + t, t, t + 400));
        }
        var first = new RecognizedSection(FIRST, speech.subList(0, 40));   // up to 66 s
        var second = new RecognizedSection(SECOND, speech.subList(15, 50)); // from 56 s
        assertThat(SectionStitcher.cut(first, second)).isEqualTo(60_000);
        List<RecognizedWord> stitched = SectionStitcher.stitch(List.of(first, second));
        assertThat(stitched).extracting(RecognizedWord::startMillis).isSorted().doesNotHaveDuplicates();
        assertThat(stitched).hasSize(50);
    }

    @Test
    void silenceAroundTheSeamCutsAtTheSeam() {
        var first = new RecognizedSection(FIRST, List.of(w("one", 10_000, 10_500)));
        var second = new RecognizedSection(SECOND, List.of(w("two", 90_000, 90_500)));
        assertThat(SectionStitcher.cut(first, second)).isEqualTo(60_000);
        assertThat(texts(SectionStitcher.stitch(List.of(first, second)))).containsExactly("one", "two");
    }

    @Test
    void oneSectionIsTakenAsItIs() {
        var only = new RecognizedSection(new MediaSection(0, 0, 5_000, true), List.of(w("hello", 100, 600), w("there", 700, 1_000)));
        assertThat(SectionStitcher.stitch(List.of(only))).isEqualTo(only.words());
    }
}
