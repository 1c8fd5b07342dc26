package dev.parlance.speech.sounds;

import dev.parlance.speech.Fft;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Describes 16 kHz PCM, sample by sample as it passes, in {@link SoundWindow}s of 66 frames of
 * 30 ms (1.98 s) from the stream's start. Per frame: level, and from a Hann-windowed 512-point
 * spectrum the flatness (bins 3-199, about 90 Hz to 6.2 kHz), the flux of the normalized magnitude
 * and the centroid; from the raw samples the zero crossings and the periodicity at 50-400 Hz.
 * The same computation as {@code bench/sound-features.py}, whose figures the classifier learned.
 * A few per cent of one core next to recognition. Not thread-safe: one stream, one caller.
 */
public final class SoundFeatures {
    static final int FRAME_SAMPLES = 480;
    static final long FRAME_MILLIS = 30;
    static final int WINDOW_FRAMES = 66;
    /** A frame this much louder than the one before starts a sound: an onset. */
    static final double ONSET_DB = 6;
    private static final int FFT_SIZE = 512;
    private static final int BINS = FFT_SIZE / 2 + 1;
    private static final int FLAT_FROM = 3;
    private static final int FLAT_TO = 200; // exclusive
    private static final int LAG_FROM = 40;
    private static final int LAG_TO = 320; // exclusive
    private static final double[] HANN = new double[FRAME_SAMPLES];

    static {
        for (int n = 0; n < FRAME_SAMPLES; n++) {
            HANN[n] = 0.5 - 0.5 * Math.cos(2 * Math.PI * n / (FRAME_SAMPLES - 1));
        }
    }

    private final long startMillis;
    private final double[] frame = new double[FRAME_SAMPLES];
    private int fill;
    private double[] previousMagnitude;
    private final double[][] frames = new double[WINDOW_FRAMES][];
    private int framesInWindow;
    private long windowsDone;
    private final List<SoundWindow> windows = new ArrayList<>();
    private final double[] re = new double[FFT_SIZE];
    private final double[] im = new double[FFT_SIZE];

    /** @param startMillis the media time of the stream's first sample */
    public SoundFeatures(long startMillis) {
        this.startMillis = startMillis;
    }

    /** One 16-bit sample. */
    public void sample(int value) {
        frame[fill++] = value / 32768.0;
        if (fill == FRAME_SAMPLES) {
            frames[framesInWindow++] = describeFrame();
            fill = 0;
            if (framesInWindow == WINDOW_FRAMES) {
                windows.add(window());
                framesInWindow = 0;
            }
        }
    }

    /** The whole windows so far (a last partial one is left out). */
    public List<SoundWindow> windows() {
        return List.copyOf(windows);
    }

    /** energy, flatness, flux, centroid, zero crossings, periodicity. */
    private double[] describeFrame() {
        double power = 0;
        for (double v : frame) {
            power += v * v;
        }
        double energy = 10 * Math.log10(power / FRAME_SAMPLES + 1e-10);

        Arrays.fill(re, 0);
        Arrays.fill(im, 0);
        for (int n = 0; n < FRAME_SAMPLES; n++) {
            re[n] = frame[n] * HANN[n];
        }
        Fft.transform(re, im);
        double[] spectrum = new double[BINS];
        double total = 0;
        double weighted = 0;
        for (int k = 0; k < BINS; k++) {
            spectrum[k] = re[k] * re[k] + im[k] * im[k] + 1e-12;
            total += spectrum[k];
            weighted += spectrum[k] * k * 16_000.0 / FFT_SIZE;
        }
        double logSum = 0;
        double bandSum = 0;
        for (int k = FLAT_FROM; k < FLAT_TO; k++) {
            logSum += Math.log(spectrum[k]);
            bandSum += spectrum[k];
        }
        int band = FLAT_TO - FLAT_FROM;
        double flatness = Math.exp(logSum / band) / (bandSum / band);
        double[] magnitude = new double[BINS];
        double magnitudeSum = 0;
        for (int k = 0; k < BINS; k++) {
            magnitude[k] = Math.sqrt(spectrum[k]);
            magnitudeSum += magnitude[k];
        }
        double flux = 0;
        for (int k = 0; k < BINS; k++) {
            magnitude[k] /= magnitudeSum + 1e-12;
            if (previousMagnitude != null) {
                flux += Math.max(0, magnitude[k] - previousMagnitude[k]);
            }
        }
        previousMagnitude = magnitude;

        int crossings = 0;
        for (int n = 0; n + 1 < FRAME_SAMPLES; n++) {
            if (Math.signum(frame[n + 1]) != Math.signum(frame[n])) {
                crossings++;
            }
        }
        double zero = 0;
        for (double v : frame) {
            zero += v * v;
        }
        double peak = Double.NEGATIVE_INFINITY;
        for (int lag = LAG_FROM; lag < LAG_TO; lag++) {
            double sum = 0;
            for (int n = 0; n + lag < FRAME_SAMPLES; n++) {
                sum += frame[n] * frame[n + lag];
            }
            peak = Math.max(peak, sum);
        }
        return new double[] {energy, flatness, flux, total == 0 ? 0 : weighted / total,
                (double) crossings / (FRAME_SAMPLES - 1), peak / (zero + 1e-12)};
    }

    private SoundWindow window() {
        double[] energy = new double[WINDOW_FRAMES];
        double loudest = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < WINDOW_FRAMES; i++) {
            energy[i] = frames[i][0];
            loudest = Math.max(loudest, energy[i]);
        }
        List<double[]> loud = new ArrayList<>();
        for (double[] f : frames) {
            if (f[0] > loudest - 30) {
                loud.add(f);
            }
        }
        double mean = mean(energy);
        double[] envelope = new double[WINDOW_FRAMES];
        for (int i = 0; i < WINDOW_FRAMES; i++) {
            envelope[i] = energy[i] - mean;
        }
        double harmonic = loud.stream().filter(f -> f[5] > 0.5).count() / (double) loud.size();
        long start = startMillis + windowsDone++ * WINDOW_FRAMES * FRAME_MILLIS;
        return new SoundWindow(start, mean, deviation(energy), median(loud, 1), median(loud, 2),
                deviation(loud.stream().mapToDouble(f -> f[2]).toArray()), median(loud, 3) / 1000, median(loud, 4),
                median(loud, 5), harmonic, syllableModulation(envelope), onsets(energy));
    }

    /** The frames whose level rose by more than {@link #ONSET_DB} over the frame before, when the one before had not. */
    private static int onsets(double[] energy) {
        int onsets = 0;
        for (int i = 2; i < energy.length; i++) {
            if (energy[i] - energy[i - 1] > ONSET_DB && energy[i - 1] - energy[i - 2] <= ONSET_DB) {
                onsets++;
            }
        }
        return onsets;
    }

    /**
     * The share of the envelope's power (a DFT of its 66 values, one every 30 ms) at 2.5-7 Hz among
     * everything above 0.3 Hz.
     */
    private static double syllableModulation(double[] envelope) {
        int n = envelope.length;
        double inBand = 0;
        double all = 0;
        for (int k = 1; k <= n / 2; k++) {
            double re = 0;
            double im = 0;
            for (int t = 0; t < n; t++) {
                double angle = -2 * Math.PI * k * t / n;
                re += envelope[t] * Math.cos(angle);
                im += envelope[t] * Math.sin(angle);
            }
            double power = re * re + im * im;
            double hertz = k / (n * FRAME_MILLIS / 1000.0);
            if (hertz > 0.3) {
                all += power;
            }
            if (hertz >= 2.5 && hertz <= 7) {
                inBand += power;
            }
        }
        return inBand / (all + 1e-12);
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    /** Population standard deviation, as numpy's default. */
    private static double deviation(double[] values) {
        double mean = mean(values);
        double sum = 0;
        for (double v : values) {
            sum += (v - mean) * (v - mean);
        }
        return Math.sqrt(sum / values.length);
    }

    private static double median(List<double[]> frames, int feature) {
        double[] values = frames.stream().mapToDouble(f -> f[feature]).sorted().toArray();
        int middle = values.length / 2;
        return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
    }
}
