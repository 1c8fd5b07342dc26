package dev.parlance.captions.align;

/**
 * The turns a person retimed (moved a start or an end in the editor's timeline) keep where they were
 * put: their words, timed by the alignment, are stretched or squeezed in proportion to fit the span,
 * so the pauses between them scale with it. The span is held inside the media and after the
 * retimed turn before it. Words of the other turns then keep their times where those are in
 * order, and are pushed up against a retimed turn they would overlap: every time stays inside the
 * media, in order, and no turn overlaps another.
 */
final class TurnTimes {
    private TurnTimes() {
    }

    static void apply(ParsedTranscript text, Timing timing, long media) {
        int n = timing.size();
        boolean[] fixed = new boolean[n];
        boolean any = false;
        long floor = 0;
        for (ParsedTranscript.Turn turn : text.turns) {
            if (turn.start() == null && turn.end() == null) {
                continue;
            }
            int from = turn.firstTimed();
            int to = turn.endTimed();
            long lo = Long.MAX_VALUE;
            long hi = Long.MIN_VALUE;
            for (int k = from; k < to; k++) {
                lo = Math.min(lo, timing.starts[k]);
                hi = Math.max(hi, timing.ends[k]);
            }
            long start = Math.clamp(turn.start() == null ? lo : turn.start(), Math.min(floor, media), media);
            long end = Math.clamp(turn.end() == null ? hi : turn.end(), start, media);
            fit(timing, from, to, lo, hi, start, end);
            for (int k = from; k < to; k++) {
                fixed[k] = true;
            }
            floor = end;
            any = true;
        }
        if (any) {
            order(timing, fixed, media);
        }
    }

    /** Maps the words [from, to), now spanning [lo, hi], onto [start, end]. */
    private static void fit(Timing timing, int from, int to, long lo, long hi, long start, long end) {
        double scale = hi > lo ? (double) (end - start) / (hi - lo) : 0;
        for (int k = from; k < to; k++) {
            if (hi > lo) {
                timing.starts[k] = Math.min(end, start + Math.round((timing.starts[k] - lo) * scale));
                timing.ends[k] = Math.clamp(start + Math.round((timing.ends[k] - lo) * scale), timing.starts[k], end);
            } else { // words with no length between them: shared evenly
                int count = to - from;
                timing.starts[k] = start + (end - start) * (k - from) / count;
                timing.ends[k] = start + (end - start) * (k - from + 1) / count;
            }
        }
    }

    /** Holds the other words in order around the retimed ones, which do not move. */
    private static void order(Timing timing, boolean[] fixed, long media) {
        int n = timing.size();
        long[] nextFixedStart = new long[n + 1];
        nextFixedStart[n] = media;
        for (int k = n - 1; k >= 0; k--) {
            nextFixedStart[k] = fixed[k] ? timing.starts[k] : nextFixedStart[k + 1];
        }
        long floor = 0;
        for (int k = 0; k < n; k++) {
            if (!fixed[k]) {
                long ceiling = nextFixedStart[k + 1];
                timing.starts[k] = Math.clamp(timing.starts[k], Math.min(floor, ceiling), ceiling);
                timing.ends[k] = Math.clamp(timing.ends[k], timing.starts[k], ceiling);
            }
            floor = Math.max(floor, timing.ends[k]);
        }
    }
}
