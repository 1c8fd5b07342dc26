package dev.parlance.speech;

import java.util.Arrays;

/**
 * How loud the audio was, frame by frame: a histogram of 30 ms frames by level (one bin per dB
 * below full scale, 0 to -{@value #FLOOR_DB}), and how many samples touched full scale. Small
 * enough to store with each recognized section and to add up over a job.
 *
 * <p>The quiet frames tell the noise floor and the loud ones the speech: their difference is the
 * usual percentile estimate of the signal-to-noise ratio (noise at the 10th percentile, speech at
 * the 90th), good enough to tell a clean recording from a noisy one without a speech detector.
 */
public record SignalLevels(long[] histogram, long samples, long clippedSamples) {
    public static final int FLOOR_DB = 100;
    public static final SignalLevels NONE = new SignalLevels(new long[FLOOR_DB + 1], 0, 0);

    public SignalLevels {
        if (histogram.length != FLOOR_DB + 1) {
            throw new IllegalArgumentException("A level histogram has " + (FLOOR_DB + 1) + " bins");
        }
        histogram = histogram.clone();
    }

    public long frames() {
        return Arrays.stream(histogram).sum();
    }

    public SignalLevels plus(SignalLevels other) {
        long[] sum = histogram.clone();
        for (int i = 0; i < sum.length; i++) {
            sum[i] += other.histogram[i];
        }
        return new SignalLevels(sum, samples + other.samples, clippedSamples + other.clippedSamples);
    }

    /** The level (dBFS, 0 or below) that {@code share} of the frames stay under; -FLOOR_DB when nothing was heard. */
    public int percentileDb(double share) {
        long frames = frames();
        if (frames == 0) {
            return -FLOOR_DB;
        }
        long wanted = (long) Math.ceil(share * frames);
        long seen = 0;
        for (int db = FLOOR_DB; db >= 0; db--) { // from the quietest bin up
            seen += histogram[db];
            if (seen >= wanted) {
                return -db;
            }
        }
        return 0;
    }

    /** Speech level over noise floor, in dB: the 90th percentile frame over the 10th. */
    public int snrDb() {
        return percentileDb(0.9) - percentileDb(0.1);
    }

    public double clippedShare() {
        return samples == 0 ? 0 : (double) clippedSamples / samples;
    }

    /** "samples;clipped;bin0,bin1,..." with trailing empty bins left out: the stored form. */
    public String toText() {
        int last = histogram.length - 1;
        while (last > 0 && histogram[last] == 0) {
            last--;
        }
        StringBuilder text = new StringBuilder().append(samples).append(';').append(clippedSamples).append(';');
        for (int i = 0; i <= last; i++) {
            text.append(i == 0 ? "" : ",").append(histogram[i]);
        }
        return text.toString();
    }

    public static SignalLevels parse(String text) {
        String[] parts = text.split(";", -1);
        long[] histogram = new long[FLOOR_DB + 1];
        String[] bins = parts[2].isEmpty() ? new String[0] : parts[2].split(",");
        for (int i = 0; i < bins.length && i < histogram.length; i++) {
            histogram[i] = Long.parseLong(bins[i]);
        }
        return new SignalLevels(histogram, Long.parseLong(parts[0]), Long.parseLong(parts[1]));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SignalLevels other && samples == other.samples && clippedSamples == other.clippedSamples
                && Arrays.equals(histogram, other.histogram);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(histogram) * 31 + Long.hashCode(samples);
    }

    @Override
    public String toString() {
        return "SignalLevels[" + toText() + "]";
    }
}
