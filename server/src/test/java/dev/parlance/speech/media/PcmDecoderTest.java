package dev.parlance.speech.media;

import dev.parlance.speech.PcmFormat;
import dev.parlance.speech.SpeechFixtures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Tag("no-database")
class PcmDecoderTest {
    @TempDir
    static Path dir;
    static Path wav;
    static double seconds;
    private final PcmDecoder decoder = new PcmDecoder(Duration.ofSeconds(30));

    @BeforeAll
    static void speech() {
        wav = SpeechFixtures.speech(dir, "counting", "one two three four five six seven eight nine ten");
        seconds = ((MediaInfo) new MediaProbe(Duration.ofSeconds(30)).probe(wav)).durationSeconds();
    }

    /** Reads the PCM in 8 KB blocks, as the recognizer does, keeping only the count. */
    private static long countBytes(InputStream pcm) throws IOException {
        byte[] block = new byte[8192];
        long total = 0;
        int n;
        while ((n = pcm.read(block)) != -1) {
            total += n;
        }
        return total;
    }

    private long decodedBytes(Path media, long startMillis) throws IOException {
        DecodeResult<Long> result = decoder.decode(media, startMillis, PcmDecoderTest::countBytes);
        assertThat(result).isInstanceOf(DecodeResult.Decoded.class);
        DecodeResult.Decoded<Long> decoded = (DecodeResult.Decoded<Long>) result;
        assertThat(decoded.pcmBytes()).isEqualTo(decoded.value());
        return decoded.value();
    }

    @Test
    void decodesToSixteenKilohertzMono() throws Exception {
        // 22.05 kHz in, 16 kHz out: 32000 bytes per second of audio.
        assertThat(decodedBytes(wav, 0) / (double) PcmFormat.BYTES_PER_SECOND).isCloseTo(seconds, org.assertj.core.data.Offset.offset(0.05));
    }

    @Test
    void decodesMp3AndStereoMp4() throws Exception {
        Path mp3 = SpeechFixtures.convert(wav, dir.resolve("counting.mp3"), "-c:a", "libmp3lame", "-b:a", "64k");
        Path stereo = SpeechFixtures.convert(wav, dir.resolve("stereo.wav"), "-ac", "2", "-ar", "44100");
        Path mp4 = SpeechFixtures.videoWithAudio(stereo, dir.resolve("counting.mp4"));
        // mp3 and aac add encoder padding of some tens of milliseconds
        assertThat(decodedBytes(mp3, 0) / (double) PcmFormat.BYTES_PER_SECOND).isBetween(seconds - 0.05, seconds + 0.2);
        assertThat(decodedBytes(mp4, 0) / (double) PcmFormat.BYTES_PER_SECOND).isBetween(seconds - 0.15, seconds + 0.2);
    }

    @Test
    void startsAtTheGivenOffset() throws Exception {
        long whole = decodedBytes(wav, 0);
        long fromOneSecond = decodedBytes(wav, 1_000);
        assertThat(whole - fromOneSecond).isBetween(PcmFormat.BYTES_PER_SECOND - 640L, PcmFormat.BYTES_PER_SECOND + 640L);
    }

    @Test
    void garbageFailsWithFfmpegsReason() throws Exception {
        DecodeResult<Long> result = decoder.decode(SpeechFixtures.garbage(dir), 0, PcmDecoderTest::countBytes);
        MediaFailure failure = ((DecodeResult.Failed<Long>) result).failure();
        assertThat(failure.reason()).contains("Invalid data").doesNotContain(dir.toString());
    }

    @Test
    void mediaWithoutAudioFails() throws Exception {
        Path silentVideo = dir.resolve("no-audio.mp4");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=160x120:rate=10",
                "-t", "1", "-c:v", "libx264", "-pix_fmt", "yuv420p", silentVideo.toString());
        DecodeResult<Long> result = decoder.decode(silentVideo, 0, PcmDecoderTest::countBytes);
        assertThat(((DecodeResult.Failed<Long>) result).failure().reason()).contains("matches no streams");
    }

    @Test
    void aReaderMayStopEarly() throws Exception {
        long started = System.nanoTime();
        DecodeResult<Integer> result = decoder.decode(wav, 0, pcm -> pcm.read(new byte[100]));
        assertThat(result).isInstanceOf(DecodeResult.Decoded.class);
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void readerExceptionsPropagate() {
        assertThatThrownBy(() -> decoder.decode(wav, 0, pcm -> {
            throw new IOException("recognizer broke");
        })).hasMessage("recognizer broke");
    }

    @Test
    void aDecoderThatProducesNothingIsKilledAfterTheStallTimeout() throws Exception {
        // ffmpeg waits on a pipe whose writer holds it open and never writes.
        Path fifo = dir.resolve("stalls.fifo");
        SpeechFixtures.run("mkfifo", fifo.toString());
        AtomicInteger reads = new AtomicInteger();
        Thread writer = Thread.ofVirtual().start(() -> {
            try (OutputStream out = new FileOutputStream(fifo.toFile())) {
                Thread.sleep(20_000);
            } catch (IOException | InterruptedException e) {
                // done
            }
        });
        try {
            long started = System.nanoTime();
            DecodeResult<Long> result = new PcmDecoder(Duration.ofMillis(700)).decode(fifo, 0, pcm -> {
                reads.incrementAndGet();
                return countBytes(pcm);
            });
            assertThat(((DecodeResult.Failed<Long>) result).failure().reason()).contains("stalled");
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(10));
            assertThat(reads).hasValue(1);
        } finally {
            writer.interrupt();
        }
    }
}
