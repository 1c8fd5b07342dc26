package dev.parlance.captions.format;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class EchoWriterTest extends CaptionWriterContract {
    EchoWriterTest() {
        super(CaptionFormat.ECHO, "echo", EchoWriter::new);
    }

    @Test
    void isWebVttThatFfmpegReads() throws Exception {
        List<FfmpegReader.ReadCue> cues = FfmpegReader.read(write(TestTracks.twoSpeakers()), "vtt", "webvtt");
        assertThat(cues).extracting(FfmpegReader.ReadCue::text)
                .containsExactly(">> ALICE: Good morning,\neveryone.", "Thanks for joining us.", ">> BOB: Happy to be here.", "Shall we start?");
    }

    @Test
    void numbersEveryCue() {
        assertThat(write(TestTracks.twoSpeakers()))
                .startsWith("WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.500\n")
                .contains("\n\n4\n00:00:09.200 --> 00:00:12.000\nShall we start?\n");
    }
}
