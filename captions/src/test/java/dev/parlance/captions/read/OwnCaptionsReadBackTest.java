package dev.parlance.captions.read;

import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.CaptionWriters;
import dev.parlance.captions.format.TestTracks;
import dev.parlance.captions.format.TextOutput;
import dev.parlance.captions.format.WriterOptions;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Captions this server writes (get_caption as SRT, WebVTT, DFXP) read back as an import: every
 * cue's times and words come back, speaker labels become speakers. A customer who exports from
 * one job and imports into another loses nothing.
 */
class OwnCaptionsReadBackTest {
    private static final Map<CaptionFormat, ImportFormat> FORMATS = Map.of(
            CaptionFormat.SRT, ImportFormat.SRT, CaptionFormat.WEB_VTT, ImportFormat.VTT, CaptionFormat.DFXP, ImportFormat.DFXP);

    private static ImportedTranscript roundTrip(CaptionFormat format, CaptionTrack track) {
        String written = TextOutput.defaults().render(CaptionWriters.create(format, WriterOptions.defaults()), track);
        return Reading.read(FORMATS.get(format), written.getBytes(StandardCharsets.UTF_8));
    }

    private static String words(Cue cue) {
        return String.join(" ", cue.lines());
    }

    @Test
    void twoSpeakersComeBackWithTheirNames() {
        for (CaptionFormat format : FORMATS.keySet()) {
            assertThat(roundTrip(format, TestTracks.twoSpeakers()).cues()).as("%s", format).containsExactly(
                    new ImportedCue(1_000L, 3_500L, "ALICE", "Good morning, everyone."),
                    new ImportedCue(3_500L, 6_000L, null, "Thanks for joining us."),
                    new ImportedCue(7_000L, 9_200L, "BOB", "Happy to be here."),
                    new ImportedCue(9_200L, 12_000L, null, "Shall we start?"));
        }
    }

    @Test
    void textAndTimesComeBackForEveryCue() {
        for (CaptionFormat format : FORMATS.keySet()) {
            for (CaptionTrack track : List.of(TestTracks.nonAscii(), TestTracks.specialCharacters(), TestTracks.longCue(),
                    TestTracks.lecture(200))) {
                List<ImportedCue> cues = roundTrip(format, track).cues();
                assertThat(cues).as("%s %s", format, track.title()).hasSameSizeAs(track.cues());
                for (int i = 0; i < cues.size(); i++) {
                    Cue written = track.cues().get(i);
                    ImportedCue read = cues.get(i);
                    assertThat(read.startMs()).as("%s %s cue %d", format, track.title(), i).isEqualTo(written.start());
                    assertThat(read.endMs()).as("%s %s cue %d", format, track.title(), i).isEqualTo(written.end());
                    String expected = words(written);
                    assertThat(read.speaker() == null ? read.text() : ">> " + read.speaker() + ": " + read.text())
                            .as("%s %s cue %d", format, track.title(), i).isEqualTo(expected);
                }
            }
        }
    }
}
