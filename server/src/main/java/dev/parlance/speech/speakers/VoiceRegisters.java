package dev.parlance.speech.speakers;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Whether a recording's turns are spoken in two voice registers: their typical pitches (each turn's
 * median, weighted by its voiced frames) fall into two groups at least {@value #TWO_VOICES_OCTAVES}
 * of an octave apart, the smaller group holding at least {@value #MINOR_SHARE} of the voiced speech.
 * One voice's turns lie within about a third of an octave of each other; a man's and a woman's
 * voices are most of an octave apart. Voices of one register (two men) are not told apart by this.
 *
 * @param gapOctaves how far apart the two groups' weighted mean pitches are (0 with fewer than two turns)
 * @param minorShare the smaller group's share of the voiced frames
 * @param higher     for each turn given, whether it lies in the higher group
 */
record VoiceRegisters(double gapOctaves, double minorShare, boolean[] higher) {
    static final double TWO_VOICES_OCTAVES = 0.5;
    static final double MINOR_SHARE = 0.2;

    /** Whether these are two voices. */
    boolean two() {
        return gapOctaves >= TWO_VOICES_OCTAVES && minorShare >= MINOR_SHARE;
    }

    /**
     * @param medianOctaves each turn's median pitch, log2 of Hz
     * @param weights       each turn's voiced frames
     */
    static VoiceRegisters of(double[] medianOctaves, int[] weights) {
        int n = medianOctaves.length;
        boolean[] higher = new boolean[n];
        if (n < 2) {
            return new VoiceRegisters(0, 0, higher);
        }
        Integer[] order = new Integer[n];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.comparingDouble(i -> medianOctaves[i]));
        double total = 0;
        for (int w : weights) {
            total += w;
        }
        // The split of the sorted turns with the least weighted spread inside its two groups.
        int bestSplit = 1;
        double bestSpread = Double.MAX_VALUE;
        double[] best = null;
        for (int split = 1; split < n; split++) {
            double[] low = moments(order, 0, split, medianOctaves, weights);
            double[] high = moments(order, split, n, medianOctaves, weights);
            double spread = low[2] + high[2];
            if (spread < bestSpread) {
                bestSpread = spread;
                bestSplit = split;
                best = new double[] {low[0], low[1], high[0], high[1]};
            }
        }
        for (int i = bestSplit; i < n; i++) {
            higher[order[i]] = true;
        }
        return new VoiceRegisters(best[3] - best[1], Math.min(best[0], best[2]) / total, higher);
    }

    /** Weight, weighted mean and weighted sum of squared deviations of the sorted turns from..to. */
    private static double[] moments(Integer[] order, int from, int to, double[] values, int[] weights) {
        double weight = 0;
        double sum = 0;
        for (int i = from; i < to; i++) {
            weight += weights[order[i]];
            sum += weights[order[i]] * values[order[i]];
        }
        double mean = sum / weight;
        double squares = 0;
        for (int i = from; i < to; i++) {
            squares += weights[order[i]] * (values[order[i]] - mean) * (values[order[i]] - mean);
        }
        return new double[] {weight, mean, squares};
    }
}
