package dev.parlance.speech.speakers;

import dev.parlance.speech.Fft;
import dev.parlance.speech.PcmFormat;

/**
 * Mel-frequency cepstral coefficients of 16 kHz speech, one frame every 10 ms over a 25 ms window:
 * the usual description of a voice's timbre. Feed samples in any amount; each finished frame goes
 * to the consumer with its time. One instance per stream (it keeps the unfinished window).
 */
final class Mfcc {
    static final int COEFFICIENTS = 13;
    static final int HOP = PcmFormat.SAMPLE_RATE / 100;            // 10 ms
    private static final int WINDOW = PcmFormat.SAMPLE_RATE / 40;  // 25 ms
    private static final int FFT = 512;
    private static final int FILTERS = 26;
    private static final double PRE_EMPHASIS = 0.97;

    /** Receives each frame: its start in ms from the stream's start, and its coefficients (reused: copy to keep). */
    interface FrameConsumer {
        void frame(long startMillis, double[] coefficients);
    }

    private static final double[] HAMMING = new double[WINDOW];
    private static final double[][] MEL_FILTERS = melFilters();
    private static final double[][] DCT = new double[COEFFICIENTS][FILTERS];

    static {
        for (int i = 0; i < WINDOW; i++) {
            HAMMING[i] = 0.54 - 0.46 * Math.cos(2 * Math.PI * i / (WINDOW - 1));
        }
        for (int c = 0; c < COEFFICIENTS; c++) {
            for (int f = 0; f < FILTERS; f++) {
                DCT[c][f] = Math.cos(Math.PI * c * (f + 0.5) / FILTERS);
            }
        }
    }

    private final FrameConsumer consumer;
    private final double[] ring = new double[WINDOW];
    private final double[] re = new double[FFT];
    private final double[] im = new double[FFT];
    private final double[] energies = new double[FILTERS];
    private final double[] coefficients = new double[COEFFICIENTS];
    private int filled;
    private long samples;
    private double previous;

    Mfcc(FrameConsumer consumer) {
        this.consumer = consumer;
    }

    /** Feeds 16-bit little-endian mono samples. */
    void accept(byte[] pcm, int length) {
        for (int i = 0; i + 1 < length; i += 2) {
            double sample = (short) ((pcm[i] & 0xff) | (pcm[i + 1] << 8)) / 32768.0;
            double emphasized = sample - PRE_EMPHASIS * previous;
            previous = sample;
            ring[filled++] = emphasized;
            samples++;
            if (filled == WINDOW) {
                emit();
                // Keep the overlap: the next window starts one hop later.
                System.arraycopy(ring, HOP, ring, 0, WINDOW - HOP);
                filled = WINDOW - HOP;
            }
        }
    }

    private void emit() {
        for (int i = 0; i < FFT; i++) {
            re[i] = i < WINDOW ? ring[i] * HAMMING[i] : 0;
            im[i] = 0;
        }
        Fft.transform(re, im);
        for (int f = 0; f < FILTERS; f++) {
            double sum = 0;
            double[] weights = MEL_FILTERS[f];
            for (int k = 0; k < weights.length; k++) {
                if (weights[k] != 0) {
                    sum += weights[k] * (re[k] * re[k] + im[k] * im[k]);
                }
            }
            energies[f] = Math.log(sum + 1e-10);
        }
        for (int c = 0; c < COEFFICIENTS; c++) {
            double sum = 0;
            for (int f = 0; f < FILTERS; f++) {
                sum += DCT[c][f] * energies[f];
            }
            coefficients[c] = sum;
        }
        long startSample = samples - WINDOW;
        consumer.frame(startSample * 1000 / PcmFormat.SAMPLE_RATE, coefficients);
    }

    /** Triangular filters evenly spaced on the mel scale from 0 to 8 kHz, over the FFT's bins. */
    private static double[][] melFilters() {
        int bins = FFT / 2 + 1;
        double maxMel = mel(PcmFormat.SAMPLE_RATE / 2.0);
        double[] centres = new double[FILTERS + 2];
        for (int i = 0; i < centres.length; i++) {
            double hz = 700 * (Math.pow(10, maxMel * i / (FILTERS + 1) / 2595) - 1);
            centres[i] = hz * FFT / PcmFormat.SAMPLE_RATE;
        }
        double[][] filters = new double[FILTERS][bins];
        for (int f = 0; f < FILTERS; f++) {
            for (int k = 0; k < bins; k++) {
                double up = (k - centres[f]) / (centres[f + 1] - centres[f]);
                double down = (centres[f + 2] - k) / (centres[f + 2] - centres[f + 1]);
                filters[f][k] = Math.max(0, Math.min(up, down));
            }
        }
        return filters;
    }

    private static double mel(double hz) {
        return 2595 * Math.log10(1 + hz / 700);
    }
}
