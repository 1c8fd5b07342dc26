package dev.parlance.captions.align;

import java.util.Arrays;

/**
 * Gives every new word and sound a time from the alignment, in three passes.
 * <ol>
 * <li>Matched units take their old times exactly ({@link Evidence#KEPT}).</li>
 * <li>A changed group (one substitution with the deletions and insertions next to it in the
 * same block) takes the span of the old words it replaces; one new word takes it all, several
 * share it by length, stretching into the silence around when the span is too short for them.</li>
 * <li>New words with nothing replaced are placed between their timed neighbours
 * ({@link #fill}).</li>
 * </ol>
 * {@link #settle()} finally holds every time inside the media and in order without touching
 * the kept ones. For an imported caption file every word also stays inside its cue
 * ({@link CueWindows}): a time from outside is not taken, and words with none are shared out
 * over their cue.
 */
final class Timing {
    /** How long a sound with nothing to go by is taken to last. */
    private static final double SOUND_MILLIS = 1000;

    private final PreviousWords old;
    private final Items oldItems;
    private final ParsedTranscript fresh;
    private final Items newItems;
    private final KeyTable keys;
    private final long media;
    private final double weakSimilarity;

    final long[] starts;
    final long[] ends;
    final Evidence[] evidence;
    /** Whether a time is an estimate (the token's {@code interpolated}). */
    final boolean[] estimated;
    /** The old word whose time a new one took, or -1. */
    final int[] sources;
    private final boolean[] timed;

    /** Each word's cue, for an imported caption file; null: anywhere in the media. */
    private final CueWindows windows;

    Timing(PreviousWords old, Items oldItems, ParsedTranscript fresh, Items newItems, KeyTable keys, long media,
           double weakSimilarity, CueWindows windows) {
        if (windows != null && windows.size() != fresh.size()) {
            throw new IllegalArgumentException(windows.size() + " cue spans for " + fresh.size() + " words and sounds");
        }
        this.windows = windows;
        this.old = old;
        this.oldItems = oldItems;
        this.fresh = fresh;
        this.newItems = newItems;
        this.keys = keys;
        this.media = media;
        this.weakSimilarity = weakSimilarity;
        int n = fresh.size();
        starts = new long[n];
        ends = new long[n];
        evidence = new Evidence[n];
        estimated = new boolean[n];
        sources = new int[n];
        timed = new boolean[n];
        Arrays.fill(sources, -1);
    }

    int size() {
        return starts.length;
    }

    void assign(Path path) {
        Groups groups = Groups.of(path);
        for (int g = 0; g < groups.size(); g++) {
            if (groups.kind(g) == Groups.MATCH) {
                match(groups.oldItem(g), groups.newItem(g));
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            if (groups.kind(g) == Groups.CHANGE) {
                change(groups, g);
            }
        }
        if (windows != null) {
            confine();
        }
        int i = 0;
        while (i < size()) {
            if (timed[i]) {
                i++;
                continue;
            }
            int end = i;
            while (end < size() && !timed[end]) {
                end++;
            }
            fill(i, end);
            i = end;
        }
    }

    private void match(int oldItem, int newItem) {
        int oldFirst = oldItems.first[oldItem];
        int oldCount = oldItems.count[oldItem];
        int first = newItems.first[newItem];
        int count = newItems.count[newItem];
        if (count == oldCount) {
            for (int k = 0; k < count; k++) {
                set(first + k, old.starts[oldFirst + k], old.ends[oldFirst + k], Evidence.KEPT, false, oldFirst + k);
            }
        } else if (count == 1) { // "twenty five" written "25": the same words, one span
            set(first, old.starts[oldFirst], old.ends[oldFirst + oldCount - 1], Evidence.KEPT, false, oldFirst);
        } else {
            spread(first, first + count, old.starts[oldFirst], old.ends[oldFirst + oldCount - 1]);
            for (int k = first; k < first + count; k++) {
                mark(k, Evidence.REPLACED, true, oldFirst);
            }
        }
    }

    /** A substitution with the deletions and insertions around it. */
    private void change(Groups groups, int g) {
        int oldFirst = oldItems.first[groups.oldFrom(g)];
        int oldLast = lastToken(oldItems, groups.oldTo(g) - 1);
        int first = newItems.first[groups.newFrom(g)];
        int end = lastToken(newItems, groups.newTo(g) - 1) + 1;
        long coreStart = old.starts[oldFirst];
        long coreEnd = old.ends[oldFirst];
        for (int k = oldFirst; k <= oldLast; k++) {
            coreEnd = Math.max(coreEnd, old.ends[k]);
        }
        int replacedOld = groups.oldItem(g);
        int replacedNew = groups.newItem(g);
        double similarity = WordKeys.similarity(keys.key(oldItems.keys[replacedOld]), keys.key(newItems.keys[replacedNew]));
        Evidence replaced = similarity >= weakSimilarity ? Evidence.REPLACED : Evidence.REWRITTEN;
        int replacedFirst = newItems.first[replacedNew];
        int replacedEnd = replacedFirst + newItems.count[replacedNew];
        if (end - first == 1) {
            set(first, coreStart, coreEnd, replaced, false, oldItems.first[replacedOld]);
            return;
        }
        long need = need(first, end);
        // The items around a change are matched or changed ones (deletions alone happen only in
        // blocks without a substitution), so their old times bound it.
        long lo = groups.oldFrom(g) > 0 ? oldEndOf(groups.oldFrom(g) - 1) : 0;
        if (first > 0 && timed[first - 1]) {
            lo = Math.max(lo, ends[first - 1]);
        }
        long hi = Math.max(lo, groups.oldTo(g) < oldItems.size() ? oldStartOf(groups.oldTo(g)) : media);
        long start = Math.max(lo, Math.min(coreStart, hi));
        long stop = Math.min(hi, Math.max(coreEnd, start));
        long missing = need - (stop - start);
        if (missing > 0) {
            long before = Math.min(missing / 2, start - lo);
            long after = Math.min(missing - before, hi - stop);
            before = Math.min(missing - after, start - lo);
            start -= before;
            stop += after;
        }
        spread(first, end, start, stop);
        for (int k = first; k < end; k++) {
            boolean substituted = k >= replacedFirst && k < replacedEnd;
            mark(k, substituted ? replaced : Evidence.INTERPOLATED, true, substituted ? oldItems.first[replacedOld] : -1);
        }
    }

    private long oldEndOf(int oldItem) {
        return old.ends[lastToken(oldItems, oldItem)];
    }

    private long oldStartOf(int oldItem) {
        return old.starts[oldItems.first[oldItem]];
    }

    private static int lastToken(Items items, int item) {
        return items.first[item] + items.count[item] - 1;
    }

    /**
     * Places words and sounds [from, to) with no time yet between the times before and after.
     * When the gap is short they fill it, shared by length. When it is long (a pause) they keep a
     * natural length and sit next to the words they belong with: the part that finishes the
     * sentence before leans on it, the part that opens the sentence after leans on that, and
     * whole sentences in between sit in the middle of what is left.
     */
    void fill(int from, int to) {
        if (windows != null) {
            fillCues(from, to);
            return;
        }
        long lo = from > 0 ? ends[from - 1] : 0;
        long hi = Math.max(lo, to < size() ? starts[to] : media);
        if (hi - lo <= need(from, to)) {
            spread(from, to, lo, hi);
        } else {
            boolean opens = fresh.startsSentence(from);
            boolean closes = fresh.endsSentence(to - 1);
            int headEnd = from;
            if (!opens) {
                do {
                    headEnd++;
                } while (headEnd < to && !fresh.startsSentence(headEnd));
            }
            if (!opens && !closes && headEnd == to) { // inside one sentence: no side to lean on
                long start = lo + (hi - lo - need(from, to)) / 2;
                spread(from, to, start, start + need(from, to));
            } else {
                int tailStart = to;
                if (!closes) {
                    tailStart = to - 1;
                    while (!fresh.startsSentence(tailStart)) {
                        tailStart--;
                    }
                }
                long headStop = lo + need(from, headEnd);
                long tailFrom = hi - need(tailStart, to);
                long middle = headStop + (tailFrom - headStop - need(headEnd, tailStart)) / 2;
                spread(from, headEnd, lo, headStop);
                spread(headEnd, tailStart, middle, middle + need(headEnd, tailStart));
                spread(tailStart, to, tailFrom, hi);
            }
        }
        for (int k = from; k < to; k++) {
            mark(k, Evidence.INTERPOLATED, true, -1);
        }
    }

    /**
     * Words of a caption file take no time from the recognizer that lies outside their cue (give or
     * take {@link CueWindows#SLACK_MILLIS}), and the times they keep are held inside it.
     */
    private void confine() {
        for (int k = 0; k < size(); k++) {
            if (!timed[k]) {
                continue;
            }
            if (windows.admits(k, starts[k], ends[k])) {
                starts[k] = Math.clamp(starts[k], windows.starts()[k], windows.ends()[k]);
                ends[k] = Math.clamp(ends[k], starts[k], windows.ends()[k]);
            } else {
                timed[k] = false;
            }
        }
    }

    /**
     * {@link #fill} for the words of a caption file: each cue's part of the run is shared out over
     * the part of the cue its timed neighbours leave free (all of it when none was heard).
     */
    private void fillCues(int from, int to) {
        int a = from;
        while (a < to) {
            int b = a + 1;
            while (b < to && windows.sameCue(a, b)) {
                b++;
            }
            long cueStart = windows.starts()[a];
            long cueEnd = windows.ends()[a];
            long lo = Math.clamp(a > 0 ? ends[a - 1] : 0, cueStart, cueEnd);
            long hi = b < to ? cueEnd : Math.clamp(b < size() ? starts[b] : media, lo, cueEnd);
            spread(a, b, lo, hi);
            for (int k = a; k < b; k++) {
                mark(k, Evidence.INTERPOLATED, true, -1);
            }
            a = b;
        }
    }

    /** Holds a time found in the audio inside the word's cue; false when it lies too far outside. */
    boolean place(int k, long start, long end) {
        if (windows != null) {
            if (!windows.admits(k, start, end)) {
                return false;
            }
            start = Math.clamp(start, windows.starts()[k], windows.ends()[k]);
            end = Math.clamp(end, start, windows.ends()[k]);
        }
        starts[k] = start;
        ends[k] = end;
        return true;
    }

    /** Where the words [from, to) may lie: their cues' spans, or the whole media. */
    long earliest(int from) {
        return windows == null ? 0 : windows.starts()[from];
    }

    long latest(int last) {
        return windows == null ? media : windows.ends()[last];
    }

    /** Shares [start, stop] among words [from, to) in proportion to their natural length. */
    private void spread(int from, int to, long start, long stop) {
        if (from >= to) {
            return;
        }
        double total = 0;
        for (int k = from; k < to; k++) {
            total += natural(k);
        }
        double done = 0;
        long length = stop - start;
        for (int k = from; k < to; k++) {
            starts[k] = start + Math.round(length * done / total);
            done += natural(k);
            ends[k] = k == to - 1 ? stop : start + Math.round(length * done / total);
            timed[k] = true;
        }
    }

    private long need(int from, int to) {
        double need = 0;
        for (int k = from; k < to; k++) {
            need += natural(k);
        }
        return Math.round(need);
    }

    /** About how long a word takes to say (conversational speed), or a sound lasts. */
    private double natural(int k) {
        if (fresh.sound(k)) {
            return SOUND_MILLIS;
        }
        String text = fresh.texts.get(k);
        int letters = 0;
        for (int i = 0; i < text.length(); i++) {
            letters += Character.isLetterOrDigit(text.charAt(i)) ? 1 : 0;
        }
        return 80 + 60.0 * Math.min(letters, 15);
    }

    private void set(int k, long start, long end, Evidence how, boolean estimate, int source) {
        starts[k] = start;
        ends[k] = end;
        timed[k] = true;
        mark(k, how, estimate, source);
    }

    void mark(int k, Evidence how, boolean estimate, int source) {
        evidence[k] = how;
        estimated[k] = estimate;
        sources[k] = source;
    }

    /**
     * Holds every time inside the media (and its cue) and in order: a word not kept as it was starts
     * no earlier than the words before it end and ends no later than the next kept word starts. Kept
     * words are already in order (their old times were made so) and inside their cues.
     */
    void settle() {
        int n = size();
        long[] nextKeptStart = new long[n + 1];
        nextKeptStart[n] = media;
        for (int k = n - 1; k >= 0; k--) {
            nextKeptStart[k] = evidence[k] == Evidence.KEPT ? starts[k] : nextKeptStart[k + 1];
        }
        long floor = 0;
        for (int k = 0; k < n; k++) {
            if (evidence[k] != Evidence.KEPT) {
                long ceiling = Math.min(nextKeptStart[k + 1], latest(k));
                long lo = Math.min(Math.max(floor, earliest(k)), ceiling);
                starts[k] = Math.clamp(starts[k], lo, ceiling);
                ends[k] = Math.clamp(ends[k], starts[k], ceiling);
            }
            floor = Math.max(floor, ends[k]);
        }
    }
}
