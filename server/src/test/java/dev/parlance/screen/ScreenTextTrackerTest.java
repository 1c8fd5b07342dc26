package dev.parlance.screen;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ScreenTextTrackerTest {

    private static List<FrameText.Word> line(double confidence, String text) {
        return Arrays.stream(text.split(" ")).map(w -> new FrameText.Word(w, confidence)).toList();
    }

    private static FrameText frame(long at, List<List<FrameText.Word>> lines) {
        return new FrameText(at, lines);
    }

    @Test
    void aLineStaysFromTheFrameItIsReadOnUntilTheFirstFrameWithoutIt() {
        List<ScreenText> shown = ScreenTextTracker.track(List.of(
                frame(0, List.of()),
                frame(1000, List.of(line(96, "Quarterly results"))),
                frame(5000, List.of()),
                frame(6000, List.of(line(95, "Revenue up 12 percent")))), 12_000);

        assertThat(shown).containsExactly(
                new ScreenText("Quarterly results", 1000, 5000),
                new ScreenText("Revenue up 12 percent", 6000, 12_000));
    }

    @Test
    void theSameLineReadSlightlyDifferentlyIsOneLineWithItsBestReading() {
        List<ScreenText> shown = ScreenTextTracker.track(List.of(
                frame(2000, List.of(line(85, "Big Buck Bunn"))),
                frame(3000, List.of(line(96, "Big Buck Bunny"))),
                frame(4000, List.of(line(90, "Big Buck Bunny"))),
                frame(5000, List.of())), 9000);

        assertThat(shown).containsExactly(new ScreenText("Big Buck Bunny", 2000, 5000));
    }

    @Test
    void aLineMissedOnASampledSecondOrTwoOverABusyPictureNeverLeftTheScreen() {
        List<ScreenText> shown = ScreenTextTracker.track(List.of(
                frame(1000, List.of(line(95, "Dr Jane Smith"))),
                frame(2000, List.of()),
                frame(3000, List.of()),
                frame(4000, List.of(line(96, "Dr Jane Smith"), line(94, "Dr Jane Smith"))),
                frame(5000, List.of()),
                frame(6000, List.of()),
                frame(7000, List.of()),
                frame(8000, List.of(line(96, "Dr Jane Smith")))), 8500);

        assertThat(shown).as("the same line twice on one frame (the picture and its bright copy) is one line")
                .containsExactly(new ScreenText("Dr Jane Smith", 1000, 5000));
    }

    @Test
    void aPartOfALineReadBeforeTheWholeIsTheSameLineAndTheWholeIsKept() {
        List<ScreenText> shown = ScreenTextTracker.track(List.of(
                frame(2000, List.of(line(97, "Buck"), line(90, "Big"))),
                frame(3000, List.of(line(97, "Buck Bunny"))),
                frame(4000, List.of(line(97, "Buck"))),
                frame(5000, List.of(line(96, "Big Buck Bunny"))),
                frame(6000, List.of())), 9000);

        assertThat(shown).containsExactly(new ScreenText("Big Buck Bunny", 2000, 6000));
    }

    @Test
    void textureReadForASecondOrWithLittleConfidenceIsNotText() {
        List<ScreenText> shown = ScreenTextTracker.track(List.of(
                frame(0, List.of(line(92, "Hoyts WW"))),
                frame(1000, List.of(line(40, "Ehaptemitwozithe meadow"), line(91, "ys"))),
                frame(2000, List.of(line(95, "AYA Vasa"))),
                frame(3000, List.of(List.of(new FrameText.Word("Up", 85), new FrameText.Word("pe", 23),
                        new FrameText.Word("wie~", 0), new FrameText.Word("fh", 43))))), 4000);

        assertThat(shown).as("each read on one frame, or mostly unsure, or a stray letter pair").isEmpty();
    }

    @Test
    void quotesAndBarsAtAWordsEdgesAreNotPartOfIt() {
        List<ScreenText> shown = ScreenTextTracker.track(List.of(
                frame(0, List.of(line(90, "|Chapter two:” the meadow"))),
                frame(3000, List.of())), 3000);

        assertThat(shown).extracting(ScreenText::text).containsExactly("Chapter two: the meadow");
    }

    @Test
    void tesseractsTsvBecomesLinesOfWordsPerPage() throws IOException {
        String tsv = """
                level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext
                1\t1\t0\t0\t0\t0\t0\t0\t640\t360\t-1\t
                5\t1\t1\t1\t1\t1\t10\t10\t50\t20\t95.000000\t\s
                1\t2\t0\t0\t0\t0\t0\t0\t640\t360\t-1\t
                4\t2\t1\t1\t1\t0\t190\t84\t262\t40\t-1\t
                5\t2\t1\t1\t1\t1\t190\t84\t158\t40\t96.575264\tQuarterly
                5\t2\t1\t1\t1\t2\t361\t84\t91\t32\t96.110130\tresults
                5\t2\t2\t1\t1\t1\t40\t300\t91\t32\t61.5\tRevenue
                """;

        Map<Integer, List<List<FrameText.Word>>> pages = TesseractOcr.parse(new StringReader(tsv));

        assertThat(pages).containsOnlyKeys(2);
        assertThat(pages.get(2)).containsExactly(
                List.of(new FrameText.Word("Quarterly", 96.575264), new FrameText.Word("results", 96.110130)),
                List.of(new FrameText.Word("Revenue", 61.5)));
    }
}
