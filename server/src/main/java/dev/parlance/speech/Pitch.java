package dev.parlance.speech;

/**
 * The pitch of 16 kHz speech, a frame every 20 ms over 40 ms: the strongest periodicity between
 * 60 and 400 Hz, from the frame's autocorrelation (through the FFT). A frame is voiced when that
 * periodicity holds {@value #VOICED_PEAK} of its energy; other frames report no pitch, and frames
 * quieter than {@value #QUIET_BELOW_DB} dBFS are not reported. Speech is mostly voiced (its vowels);
 * the speakers' registers and the sounds misheard as words are told by it. Feed samples in any
 * amount; one instance per stream.
 */
public final class Pitch {
    static final int HOP = PcmFormat.SAMPLE_RATE / 50;             // 20 ms
    private static final int WINDOW = PcmFormat.SAMPLE_RATE / 25;  // 40 ms: two periods of a 60 Hz voice
    private static final int FFT = 1024;                           // above WINDOW + MAX_LAG: no wrap-around
    private static final int MIN_LAG = PcmFormat.SAMPLE_RATE / 400;
    private static final int MAX_LAG = PcmFormat.SAMPLE_RATE / 60;
    static final double VOICED_PEAK = 0.45;
    static final double QUIET_BELOW_DB = -50;

    /** Receives each frame louder than the quiet: its start in ms from the stream's start, and its pitch in Hz, or NaN when unvoiced. */
    public interface FrameConsumer {
        void frame(long startMillis, double hertz);
    }

    /** Says which frames are wanted: the others are skipped without their transform. */
    public interface Wanted {
        boolean at(long startMillis);
    }

    private static final double[] HANN = new double[WINDOW];

    static {
        for (int i = 0; i < WINDOW; i++) {
            HANN[i] = 0.5 - 0.5 * Math.cos(2 * Math.PI * i / (WINDOW - 1));
        }
    }

    private final Wanted wanted;
    private final FrameConsumer consumer;
    private final double[] ring = new double[WINDOW];
    private final double[] re = new double[FFT];
    private final double[] im = new double[FFT];
    private int filled;
    private long samples;

    public Pitch(Wanted wanted, FrameConsumer consumer) {
        this.wanted = wanted;
        this.consumer = consumer;
    }

    /** Feeds 16-bit little-endian mono samples. */
    public void accept(byte[] pcm, int length) {
        for (int i = 0; i + 1 < length; i += 2) {
            ring[filled++] = (short) ((pcm[i] & 0xff) | (pcm[i + 1] << 8)) / 32768.0;
            samples++;
            if (filled == WINDOW) {
                long startMillis = (samples - WINDOW) * 1000 / PcmFormat.SAMPLE_RATE;
                if (wanted.at(startMillis) && !quiet()) {
                    consumer.frame(startMillis, pitch());
                }
                System.arraycopy(ring, HOP, ring, 0, WINDOW - HOP);
                filled = WINDOW - HOP;
            }
        }
    }

    private boolean quiet() {
        double energy = 0;
        for (double sample : ring) {
            energy += sample * sample;
        }
        return 10 * Math.log10(energy / WINDOW + 1e-10) < QUIET_BELOW_DB;
    }

    private double pitch() {
        for (int i = 0; i < FFT; i++) {
            re[i] = i < WINDOW ? ring[i] * HANN[i] : 0;
            im[i] = 0;
        }
        Fft.transform(re, im);
        // The power spectrum's inverse transform is the autocorrelation; its conjugate symmetry lets the
        // forward transform do it.
        for (int k = 0; k < FFT; k++) {
            re[k] = re[k] * re[k] + im[k] * im[k];
            im[k] = 0;
        }
        Fft.transform(re, im);
        double zero = re[0];
        if (zero <= 0) {
            return Double.NaN;
        }
        int best = MIN_LAG;
        for (int lag = MIN_LAG + 1; lag <= MAX_LAG; lag++) {
            if (re[lag] > re[best]) {
                best = lag;
            }
        }
        return re[best] / zero >= VOICED_PEAK ? (double) PcmFormat.SAMPLE_RATE / best : Double.NaN;
    }
}
