package dev.parlance.deliverable;

import dev.parlance.speech.media.MediaInfo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("no-database")
class EncodeCommandsTest {
    @TempDir
    Path dir;

    @Test
    void escapesFilterValuesForTheOptionAndTheGraphParser() {
        assertThat(EncodeCommands.filterValue("/data/it's a:b,[c];d\\e.srt"))
                .isEqualTo("/data/it\\\\\\'s a\\\\:b\\,\\[c\\]\\;d\\\\\\\\e.srt");
    }

    @Test
    void mediaInAnyCodecTheFlavourAlreadyUsesIsCopied() {
        MediaInfo h264 = new MediaInfo(10, "mov,mp4", true, true, "aac", "h264", 2, 44100);
        MediaInfo other = new MediaInfo(10, "avi", true, true, "mp3", "mpeg4", 6, 44100);
        assertThat(EncodeCommands.mp4(dir.resolve("in"), h264, null, dir.resolve("out"))).contains("-c:v", "copy")
                .containsSequence("-c:a", "copy").doesNotContain("libx264");
        assertThat(EncodeCommands.mp4(dir.resolve("in"), other, null, dir.resolve("out"))).contains("libx264")
                .containsSequence("-c:a", "aac").containsSequence("-ac", "2");
        assertThat(EncodeCommands.mp3(dir.resolve("in"), other, dir.resolve("out"))).containsSequence("-c:a", "copy");
        // Burning in always re-encodes the picture.
        assertThat(EncodeCommands.mp4(dir.resolve("in"), h264, dir.resolve("c.srt"), dir.resolve("out"))).contains("libx264");
    }

    @Test
    void subtitlesBurnInFromAFolderWithQuotesColonsAndCommas() throws Exception {
        Path odd = Files.createDirectories(dir.resolve("it's a:b,[c]"));
        Path srt = Files.writeString(odd.resolve("cues.srt"), "1\n00:00:00,000 --> 00:00:02,000\nHELLO THERE\n\n");
        Path audio = dir.resolve("tone.wav");
        MediaTools.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-t", "2", "-i", "sine=f=440", audio.toString());
        Path out = dir.resolve("burned.mp4");
        MediaInfo info = new MediaInfo(2, "wav", true, false, "pcm_s16le", null, 1, 44100);
        Encoder.Result result = new Encoder(Duration.ofSeconds(30))
                .encode(EncodeCommands.mp4(audio, info, srt, out), audio, 2, percent -> { });
        assertThat(result).isInstanceOf(Encoder.Result.Done.class);
        byte[] frame = MediaTools.frame(out, 1.0, 64, 36);
        assertThat(MediaTools.differingBytes(frame, new byte[frame.length], 48)).as("caption pixels on black").isPositive();
    }

    @Test
    void aFailingEncodeReportsFfmpegsReason() {
        Path missing = dir.resolve("missing.wav");
        MediaInfo info = new MediaInfo(2, "wav", true, false, "pcm_s16le", null, 1, 44100);
        Encoder.Result result = new Encoder(Duration.ofSeconds(30))
                .encode(EncodeCommands.mp3(missing, info, dir.resolve("o.mp3")), missing, 2, percent -> { });
        assertThat(result).isInstanceOfSatisfying(Encoder.Result.Failed.class,
                f -> assertThat(f.reason()).contains("No such file").doesNotContain(dir.toString()));
    }
}
