package dev.parlance.captions.format;

import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class TpmWriterTest extends CaptionWriterContract {
    private static final Pattern PARAGRAPH = Pattern.compile("\\[\\d{2,}:\\d{2}:\\d{2}\\.\\d{3}] \\S.*");

    TpmWriterTest() {
        super(CaptionFormat.TPM, "tpm", TpmWriter::new);
    }

    @Test
    void startsEachSpeakerTurnWithItsTime() {
        assertThat(write(TestTracks.twoSpeakers())).isEqualTo(
                "[00:00:01.000] >> ALICE: Good morning, everyone. Thanks for joining us.\n\n"
                        + "[00:00:07.000] >> BOB: Happy to be here. Shall we start?\n");
    }

    @Test
    void everyParagraphIsATimestampAndText() {
        String tpm = write(TestTracks.lecture(400));
        String[] paragraphs = tpm.substring(0, tpm.length() - 1).split("\n\n");
        assertThat(paragraphs).hasSize(10).allMatch(p -> PARAGRAPH.matcher(p).matches());
    }
}
