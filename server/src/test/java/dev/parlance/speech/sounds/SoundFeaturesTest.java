package dev.parlance.speech.sounds;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.function.IntUnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/** The window statistics the classifier's thresholds are in, on signals whose answer is known. */
@Tag("no-database")
class SoundFeaturesTest {
    private static final int RATE = 16_000;

    private static SoundWindow firstWindowOf(IntUnaryOperator sampleAt) {
        SoundFeatures features = new SoundFeatures(1_000);
        for (int n = 0; n < 2 * RATE; n++) {
            features.sample(sampleAt.applyAsInt(n));
        }
        assertThat(features.windows()).hasSize(1);
        return features.windows().getFirst();
    }

    @Test
    void aClickEveryFifthFrameIsAnOnsetEachTimeASteadyToneNone() {
        int frame = SoundFeatures.FRAME_SAMPLES;
        // Five frames of near-silence, then one of a loud buzz: 13 rises within the window's 66 frames.
        SoundWindow clicks = firstWindowOf(n -> (n / frame) % 5 == 4 ? (n % 40 < 20 ? 12_000 : -12_000) : (n % 2 == 0 ? 3 : -3));
        assertThat(clicks.onsets()).isEqualTo(13);
        assertThat(clicks.startMillis()).isEqualTo(1_000);

        SoundWindow tone = firstWindowOf(n -> (int) (8_000 * Math.sin(2 * Math.PI * 220 * n / RATE)));
        assertThat(tone.onsets()).isZero();
        assertThat(tone.harmShare()).as("a 220 Hz tone is periodic in every frame").isEqualTo(1.0);
    }
}
