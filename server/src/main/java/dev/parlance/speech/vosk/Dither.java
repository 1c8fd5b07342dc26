package dev.parlance.speech.vosk;

import java.util.SplittableRandom;

/**
 * The dither the model was trained with, made repeatable. Kaldi adds Gaussian noise of one sample
 * step to every frame before its features (its default {@code --dither=1.0}); without it, digital
 * silence (the exact zeros between a speech synthesizer's words) gives features the model never
 * saw, and recognition of such audio falls apart. But Kaldi draws that noise from a process-wide
 * generator, so the same clip gave other words from one job to the next. The bundled model's
 * features run without dither ({@code --dither=0}), and this adds the same noise to the samples
 * before Vosk reads them, from a generator seeded the same way for every stream: the same audio
 * now gives the same words, times and confidences (bench/difficulty.sh).
 */
final class Dither {
    private static final long SEED = 0x5eedL;

    private final SplittableRandom random = new SplittableRandom(SEED);

    /** Adds the noise to {@code length} bytes of 16-bit little-endian samples, in place. */
    void apply(byte[] pcm, int length) {
        for (int i = 0; i + 1 < length; i += 2) {
            int sample = (short) ((pcm[i + 1] << 8) | (pcm[i] & 0xff));
            int dithered = Math.clamp(Math.round(sample + random.nextGaussian()), Short.MIN_VALUE, Short.MAX_VALUE);
            pcm[i] = (byte) dithered;
            pcm[i + 1] = (byte) (dithered >> 8);
        }
    }
}
