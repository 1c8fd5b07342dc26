package dev.parlance.speech;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Levels measured on PCM as the recognizer reads it: a known tone over known noise. */
@Tag("no-database")
class SignalMeterTest {
    /** Two seconds: a second of noise at -60 dBFS, then a second of a -10 dBFS tone over the same noise. */
    private static byte[] toneAfterNoise() {
        Random random = new Random(3);
        ByteBuffer pcm = ByteBuffer.allocate(2 * 32_000).order(ByteOrder.LITTLE_ENDIAN);
        double noiseRms = 32768 * Math.pow(10, -60 / 20.0);
        double tonePeak = 32768 * Math.pow(10, -10 / 20.0) * Math.sqrt(2);
        for (int i = 0; i < 32_000; i++) {
            double noise = random.nextGaussian() * noiseRms;
            double tone = i < 16_000 ? 0 : tonePeak * Math.sin(2 * Math.PI * 440 * i / 16_000.0);
            pcm.putShort((short) Math.round(noise + tone));
        }
        return pcm.array();
    }

    @Test
    void theNoiseFloorAndTheToneAreWhereTheyWereMade() throws IOException {
        SignalMeter meter = new SignalMeter();
        try (InputStream in = meter.wrap(new ByteArrayInputStream(toneAfterNoise()))) {
            in.transferTo(OutputStreamSink.INSTANCE);
        }
        SignalLevels levels = meter.levels();
        assertThat(levels.samples()).isEqualTo(32_000);
        assertThat(levels.frames()).isEqualTo(32_000 / SignalMeter.FRAME_SAMPLES);
        assertThat(levels.percentileDb(0.1)).isBetween(-61, -59);
        assertThat(levels.percentileDb(0.9)).isBetween(-11, -9);
        assertThat(levels.snrDb()).isBetween(48, 52);
        assertThat(levels.clippedShare()).isZero();
        assertThat(SignalLevels.parse(levels.toText())).isEqualTo(levels);
        assertThat(levels.plus(levels).frames()).isEqualTo(2 * levels.frames());
    }

    @Test
    void readsOfAnySizeMeasureTheSame() throws IOException {
        byte[] pcm = toneAfterNoise();
        SignalMeter whole = new SignalMeter();
        whole.wrap(new ByteArrayInputStream(pcm)).transferTo(OutputStreamSink.INSTANCE);
        SignalMeter trickled = new SignalMeter();
        InputStream in = trickled.wrap(new ByteArrayInputStream(pcm));
        byte[] buffer = new byte[3];
        // Three bytes, then one, and so on: odd-sized reads and single bytes, as a slow pipe gives them.
        for (int turn = 0; ; turn++) {
            int n = turn % 2 == 0 ? in.read(buffer, 0, 3) : in.read();
            if (n < 0) {
                break;
            }
        }
        assertThat(trickled.levels()).isEqualTo(whole.levels());
    }

    /** Where read bytes go when only the meter is wanted. */
    private static final class OutputStreamSink extends java.io.OutputStream {
        static final OutputStreamSink INSTANCE = new OutputStreamSink();

        @Override
        public void write(int b) {
        }

        @Override
        public void write(byte[] b, int off, int len) {
        }
    }
}
