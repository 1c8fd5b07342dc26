package dev.parlance.captions.align;

/**
 * Exact matches between two key sequences. First, as in patience diff, the keys found exactly
 * once in each text, in the longest chain that keeps their order: a word that rare is the same
 * word, and it keeps the rest from pairing a common "and" far from where it was said. Between
 * those, the longest common subsequence by Myers' O(ND) difference algorithm in its linear-space
 * form (middle snake, divide and conquer), after trimming the common start and end: fast when the
 * texts differ little, whatever their length. Where the search for the middle runs past
 * {@link #MAX_SEARCH} edits (texts that share little), the problem is cut instead at the point
 * the best path of that many edits reaches, as GNU diff does: not always the longest common
 * subsequence then, but time stays in proportion to the length.
 */
final class WordDiff {
    static final int MAX_SEARCH = 1024;

    private final int[] a;
    private final int[] b;
    private int[] matchA = new int[64];
    private int[] matchB = new int[64];
    private int matches;
    private int[] forward = new int[0];
    private int[] backward = new int[0];

    private final int maxSearch;

    private WordDiff(int[] a, int[] b, int maxSearch) {
        this.a = a;
        this.b = b;
        this.maxSearch = maxSearch;
    }

    /** Matched pairs in order: {@code result[0][k]} in {@code a} equals {@code result[1][k]} in {@code b}. */
    static int[][] matches(int[] a, int[] b) {
        WordDiff diff = new WordDiff(a, b, MAX_SEARCH);
        int i = 0;
        int j = 0;
        for (int[] anchor : uniqueAnchors(a, b)) {
            diff.compare(i, anchor[0], j, anchor[1]);
            diff.add(anchor[0], anchor[1]);
            i = anchor[0] + 1;
            j = anchor[1] + 1;
        }
        diff.compare(i, a.length, j, b.length);
        return new int[][] {java.util.Arrays.copyOf(diff.matchA, diff.matches), java.util.Arrays.copyOf(diff.matchB, diff.matches)};
    }

    /** Myers alone, without the unique anchors: a longest common subsequence within {@code maxSearch} edits. */
    static int[][] commonSubsequence(int[] a, int[] b, int maxSearch) {
        WordDiff diff = new WordDiff(a, b, maxSearch);
        diff.compare(0, a.length, 0, b.length);
        return new int[][] {java.util.Arrays.copyOf(diff.matchA, diff.matches), java.util.Arrays.copyOf(diff.matchB, diff.matches)};
    }

    /** Whether a key occurs exactly once in each sequence. */
    static boolean[] uniqueInBoth(int[] a, int[] b) {
        int keys = 0;
        for (int key : a) {
            keys = Math.max(keys, key + 1);
        }
        for (int key : b) {
            keys = Math.max(keys, key + 1);
        }
        byte[] inA = new byte[keys];
        byte[] inB = new byte[keys];
        for (int key : a) {
            inA[key] = (byte) Math.min(inA[key] + 1, 2);
        }
        for (int key : b) {
            inB[key] = (byte) Math.min(inB[key] + 1, 2);
        }
        boolean[] unique = new boolean[keys];
        for (int key = 0; key < keys; key++) {
            unique[key] = inA[key] == 1 && inB[key] == 1;
        }
        return unique;
    }

    /**
     * The pairs of keys unique in both sequences that form the longest chain increasing in both
     * (patience sorting), in order.
     */
    private static java.util.List<int[]> uniqueAnchors(int[] a, int[] b) {
        boolean[] unique = uniqueInBoth(a, b);
        int[] positionInB = new int[unique.length];
        for (int j = 0; j < b.length; j++) {
            if (unique[b[j]]) {
                positionInB[b[j]] = j;
            }
        }
        int[] fromA = new int[a.length];
        int[] fromB = new int[a.length];
        int pairs = 0;
        for (int i = 0; i < a.length; i++) {
            if (unique[a[i]]) {
                fromA[pairs] = i;
                fromB[pairs] = positionInB[a[i]];
                pairs++;
            }
        }
        int[] pileTop = new int[pairs]; // index of the pair on top of each pile
        int[] below = new int[pairs];   // the pair before it in the longest chain ending there
        int piles = 0;
        for (int p = 0; p < pairs; p++) {
            int low = 0;
            int high = piles;
            while (low < high) {
                int middle = (low + high) >>> 1;
                if (fromB[pileTop[middle]] < fromB[p]) {
                    low = middle + 1;
                } else {
                    high = middle;
                }
            }
            below[p] = low > 0 ? pileTop[low - 1] : -1;
            pileTop[low] = p;
            piles = Math.max(piles, low + 1);
        }
        java.util.ArrayList<int[]> chain = new java.util.ArrayList<>();
        for (int p = piles > 0 ? pileTop[piles - 1] : -1; p >= 0; p = below[p]) {
            chain.add(new int[] {fromA[p], fromB[p]});
        }
        java.util.Collections.reverse(chain);
        return chain;
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
     * absolute indices. Beyond {@link #MAX_SEARCH} edits, an empty snake at the furthest point a
     * forward path of that many edits reaches.
     */
    private int[] middleSnake(int aLo, int aHi, int bLo, int bHi) {
        int n = aHi - aLo;
        int m = bHi - bLo;
        int delta = n - m;
        boolean odd = (delta & 1) != 0;
        int max = (n + m + 1) / 2;
        int limit = Math.min(max, maxSearch);
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
        int bestX = n / 2; // should no path point be usable: the middle
        int bestY = m / 2;
        int best = -1;
        for (int k = -limit; k <= limit; k += 2) {
            int x = forward[offset + k];
            int y = x - k;
            if (x <= n && y >= 0 && y <= m && x + y > best && x + y < n + m) {
                best = x + y;
                bestX = x;
                bestY = y;
            }
        }
        return new int[] {aLo + bestX, bLo + bestY, aLo + bestX, bLo + bestY};
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
