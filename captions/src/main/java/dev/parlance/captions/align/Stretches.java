package dev.parlance.captions.align;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the runs of weak evidence worth a look at the audio, and applies what the audio says.
 * A run is weak words and sounds with at most {@link #ISLAND} strong ones in a row between them
 * (a rewritten sentence keeps a "the" or an "and" by chance); it is reported when it holds at
 * least {@code minWords} weak ones.
 */
final class Stretches {
    static final int ISLAND = 2;

    private Stretches() {
    }

    static List<Stretch> find(Timing timing, ParsedTranscript text, int minWords, long media) {
        List<Stretch> found = new ArrayList<>();
        int n = timing.size();
        int i = 0;
        while (i < n) {
            if (!timing.evidence[i].weak()) {
                i++;
                continue;
            }
            int last = i;
            int weak = 1;
            int strongInARow = 0;
            for (int k = i + 1; k < n && strongInARow <= ISLAND; k++) {
                if (timing.evidence[k].weak()) {
                    weak++;
                    last = k;
                    strongInARow = 0;
                } else {
                    strongInARow++;
                }
            }
            if (weak >= minWords) {
                long lo = Math.max(i > 0 ? timing.ends[i - 1] : 0, timing.earliest(i));
                long hi = Math.min(last + 1 < n ? timing.starts[last + 1] : media, timing.latest(last));
                List<String> words = new ArrayList<>();
                for (int k = i; k <= last; k++) {
                    if (!text.sound(k)) {
                        words.add(text.texts.get(k));
                    }
                }
                found.add(new Stretch(i, last + 1, new TimeSpan(lo, Math.max(lo, hi)), words, weak));
            }
            i = last + 1;
        }
        return found;
    }

    /**
     * Takes the audio's times for the stretch's words where they fit: inside the window, in order,
     * clear of the unchanged words (and, for a caption file, in the word's cue). Inside a stretch that changed a lot only unchanged words are
     * trusted more than the audio: a similar word may have been paired with the wrong old one.
     * Words the audio did not place keep their times if those still fit between their placed
     * neighbours, and are placed again between them otherwise.
     */
    static void realign(Stretch stretch, List<TimeSpan> heard, Timing timing, ParsedTranscript text) {
        if (heard == null || heard.isEmpty()) {
            return;
        }
        if (heard.size() != stretch.words().size()) {
            throw new IllegalStateException("the stretch aligner answered " + heard.size() + " times for "
                    + stretch.words().size() + " words");
        }
        int first = stretch.first();
        int end = stretch.end();
        TimeSpan[] candidate = new TimeSpan[end - first];
        int word = 0;
        for (int k = first; k < end; k++) {
            if (!text.sound(k)) {
                candidate[k - first] = heard.get(word++);
            }
        }
        long floor = stretch.window().start();
        boolean[] placed = new boolean[end - first];
        for (int k = first; k < end; k++) {
            if (timing.evidence[k] == Evidence.KEPT) {
                floor = Math.max(floor, timing.ends[k]);
                placed[k - first] = true;
                continue;
            }
            TimeSpan span = candidate[k - first];
            if (span != null && span.start() >= floor && span.end() <= nextKeptStart(stretch, timing, k)
                    && timing.place(k, span.start(), span.end())) {
                timing.mark(k, Evidence.AUDIO, false, -1);
                floor = timing.ends[k];
                placed[k - first] = true;
            }
        }
        int k = first;
        while (k < end) {
            if (placed[k - first]) {
                k++;
                continue;
            }
            int runEnd = k;
            while (runEnd < end && !placed[runEnd - first]) {
                runEnd++;
            }
            if (!fits(timing, k, runEnd, stretch.window().end())) {
                timing.fill(k, runEnd);
            }
            k = runEnd;
        }
    }

    private static long nextKeptStart(Stretch stretch, Timing timing, int k) {
        for (int next = k + 1; next < stretch.end(); next++) {
            if (timing.evidence[next] == Evidence.KEPT) {
                return timing.starts[next];
            }
        }
        return stretch.window().end();
    }

    /** Whether words [from, to) sit in order between the word before and the word after. */
    private static boolean fits(Timing timing, int from, int to, long windowEnd) {
        long floor = from > 0 ? timing.ends[from - 1] : 0;
        for (int k = from; k < to; k++) {
            if (timing.starts[k] < floor || timing.ends[k] < timing.starts[k]) {
                return false;
            }
            floor = timing.ends[k];
        }
        long ceiling = to < timing.size() ? timing.starts[to] : windowEnd;
        return floor <= ceiling;
    }
}
