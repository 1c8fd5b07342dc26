package dev.parlance.speech;

/**
 * The one audio format between decoding and recognition: 16 kHz, mono, signed 16-bit
 * little-endian samples. What the speech models are trained on, and 32 KB per second of audio.
 */
public final class PcmFormat {
    public static final int SAMPLE_RATE = 16_000;
    public static final int BYTES_PER_SAMPLE = 2;
    public static final int BYTES_PER_SECOND = SAMPLE_RATE * BYTES_PER_SAMPLE;

    private PcmFormat() {
    }

    public static long millis(long bytes) {
        return bytes * 1000 / BYTES_PER_SECOND;
    }

    public static long samplesToMillis(long samples) {
        return samples * 1000 / SAMPLE_RATE;
    }
}
