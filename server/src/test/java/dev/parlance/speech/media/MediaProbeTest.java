package dev.parlance.speech.media;

import dev.parlance.speech.SpeechFixtures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

@Tag("no-database")
class MediaProbeTest {
    @TempDir
    static Path dir;
    static Path wav;
    private final MediaProbe probe = new MediaProbe(Duration.ofSeconds(30));

    @BeforeAll
    static void speech() {
        wav = SpeechFixtures.speech(dir, "hello", "hello world, this is a probe test");
    }

    @Test
    void describesAWaveFile() {
        MediaInfo info = (MediaInfo) probe.probe(wav);
        assertThat(info.formatName()).isEqualTo("wav");
        assertThat(info.hasAudio()).isTrue();
        assertThat(info.hasVideo()).isFalse();
        assertThat(info.audioCodec()).isEqualTo("pcm_s16le");
        assertThat(info.channels()).isEqualTo(1);
        assertThat(info.sampleRate()).isEqualTo(22050);
        assertThat(info.durationSeconds()).isBetween(1.5, 4.0);
    }

    @Test
    void describesAVideoWithStereoAudio() {
        Path stereo = SpeechFixtures.convert(wav, dir.resolve("stereo.wav"), "-ac", "2", "-ar", "44100");
        Path mp4 = SpeechFixtures.videoWithAudio(stereo, dir.resolve("video.mp4"));
        MediaInfo info = (MediaInfo) probe.probe(mp4);
        assertThat(info.hasVideo()).isTrue();
        assertThat(info.videoCodec()).isEqualTo("h264");
        assertThat(info.audioCodec()).isEqualTo("aac");
        assertThat(info.channels()).isEqualTo(2);
        assertThat(info.sampleRate()).isEqualTo(44100);
        MediaInfo audioOnly = (MediaInfo) probe.probe(wav);
        assertThat(info.durationSeconds()).isCloseTo(audioOnly.durationSeconds(), within(0.3));
    }

    @Test
    void coverArtInAnMp3IsNotVideo() {
        Path cover = dir.resolve("cover.png");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=red:s=64x64",
                "-frames:v", "1", cover.toString());
        Path mp3 = dir.resolve("with-cover.mp3");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-i", wav.toString(), "-i", cover.toString(),
                "-map", "0:a", "-map", "1:v", "-c:a", "libmp3lame", "-c:v", "png", "-disposition:v", "attached_pic",
                mp3.toString());
        MediaInfo info = (MediaInfo) probe.probe(mp3);
        assertThat(info.audioCodec()).isEqualTo("mp3");
        assertThat(info.hasVideo()).isFalse();
        assertThat(info.videoCodec()).isNull();
    }

    @Test
    void garbageIsAMediaFailureWithFfprobesReason() {
        Path garbage = SpeechFixtures.garbage(dir);
        MediaFailure failure = (MediaFailure) probe.probe(garbage);
        assertThat(failure.reason()).contains("Invalid data");
        assertThat(failure.reason()).doesNotContain(dir.toString());
    }

    @Test
    void anEmptyFileIsAMediaFailure() throws Exception {
        Path empty = Files.createFile(dir.resolve("empty.mp3"));
        assertThat(probe.probe(empty)).isInstanceOf(MediaFailure.class);
    }

    @Test
    void aPlaylistIsNotMediaEvenWhenItsSegmentsAre() throws Exception {
        SpeechFixtures.convert(wav, dir.resolve("segment.mp3"), "-c:a", "libmp3lame");
        Path playlist = Files.writeString(dir.resolve("list.m3u8"),
                "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nsegment.mp3\n#EXT-X-ENDLIST\n");
        MediaFailure failure = (MediaFailure) probe.probe(playlist);
        assertThat(failure.reason()).contains("Playlists");
    }

    @Test
    void aProbeThatHangsIsKilledAfterTheTimeout() throws Exception {
        // ffprobe blocks opening a named pipe nobody writes to.
        Path fifo = dir.resolve("hangs.fifo");
        SpeechFixtures.run("mkfifo", fifo.toString());
        long started = System.nanoTime();
        ProbeResult result = new MediaProbe(Duration.ofMillis(800)).probe(fifo);
        assertThat(result).isInstanceOf(MediaFailure.class);
        assertThat(((MediaFailure) result).reason()).contains("timed out");
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(10));
    }
}
