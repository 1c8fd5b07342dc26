package dev.parlance.captions.align;

/**
 * Aligns the old units with the new. The exact matches ({@link WordDiff}) that come in runs of at
 * least {@link #ANCHOR_RUN}, or that are of a word found once in each text (a rare word that
 * survived is strong evidence even among rewritten ones), are anchors: unchanged text, kept as it
 * is. Only the blocks between anchors get the costly alignment
 * ({@link BlockAligner}), where an isolated "the" that happens to match inside a rewritten
 * stretch is weighed against the words around it instead of being taken blindly. A block too
 * big for that (two texts that share almost nothing) is cut at its shorter matches, and failing
 * those its words are paired by position.
 */
final class UnitAligner {
    static final int ANCHOR_RUN = 3;
    /** Largest block aligned word against word: about 2,000 by 2,000 words. */
    static final long MAX_BLOCK_CELLS = 4_000_000;

    private final int[] a;
    private final int[] b;
    private final BlockAligner blocks;
    private final Path path = new Path();
    private int[] matchA;
    private int[] matchB;

    private UnitAligner(int[] a, int[] b, KeyTable keys) {
        this.a = a;
        this.b = b;
        this.blocks = new BlockAligner(a, b, keys);
    }

    static Path align(int[] a, int[] b, KeyTable keys) {
        UnitAligner aligner = new UnitAligner(a, b, keys);
        aligner.run();
        return aligner.path;
    }

    private void run() {
        int[][] matches = WordDiff.matches(a, b);
        matchA = matches[0];
        matchB = matches[1];
        int total = matchA.length;
        boolean[] unique = WordDiff.uniqueInBoth(a, b);
        int i = 0;
        int j = 0;
        int pending = 0; // first match not yet used as an anchor
        int k = 0;
        while (k < total) {
            int runEnd = k + 1;
            while (runEnd < total && matchA[runEnd] == matchA[runEnd - 1] + 1 && matchB[runEnd] == matchB[runEnd - 1] + 1) {
                runEnd++;
            }
            if (runEnd - k < ANCHOR_RUN) {
                runEnd = k + 1;
                if (!unique[a[matchA[k]]]) {
                    k = runEnd;
                    continue;
                }
            }
            block(i, matchA[k], j, matchB[k], pending, k);
            for (int r = k; r < runEnd; r++) {
                path.add(Path.MATCH, matchA[r], matchB[r]);
            }
            i = matchA[runEnd - 1] + 1;
            j = matchB[runEnd - 1] + 1;
            pending = runEnd;
            k = runEnd;
        }
        block(i, a.length, j, b.length, pending, total);
    }

    /** Aligns a[aLo..aHi) with b[bLo..bHi); matches[from..to) are the exact matches inside. */
    private void block(int aLo, int aHi, int bLo, int bHi, int from, int to) {
        if ((long) (aHi - aLo) * (bHi - bLo) <= MAX_BLOCK_CELLS) {
            blocks.align(aLo, aHi, bLo, bHi, path);
        } else if (from < to) {
            int middle = (from + to) >>> 1;
            block(aLo, matchA[middle], bLo, matchB[middle], from, middle);
            path.add(Path.MATCH, matchA[middle], matchB[middle]);
            block(matchA[middle] + 1, aHi, matchB[middle] + 1, bHi, middle + 1, to);
        } else {
            byPosition(aLo, aHi, bLo, bHi);
        }
    }

    /** Pairs words at the same relative position: nothing better is known. */
    private void byPosition(int aLo, int aHi, int bLo, int bHi) {
        int n = aHi - aLo;
        int m = bHi - bLo;
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            // Step along the straight line from corner to corner.
            long ahead = (long) (i + 1) * m - (long) (j + 1) * n;
            if (i < n && j < m && Math.abs(ahead) < Math.max(n, m)) {
                path.add(a[aLo + i] == b[bLo + j] ? Path.MATCH : Path.SUBSTITUTE, aLo + i++, bLo + j++);
            } else if (j >= m || i < n && ahead < 0) {
                path.add(Path.DELETE, aLo + i++, -1);
            } else {
                path.add(Path.INSERT, -1, bLo + j++);
            }
        }
    }
}
