package dev.parlance.captions.format;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class VttWriterTest extends CaptionWriterContract {
    VttWriterTest() {
        super(CaptionFormat.WEB_VTT, "vtt", VttWriter::new);
    }

    @Test
    void ffmpegReadsEveryCueWithItsTimesAndText() throws Exception {
        List<FfmpegReader.ReadCue> cues = FfmpegReader.read(write(TestTracks.twoSpeakers()), "vtt", "webvtt");
        assertThat(cues).hasSize(4);
        assertThat(cues.get(0)).isEqualTo(new FfmpegReader.ReadCue(1_000, 3_500, ">> ALICE: Good morning,\neveryone."));
        assertThat(cues.get(2)).isEqualTo(new FfmpegReader.ReadCue(7_000, 9_200, ">> BOB: Happy to be here."));
    }

    @Test
    void ffmpegReadsEscapedMarkupBackAsText() throws Exception {
        List<FfmpegReader.ReadCue> cues = FfmpegReader.read(write(TestTracks.specialCharacters()), "vtt", "webvtt");
        assertThat(cues).hasSize(2);
        // ffmpeg's SRT output re-escapes nothing but keeps the decoded characters.
        assertThat(cues.get(0).text()).contains("Tom & Jerry", "a --> b");
    }

    @Test
    void ffmpegReadsTimesPastTenHours() throws Exception {
        List<FfmpegReader.ReadCue> cues = FfmpegReader.read(write(TestTracks.longCue()), "vtt", "webvtt");
        assertThat(cues).extracting(FfmpegReader.ReadCue::start).containsExactly(35_999_999L, 39_599_000L, 39_605_250L);
    }

    @Test
    void escapesWhatWouldBeMarkupOrATimingArrow() {
        assertThat(write(TestTracks.specialCharacters()))
                .contains("Tom &amp; Jerry &lt;3 cheese\na --&gt; b, \"quoted\" 'single'\n")
                .doesNotContain("-->  b");
    }

    @Test
    void startsWithTheSignatureAndUsesDotsBeforeMilliseconds() {
        assertThat(write(TestTracks.twoSpeakers())).startsWith("WEBVTT\n\n00:00:01.000 --> 00:00:03.500\n");
    }
}
