package dev.parlance.work;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The waveform's peaks from PCM, however the pipe hands the bytes over. */
class WaveformPeaksTest {

    /** Hands over at most three bytes at a time: samples split across reads. */
    private static InputStream trickle(byte[] bytes) {
        return new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 3));
            }
        };
    }

    @Test
    void eachBucketHoldsItsLowestAndHighestSampleAsASignedByte() throws IOException {
        int perBucket = WaveformPeaks.SAMPLE_RATE * WaveformPeaks.BUCKET_MILLIS / 1000;
        short[] samples = new short[perBucket * 2 + 5]; // two whole buckets and a part
        samples[3] = 32_767;
        samples[10] = -32_768;
        samples[perBucket + 1] = 256 * 20;
        samples[perBucket * 2 + 2] = -256 * 7;
        byte[] pcm = new byte[samples.length * 2];
        for (int i = 0; i < samples.length; i++) {
            pcm[2 * i] = (byte) samples[i];
            pcm[2 * i + 1] = (byte) (samples[i] >> 8);
        }

        byte[] peaks = WaveformPeaks.peaks(trickle(pcm));

        assertThat(peaks).containsExactly(-128, 127, 0, 20, -7, 0);
    }
}
