package dev.parlance.speech;

/** An in-place radix-2 complex FFT, for the few hundred points an audio frame needs (cepstra, sound features). */
public final class Fft {
    private Fft() {
    }

    /** Transforms {@code re + i·im} in place; the length must be a power of two. */
    public static void transform(double[] re, double[] im) {
        int n = re.length;
        if (Integer.bitCount(n) != 1 || im.length != n) {
            throw new IllegalArgumentException("An FFT of " + n + " points");
        }
        for (int i = 1, j = 0; i < n; i++) {
            int bit = n >> 1;
            for (; (j & bit) != 0; bit >>= 1) {
                j ^= bit;
            }
            j ^= bit;
            if (i < j) {
                double t = re[i];
                re[i] = re[j];
                re[j] = t;
                t = im[i];
                im[i] = im[j];
                im[j] = t;
            }
        }
        for (int length = 2; length <= n; length <<= 1) {
            double angle = -2 * Math.PI / length;
            double wRe = Math.cos(angle);
            double wIm = Math.sin(angle);
            for (int start = 0; start < n; start += length) {
                double uRe = 1;
                double uIm = 0;
                for (int k = 0; k < length / 2; k++) {
                    int a = start + k;
                    int b = a + length / 2;
                    double tRe = re[b] * uRe - im[b] * uIm;
                    double tIm = re[b] * uIm + im[b] * uRe;
                    re[b] = re[a] - tRe;
                    im[b] = im[a] - tIm;
                    re[a] += tRe;
                    im[a] += tIm;
                    double next = uRe * wRe - uIm * wIm;
                    uIm = uRe * wIm + uIm * wRe;
                    uRe = next;
                }
            }
        }
    }
}
