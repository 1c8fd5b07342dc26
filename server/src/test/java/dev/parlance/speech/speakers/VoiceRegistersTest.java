package dev.parlance.speech.speakers;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

@Tag("no-database")
class VoiceRegistersTest {
    private static final double LOW = Math.log(110) / Math.log(2);   // a man's voice, in octaves
    private static final double HIGH = Math.log(210) / Math.log(2);  // a woman's

    @Test
    void turnsInTwoRegistersAreTwoVoicesAndEachTurnIsOnItsSide() {
        VoiceRegisters r = VoiceRegisters.of(new double[] {LOW, HIGH, LOW + 0.1, HIGH - 0.05, LOW - 0.1},
                new int[] {100, 80, 60, 90, 50});
        assertThat(r.two()).isTrue();
        assertThat(r.gapOctaves()).isCloseTo(0.89, within(0.05));
        assertThat(r.minorShare()).isCloseTo(170.0 / 380, within(1e-9));
        assertThat(r.higher()).containsExactly(false, true, false, true, false);
    }

    @Test
    void oneVoiceMovingAThirdOfAnOctaveIsOne() {
        VoiceRegisters r = VoiceRegisters.of(new double[] {LOW, LOW + 0.3, LOW + 0.15, LOW - 0.05, LOW + 0.25},
                new int[] {100, 80, 60, 90, 50});
        assertThat(r.gapOctaves()).isLessThan(VoiceRegisters.TWO_VOICES_OCTAVES);
        assertThat(r.two()).isFalse();
    }

    @Test
    void aFewHighFramesAgainstALongVoiceAreNotASecondVoice() {
        // One short exclamation an octave up: under a fifth of the voiced speech.
        VoiceRegisters r = VoiceRegisters.of(new double[] {LOW, LOW + 0.1, LOW + 1}, new int[] {300, 300, 100});
        assertThat(r.gapOctaves()).isGreaterThan(0.8);
        assertThat(r.minorShare()).isLessThan(VoiceRegisters.MINOR_SHARE);
        assertThat(r.two()).isFalse();
    }

    @Test
    void oneTurnOrNoneIsOneVoice() {
        assertThat(VoiceRegisters.of(new double[] {LOW}, new int[] {100}).two()).isFalse();
        assertThat(VoiceRegisters.of(new double[0], new int[0]).two()).isFalse();
    }
}
