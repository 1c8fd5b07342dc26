package dev.parlance.captions.align;

import java.util.List;

/**
 * Where each word and sound of an imported caption file must stay: its cue's span. A time the
 * recognizer or the audio gives is taken when it falls in the span or within {@link #SLACK_MILLIS}
 * of it (caption files are often timed a little early or late) and is then held inside the span;
 * further away, it belongs to other words and is not taken.
 */
record CueWindows(long[] starts, long[] ends) {
    static final long SLACK_MILLIS = 750;

    static CueWindows of(List<Long> starts, List<Long> ends) {
        return new CueWindows(starts.stream().mapToLong(Long::longValue).toArray(),
                ends.stream().mapToLong(Long::longValue).toArray());
    }

    int size() {
        return starts.length;
    }

    /** Whether a heard span is this word's: its middle lies in the cue, give or take the slack. */
    boolean admits(int k, long start, long end) {
        long middle = start + (end - start) / 2;
        return middle >= starts[k] - SLACK_MILLIS && middle <= ends[k] + SLACK_MILLIS;
    }

    /** Whether two words share one cue. */
    boolean sameCue(int a, int b) {
        return starts[a] == starts[b] && ends[a] == ends[b];
    }
}
