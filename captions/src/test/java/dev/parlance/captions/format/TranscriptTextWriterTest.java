package dev.parlance.captions.format;

import org.junit.jupiter.api.Test;

import static dev.parlance.captions.format.TestTracks.cue;
import static dev.parlance.captions.format.TestTracks.speakerCue;
import static org.assertj.core.api.Assertions.assertThat;

class TranscriptTextWriterTest extends CaptionWriterContract {
    TranscriptTextWriterTest() {
        super(CaptionFormat.TRANSCRIPT, "transcript", TranscriptTextWriter::new);
    }

    @Test
    void writesOneParagraphPerSpeakerTurn() {
        assertThat(write(TestTracks.twoSpeakers())).isEqualTo(
                ">> ALICE: Good morning, everyone. Thanks for joining us.\n\n>> BOB: Happy to be here. Shall we start?\n");
    }

    @Test
    void aTrackWithoutSpeakerChangesIsOneParagraph() {
        assertThat(write(TestTracks.track("t", "en", cue(0, 1, "a", "b"), cue(1, 2, "c")))).isEqualTo("a b c\n");
    }

    @Test
    void skipsEmptyCuesWithoutStartingAParagraph() {
        assertThat(write(TestTracks.track("t", "en", cue(0, 1, "a"), speakerCue(1, 2, " "), cue(2, 3, "b"))))
                .isEqualTo("a b\n");
    }
}
