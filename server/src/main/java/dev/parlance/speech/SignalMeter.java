package dev.parlance.speech;

import dev.parlance.speech.sounds.SoundFeatures;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Measures the levels of the PCM the recognizer reads, as it passes: no second decode and no
 * copy, a multiply-add per sample (and, when asked, the sound features of its windows). Wrap the stream, let the recognizer read it, then ask
 * {@link #levels()}. Not thread-safe: one stream, one reader.
 */
public final class SignalMeter {
    /** 30 ms at 16 kHz: the recognizer's own frame step after subsampling. */
    static final int FRAME_SAMPLES = 480;
    private static final double FULL_SCALE_SQUARED = 32768.0 * 32768.0;

    private final long[] histogram = new long[SignalLevels.FLOOR_DB + 1];
    private long samples;
    private long clipped;
    private double frameEnergy;
    private int frameFill;
    private int pendingLowByte = -1;
    private final SoundFeatures sounds;

    /** A meter of levels alone. */
    public SignalMeter() {
        this(null);
    }

    /** A meter that also hands every sample to {@code sounds} (null: levels alone). */
    public SignalMeter(SoundFeatures sounds) {
        this.sounds = sounds;
    }

    public InputStream wrap(InputStream pcm) {
        return new FilterInputStream(pcm) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    take(b);
                }
                return b;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                int n = super.read(buffer, offset, length);
                for (int i = 0; i < n; i++) {
                    take(buffer[offset + i] & 0xff);
                }
                return n;
            }
        };
    }

    /** One byte of little-endian 16-bit PCM; odd reads are fine, the low byte waits for its pair. */
    private void take(int unsignedByte) {
        if (pendingLowByte < 0) {
            pendingLowByte = unsignedByte;
            return;
        }
        int sample = (short) ((unsignedByte << 8) | pendingLowByte);
        pendingLowByte = -1;
        samples++;
        if (sounds != null) {
            sounds.sample(sample);
        }
        if (sample >= 32767 || sample <= -32768) {
            clipped++;
        }
        frameEnergy += (double) sample * sample;
        if (++frameFill == FRAME_SAMPLES) {
            endFrame();
        }
    }

    private void endFrame() {
        double mean = frameEnergy / frameFill / FULL_SCALE_SQUARED;
        int db = mean <= 0 ? SignalLevels.FLOOR_DB
                : (int) Math.min(SignalLevels.FLOOR_DB, Math.max(0, Math.round(-10 * Math.log10(mean))));
        histogram[db]++;
        frameEnergy = 0;
        frameFill = 0;
    }

    /** The levels of the whole frames read so far (a last partial frame is left out). */
    public SignalLevels levels() {
        return new SignalLevels(histogram, samples, clipped);
    }
}
