package dev.parlance.speech.media;

import dev.parlance.speech.SpeechFixtures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The WAV shortcut gives exactly what ffprobe and ffmpeg give, and only for WAV already in the PCM format. */
@Tag("no-database")
class CanonicalWavTest {
    @TempDir
    static Path dir;
    static Path canonical;

    @BeforeAll
    static void speech() {
        Path spoken = SpeechFixtures.speech(dir, "counting", "one two three four five six seven eight nine ten");
        // ffmpeg writes a LIST chunk before the samples: the shortcut must step over it.
        canonical = SpeechFixtures.convert(spoken, dir.resolve("canonical.wav"), "-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le");
    }

    private static byte[] ffmpeg(Path media, String... range) throws IOException {
        Path out = dir.resolve("ffmpeg-" + String.join("-", range) + ".raw");
        java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of("ffmpeg", "-nostdin", "-v", "error", "-y"));
        command.addAll(java.util.List.of(range));
        command.addAll(java.util.List.of("-i", media.toString(), "-map", "0:a:0", "-ac", "1", "-ar", "16000", "-f", "s16le", out.toString()));
        SpeechFixtures.run(command.toArray(String[]::new));
        return Files.readAllBytes(out);
    }

    private static byte[] shortcut(long startMillis, long endMillis) throws IOException {
        DecodeResult<byte[]> result = CanonicalWav.of(canonical).orElseThrow().decode(startMillis, endMillis, java.io.InputStream::readAllBytes);
        DecodeResult.Decoded<byte[]> decoded = (DecodeResult.Decoded<byte[]>) result;
        assertThat(decoded.pcmBytes()).isEqualTo(decoded.value().length);
        return decoded.value();
    }

    @Test
    void theSamplesAreFfmpegsWholeAndInStretches() throws IOException {
        assertThat(shortcut(0, PcmDecoder.TO_THE_END)).isEqualTo(ffmpeg(canonical));
        assertThat(shortcut(1_000, 2_500)).isEqualTo(ffmpeg(canonical, "-ss", "1.000", "-t", "1.500"));
        assertThat(shortcut(1_000, PcmDecoder.TO_THE_END)).isEqualTo(ffmpeg(canonical, "-ss", "1.000"));
        assertThat(shortcut(60_000, PcmDecoder.TO_THE_END)).isEmpty();
    }

    @Test
    void theDescriptionIsFfprobes() throws Exception {
        Process ffprobe = new ProcessBuilder("ffprobe", "-v", "error", "-print_format", "json", "-show_format", "-show_streams",
                canonical.toString()).redirectErrorStream(false).start();
        String json = new String(ffprobe.getInputStream().readAllBytes());
        assertThat(ffprobe.waitFor()).isZero();
        MediaInfo fromFfprobe = (MediaInfo) MediaProbe.describe(tools.jackson.databind.json.JsonMapper.builder().build().readTree(json));

        MediaInfo fromHeader = (MediaInfo) new MediaProbe(Duration.ofSeconds(30)).probe(canonical);

        assertThat(fromHeader.durationSeconds()).isCloseTo(fromFfprobe.durationSeconds(), within(0.001));
        assertThat(fromHeader).usingRecursiveComparison().ignoringFields("durationSeconds").isEqualTo(fromFfprobe);
    }

    @Test
    void otherWavFilesAreLeftToFfmpeg() {
        Path spoken = dir.resolve("counting.wav");
        assertThat(CanonicalWav.of(spoken)).as("22.05 kHz").isEmpty();
        assertThat(CanonicalWav.of(SpeechFixtures.convert(spoken, dir.resolve("stereo.wav"), "-ac", "2", "-ar", "16000"))).as("stereo").isEmpty();
        assertThat(CanonicalWav.of(SpeechFixtures.convert(spoken, dir.resolve("float.wav"), "-ac", "1", "-ar", "16000", "-c:a", "pcm_f32le")))
                .as("float").isEmpty();
        assertThat(CanonicalWav.of(SpeechFixtures.convert(spoken, dir.resolve("ulaw.wav"), "-ac", "1", "-ar", "16000", "-c:a", "pcm_mulaw")))
                .as("mu-law").isEmpty();
        assertThat(CanonicalWav.of(SpeechFixtures.convert(spoken, dir.resolve("speech.mp3"), "-ac", "1", "-ar", "16000"))).as("mp3").isEmpty();
    }
}
