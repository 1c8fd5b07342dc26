package dev.parlance.captions.align;

/**
 * Needleman–Wunsch alignment of a changed block, in linear memory (Hirschberg's split: the best
 * crossing of the middle old unit, then each half on its own; small halves get the full table).
 * Costs: a match is free, an insertion or deletion costs 1, and a substitution costs 1 to 1.8 by
 * how unlike the two words are, so "wanna" pairs with "want" rather than with a nearby "um",
 * while two unlike words in the same place still pair rather than count as a deletion and an
 * insertion.
 */
final class BlockAligner {
    /** Cells of a sub-problem solved with a full table of directions. */
    private static final int TABLE_CELLS = 1 << 16;
    private static final double GAP = 1;
    private static final int CACHE_SIZE = 1 << 15;

    private final int[] a;
    private final int[] b;
    private final KeyTable keys;
    /**
     * Substitution costs met so far, in a fixed table indexed by a hash of the pair (a newer pair
     * takes an older one's slot): memory stays constant, and a text's vocabulary repeats enough
     * that most lookups hit.
     */
    private final long[] cachedPairs = new long[CACHE_SIZE];
    private final double[] cachedCosts = new double[CACHE_SIZE];

    BlockAligner(int[] a, int[] b, KeyTable keys) {
        this.a = a;
        this.b = b;
        this.keys = keys;
    }

    private double substitution(int keyA, int keyB) {
        if (keyA == keyB) {
            return 0;
        }
        long pair = ((long) keyA << 32 | keyB & 0xffffffffL) + 1; // never 0, the empty slot
        int slot = (int) ((pair * 0x9E3779B97F4A7C15L) >>> (64 - 15));
        if (cachedPairs[slot] != pair) {
            cachedPairs[slot] = pair;
            cachedCosts[slot] = 1 + 0.8 * (1 - WordKeys.similarity(keys.key(keyA), keys.key(keyB)));
        }
        return cachedCosts[slot];
    }

    void align(int aLo, int aHi, int bLo, int bHi, Path out) {
        int n = aHi - aLo;
        int m = bHi - bLo;
        if (n == 0) {
            for (int j = bLo; j < bHi; j++) {
                out.add(Path.INSERT, -1, j);
            }
        } else if (m == 0) {
            for (int i = aLo; i < aHi; i++) {
                out.add(Path.DELETE, i, -1);
            }
        } else if (n == 1 || (long) (n + 1) * (m + 1) <= TABLE_CELLS) {
            table(aLo, aHi, bLo, bHi, out);
        } else {
            int mid = (aLo + aHi) >>> 1;
            double[] before = forwardCosts(aLo, mid, bLo, bHi);
            double[] after = backwardCosts(mid, aHi, bLo, bHi);
            int split = 0;
            for (int j = 1; j <= m; j++) {
                if (before[j] + after[j] < before[split] + after[split]) {
                    split = j;
                }
            }
            align(aLo, mid, bLo, bLo + split, out);
            align(mid, aHi, bLo + split, bHi, out);
        }
    }

    /** Cost of aligning a[aLo..aHi) with each prefix b[bLo..bLo+j). */
    private double[] forwardCosts(int aLo, int aHi, int bLo, int bHi) {
        int m = bHi - bLo;
        double[] row = new double[m + 1];
        for (int j = 0; j <= m; j++) {
            row[j] = j * GAP;
        }
        for (int i = aLo; i < aHi; i++) {
            double diagonal = row[0];
            row[0] += GAP;
            for (int j = 1; j <= m; j++) {
                double up = row[j];
                row[j] = Math.min(diagonal + substitution(a[i], b[bLo + j - 1]), Math.min(up, row[j - 1]) + GAP);
                diagonal = up;
            }
        }
        return row;
    }

    /** Cost of aligning a[aLo..aHi) with each suffix b[bLo+j..bHi). */
    private double[] backwardCosts(int aLo, int aHi, int bLo, int bHi) {
        int m = bHi - bLo;
        double[] row = new double[m + 1];
        for (int j = m; j >= 0; j--) {
            row[j] = (m - j) * GAP;
        }
        for (int i = aHi - 1; i >= aLo; i--) {
            double diagonal = row[m];
            row[m] += GAP;
            for (int j = m - 1; j >= 0; j--) {
                double down = row[j];
                row[j] = Math.min(diagonal + substitution(a[i], b[bLo + j]), Math.min(down, row[j + 1]) + GAP);
                diagonal = down;
            }
        }
        return row;
    }

    private static final byte DIAGONAL = 0;
    private static final byte UP = 1;
    private static final byte LEFT = 2;

    /** The full table of directions, then the path back from the corner. */
    private void table(int aLo, int aHi, int bLo, int bHi, Path out) {
        int n = aHi - aLo;
        int m = bHi - bLo;
        byte[] from = new byte[(n + 1) * (m + 1)];
        double[] row = new double[m + 1];
        for (int j = 1; j <= m; j++) {
            row[j] = j * GAP;
            from[j] = LEFT;
        }
        for (int i = 1; i <= n; i++) {
            double diagonal = row[0];
            row[0] = i * GAP;
            from[i * (m + 1)] = UP;
            for (int j = 1; j <= m; j++) {
                double viaDiagonal = diagonal + substitution(a[aLo + i - 1], b[bLo + j - 1]);
                double viaUp = row[j] + GAP;
                double viaLeft = row[j - 1] + GAP;
                diagonal = row[j];
                byte direction = DIAGONAL;
                double best = viaDiagonal;
                if (viaUp < best) {
                    best = viaUp;
                    direction = UP;
                }
                if (viaLeft < best) {
                    best = viaLeft;
                    direction = LEFT;
                }
                row[j] = best;
                from[i * (m + 1) + j] = direction;
            }
        }
        int steps = 0;
        int[] kinds = new int[n + m];
        int i = n;
        int j = m;
        while (i > 0 || j > 0) {
            byte direction = from[i * (m + 1) + j];
            kinds[steps++] = direction;
            if (direction == DIAGONAL) {
                i--;
                j--;
            } else if (direction == UP) {
                i--;
            } else {
                j--;
            }
        }
        i = aLo;
        j = bLo;
        for (int s = steps - 1; s >= 0; s--) {
            if (kinds[s] == DIAGONAL) {
                out.add(a[i] == b[j] ? Path.MATCH : Path.SUBSTITUTE, i++, j++);
            } else if (kinds[s] == UP) {
                out.add(Path.DELETE, i++, -1);
            } else {
                out.add(Path.INSERT, -1, j++);
            }
        }
    }
}
