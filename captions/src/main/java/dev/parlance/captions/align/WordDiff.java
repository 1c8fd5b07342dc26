package dev.parlance.captions.align;

/**
 * The longest common subsequence of two key sequences: Myers' O(ND) difference algorithm in its
 * linear-space form (middle snake, divide and conquer), after trimming the common start and end.
 * Fast when the texts differ little, whatever their length. A sub-problem whose difference runs
 * past {@link #MAX_SEARCH} edits is left without matches (two unrelated texts): the block aligner
 * then places it by proportion.
 */
final class WordDiff {
    static final int MAX_SEARCH = 20_000;

    private final int[] a;
    private final int[] b;
    private int[] matchA = new int[64];
    private int[] matchB = new int[64];
    private int matches;
    private int[] forward = new int[0];
    private int[] backward = new int[0];

    private WordDiff(int[] a, int[] b) {
        this.a = a;
        this.b = b;
    }

    /** Matched pairs in order: {@code result[0][k]} in {@code a} equals {@code result[1][k]} in {@code b}. */
    static int[][] matches(int[] a, int[] b) {
        WordDiff diff = new WordDiff(a, b);
        diff.compare(0, a.length, 0, b.length);
        return new int[][] {java.util.Arrays.copyOf(diff.matchA, diff.matches), java.util.Arrays.copyOf(diff.matchB, diff.matches)};
    }

    private void compare(int aLo, int aHi, int bLo, int bHi) {
        while (aLo < aHi && bLo < bHi && a[aLo] == b[bLo]) {
            add(aLo++, bLo++);
        }
        int suffix = 0;
        while (aLo < aHi - suffix && bLo < bHi - suffix && a[aHi - 1 - suffix] == b[bHi - 1 - suffix]) {
            suffix++;
        }
        int aEnd = aHi - suffix;
        int bEnd = bHi - suffix;
        if (aLo < aEnd && bLo < bEnd) {
            int[] snake = middleSnake(aLo, aEnd, bLo, bEnd);
            boolean splits = snake != null && !(snake[0] == aEnd && snake[1] == bEnd) && !(snake[2] == aLo && snake[3] == bLo);
            if (splits) {
                compare(aLo, snake[0], bLo, snake[1]);
                for (int x = snake[0], y = snake[1]; x < snake[2]; x++, y++) {
                    add(x, y);
                }
                compare(snake[2], aEnd, snake[3], bEnd);
            }
        }
        for (int k = 0; k < suffix; k++) {
            add(aEnd + k, bEnd + k);
        }
    }

    /**
     * The snake in the middle of an optimal edit path of {@code a[aLo..aHi)} and {@code b[bLo..bHi)}
     * (both non-empty, first and last elements differing): {start x, start y, end x, end y} in
     * absolute indices; {@code null} when it lies beyond {@link #MAX_SEARCH} edits.
     */
    private int[] middleSnake(int aLo, int aHi, int bLo, int bHi) {
        int n = aHi - aLo;
        int m = bHi - bLo;
        int delta = n - m;
        boolean odd = (delta & 1) != 0;
        int max = (n + m + 1) / 2;
        int limit = Math.min(max, MAX_SEARCH);
        int offset = limit + 1;
        int size = 2 * limit + 3;
        if (forward.length < size) {
            forward = new int[size];
            backward = new int[size];
        }
        forward[offset + 1] = 0;
        backward[offset + 1] = 0;
        for (int d = 0; d <= limit; d++) {
            for (int k = -d; k <= d; k += 2) {
                int x = k == -d || k != d && forward[offset + k - 1] < forward[offset + k + 1]
                        ? forward[offset + k + 1] : forward[offset + k - 1] + 1;
                int y = x - k;
                int x0 = x;
                int y0 = y;
                while (x < n && y < m && a[aLo + x] == b[bLo + y]) {
                    x++;
                    y++;
                }
                forward[offset + k] = x;
                int kb = delta - k;
                if (odd && kb >= -(d - 1) && kb <= d - 1 && x + backward[offset + kb] >= n) {
                    return new int[] {aLo + x0, bLo + y0, aLo + x, bLo + y};
                }
            }
            for (int kb = -d; kb <= d; kb += 2) {
                int x = kb == -d || kb != d && backward[offset + kb - 1] < backward[offset + kb + 1]
                        ? backward[offset + kb + 1] : backward[offset + kb - 1] + 1;
                int y = x - kb;
                int x0 = x;
                int y0 = y;
                while (x < n && y < m && a[aHi - 1 - x] == b[bHi - 1 - y]) {
                    x++;
                    y++;
                }
                backward[offset + kb] = x;
                int k = delta - kb;
                if (!odd && k >= -d && k <= d && forward[offset + k] + x >= n) {
                    return new int[] {aHi - x, bHi - y, aHi - x0, bHi - y0};
                }
            }
        }
        return null;
    }

    private void add(int x, int y) {
        if (matches == matchA.length) {
            matchA = java.util.Arrays.copyOf(matchA, matches * 2);
            matchB = java.util.Arrays.copyOf(matchB, matches * 2);
        }
        matchA[matches] = x;
        matchB[matches] = y;
        matches++;
    }
}
