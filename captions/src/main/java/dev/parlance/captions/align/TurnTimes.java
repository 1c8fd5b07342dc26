package dev.parlance.captions.align;

import java.util.ArrayList;
import java.util.List;

/**
 * The turns a person retimed (moved a start or an end in the editor's timeline) keep where they were
 * put: their words, timed by the alignment, are stretched or squeezed in proportion to fit the span,
 * so the pauses between them scale with it. The span is held inside the media and after the
 * retimed turn before it. Words of the other turns then keep their times where those are in
 * order, and are pushed up against a retimed turn they would overlap: every time stays inside the
 * media, in order, and no turn overlaps another.
 *
 * <p>A word's edge a person put inside a turn (a caption's start or end moved: a pin) lands where
 * it was put, and the words between two pins, or between a pin and the turn's edge, are fitted in
 * proportion between them: the turn is retimed piece by piece.
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
            if (turn.start() == null && turn.end() == null && turn.pins().isEmpty()) {
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
            // A pin on the turn's first word's start is the turn's start, unless the turn has its own; so is the end.
            Long firstPin = pinAt(turn.pins(), from, false);
            Long lastPin = pinAt(turn.pins(), to - 1, true);
            long start = Math.clamp(turn.start() != null ? turn.start() : firstPin != null ? firstPin : lo, Math.min(floor, media), media);
            long end = Math.clamp(turn.end() != null ? turn.end() : lastPin != null ? lastPin : hi, start, media);
            if (turn.pins().isEmpty()) {
                fit(timing, from, to, lo, hi, start, end);
            } else {
                fitAround(timing, from, to, start, end, turn.pins());
            }
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

    private static Long pinAt(List<ParsedTranscript.EdgePin> pins, int timed, boolean end) {
        for (ParsedTranscript.EdgePin pin : pins) {
            if (pin.timed() == timed && pin.end() == end) {
                return pin.at();
            }
        }
        return null;
    }

    /**
     * Maps the words [from, to) onto [start, end] piece by piece. Their edges (each word's start, then
     * its end) are numbered in order; the turn's first and last edge and every pinned edge are
     * anchors, each put where it was asked (held in order and inside the span), and the edges between
     * two anchors keep their proportions between them.
     */
    private static void fitAround(Timing timing, int from, int to, long start, long end, List<ParsedTranscript.EdgePin> pins) {
        int n = 2 * (to - from);
        long[] edges = new long[n];
        for (int k = from; k < to; k++) {
            edges[2 * (k - from)] = timing.starts[k];
            edges[2 * (k - from) + 1] = Math.max(timing.ends[k], timing.starts[k]);
        }
        for (int e = 1; e < n; e++) {
            edges[e] = Math.max(edges[e], edges[e - 1]); // as the alignment left them, held in order
        }
        List<long[]> anchors = new ArrayList<>(); // {edge, where}
        anchors.add(new long[]{0, start});
        for (ParsedTranscript.EdgePin pin : pins) {
            int edge = 2 * (pin.timed() - from) + (pin.end() ? 1 : 0);
            if (edge > anchors.getLast()[0] && edge < n - 1) {
                anchors.add(new long[]{edge, Math.clamp(pin.at(), anchors.getLast()[1], end)});
            }
        }
        anchors.add(new long[]{n - 1, end});
        long[] placed = new long[n];
        for (int a = 0; a + 1 < anchors.size(); a++) {
            int e0 = (int) anchors.get(a)[0];
            int e1 = (int) anchors.get(a + 1)[0];
            long t0 = anchors.get(a)[1];
            long t1 = anchors.get(a + 1)[1];
            long v0 = edges[e0];
            long v1 = edges[e1];
            for (int e = e0; e <= e1; e++) {
                placed[e] = v1 > v0 ? t0 + Math.round((double) (edges[e] - v0) * (t1 - t0) / (v1 - v0))
                        : t0 + (t1 - t0) * (e - e0) / (e1 - e0); // edges with no time between them: shared evenly
            }
        }
        for (int k = from; k < to; k++) {
            timing.starts[k] = placed[2 * (k - from)];
            timing.ends[k] = Math.max(placed[2 * (k - from) + 1], timing.starts[k]);
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
