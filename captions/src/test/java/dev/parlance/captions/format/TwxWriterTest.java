package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.parlance.captions.format.TestTracks.cue;
import static org.assertj.core.api.Assertions.assertThat;

class TwxWriterTest extends CaptionWriterContract {
    TwxWriterTest() {
        super(CaptionFormat.TWX, "twx", TwxWriter::new);
    }

    @Test
    void writesAHeaderAndOneRowOfFourFieldsPerCue() {
        CaptionTrack track = TestTracks.nonAscii();
        List<String> rows = write(track).lines().toList();
        assertThat(rows.getFirst()).isEqualTo("start\tend\tspeaker_change\ttext");
        assertThat(rows).hasSize(track.cues().size() + 1);
        for (int i = 1; i < rows.size(); i++) {
            String[] fields = rows.get(i).split("\t", -1);
            assertThat(fields).hasSize(4);
            assertThat(fields[3]).isEqualTo(String.join(" ", track.cues().get(i - 1).lines()));
        }
        assertThat(rows.get(1)).startsWith("00:00:00.500\t00:00:02.500\ttrue\t");
        assertThat(rows.get(2)).startsWith("00:00:03.000\t00:00:05.000\tfalse\t");
    }

    @Test
    void keepsTabsOutOfTheTextField() {
        assertThat(write(TestTracks.track("t", "en", cue(0, 1_000, "a\tb"))))
                .endsWith("\tfalse\ta b\n");
    }
}
