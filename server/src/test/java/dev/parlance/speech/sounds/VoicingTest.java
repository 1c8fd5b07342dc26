package dev.parlance.speech.sounds;

import dev.parlance.speech.SpeechFixtures;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Speech is voiced; a snare drum's hits are not (both made here with espeak-ng and ffmpeg). */
@Tag("no-database")
class VoicingTest {
    @TempDir
    static Path dir;

    /** The voiced share of a stretch of raw 16 kHz mono 16-bit PCM, as the decoder streams it. */
    private static double share(Path pcm, long startMillis, long endMillis) throws Exception {
        try (InputStream in = Files.newInputStream(pcm)) {
            return Voicing.voicedShares(in, List.of(new SoundEvents.Run(0, 0, startMillis, endMillis)))[0];
        }
    }

    @Test
    void speechIsMostlyVoicedAndDrumHitsAreNot() throws Exception {
        Path speech = SpeechFixtures.convert(SpeechFixtures.speech(dir, "ask-not", SpeechFixtures.ASK_NOT), dir.resolve("ask-not.raw"),
                "-ar", "16000", "-ac", "1", "-f", "s16le");
        assertThat(share(speech, 0, 3_000)).isGreaterThan(0.4);

        // Four snare hits a second: bursts of noise, each dying away in about 100 ms.
        Path drums = dir.resolve("drums.raw");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i",
                "aevalsrc='0.5*exp(-30*mod(t\\,0.25))*(random(0)*2-1)':s=16000:d=4",
                "-ac", "1", "-f", "s16le", drums.toString());
        assertThat(share(drums, 0, 4_000)).isLessThan(SoundEvents.UNVOICED_BELOW);
    }

    @Test
    void aRunWithNothingLouderThanTheQuietCountsAsVoicedForThereIsNothingToJudge() throws Exception {
        Path silence = dir.resolve("silence.raw");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "anullsrc=r=16000:cl=mono", "-t", "2",
                "-f", "s16le", silence.toString());
        assertThat(share(silence, 0, 2_000)).isEqualTo(1.0);
    }
}
