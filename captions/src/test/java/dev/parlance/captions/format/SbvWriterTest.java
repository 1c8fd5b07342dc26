package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class SbvWriterTest extends CaptionWriterContract {
    /** The SBV timing line as YouTube documents it: H:MM:SS.mmm,H:MM:SS.mmm. */
    private static final Pattern TIMING = Pattern.compile("(\\d+):(\\d{2}):(\\d{2})\\.(\\d{3}),(\\d+):(\\d{2}):(\\d{2})\\.(\\d{3})");

    SbvWriterTest() {
        super(CaptionFormat.SBV, "sbv", SbvWriter::new);
    }

    /** A small SBV reader: blocks separated by blank lines, a timing line, then text lines. */
    static List<Cue> parse(String sbv) {
        List<Cue> cues = new ArrayList<>();
        if (sbv.isEmpty()) {
            return cues;
        }
        assertThat(sbv).endsWith("\n").doesNotEndWith("\n\n");
        for (String block : sbv.substring(0, sbv.length() - 1).split("\n\n", -1)) {
            String[] lines = block.split("\n");
            Matcher timing = TIMING.matcher(lines[0]);
            assertThat(timing.matches()).as("timing line '%s'", lines[0]).isTrue();
            assertThat(lines.length).as("text lines of block '%s'", block).isGreaterThan(1);
            cues.add(new Cue(ms(timing, 1), ms(timing, 5), List.of(lines).subList(1, lines.length), false, false));
        }
        return cues;
    }

    private static long ms(Matcher m, int group) {
        return Long.parseLong(m.group(group)) * 3_600_000 + Long.parseLong(m.group(group + 1)) * 60_000
                + Long.parseLong(m.group(group + 2)) * 1000 + Long.parseLong(m.group(group + 3));
    }

    @Test
    void readsBackAsTheSameCues() {
        for (CaptionTrack track : List.of(TestTracks.twoSpeakers(), TestTracks.nonAscii(), TestTracks.longCue())) {
            List<Cue> read = parse(write(track));
            assertThat(read).hasSameSizeAs(track.cues());
            for (int i = 0; i < read.size(); i++) {
                Cue expected = track.cues().get(i);
                assertThat(read.get(i).start()).isEqualTo(expected.start());
                assertThat(read.get(i).end()).isEqualTo(expected.end());
                assertThat(read.get(i).lines()).isEqualTo(expected.lines());
            }
        }
    }

    @Test
    void writesHoursWithoutPadding() {
        assertThat(write(TestTracks.twoSpeakers())).startsWith("0:00:01.000,0:00:03.500\n>> ALICE: Good morning,\neveryone.\n\n");
        assertThat(write(TestTracks.longCue())).startsWith("9:59:59.999,10:00:04.500\n");
    }
}
