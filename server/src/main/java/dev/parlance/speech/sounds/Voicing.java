package dev.parlance.speech.sounds;

import dev.parlance.speech.Pitch;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * How much of each run of words is voiced: the share of its frames louder than the quiet that have
 * a voice's pitch ({@link Pitch}). Only the runs' frames are analysed, in one pass over the audio.
 */
public final class Voicing {
    private Voicing() {
    }

    /**
     * @param pcm  the media's 16 kHz mono 16-bit PCM from its start
     * @param runs in time order, not overlapping
     * @return each run's voiced share, 0 to 1 (1 when none of its frames is louder than the quiet: nothing to judge)
     */
    public static double[] voicedShares(InputStream pcm, List<SoundEvents.Run> runs) throws IOException {
        int[] heard = new int[runs.size()];
        int[] voiced = new int[runs.size()];
        int[] at = {0};
        Pitch pitch = new Pitch(startMillis -> {
            long middle = startMillis + 20; // a frame is 40 ms: it belongs to the run its middle lies in
            while (at[0] < runs.size() && runs.get(at[0]).endMillis() <= middle) {
                at[0]++;
            }
            return at[0] < runs.size() && runs.get(at[0]).startMillis() <= middle;
        }, (startMillis, hertz) -> {
            heard[at[0]]++;
            if (!Double.isNaN(hertz)) {
                voiced[at[0]]++;
            }
        });
        byte[] buffer = new byte[64 * 1024];
        int n;
        while (at[0] < runs.size() && (n = pcm.readNBytes(buffer, 0, buffer.length)) > 0) {
            pitch.accept(buffer, n & ~1);
        }
        double[] shares = new double[runs.size()];
        for (int i = 0; i < shares.length; i++) {
            shares[i] = heard[i] == 0 ? 1 : (double) voiced[i] / heard[i];
        }
        return shares;
    }
}
