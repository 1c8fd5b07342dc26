package dev.parlance.captions.layout;

/** Character counts of a cue as readers see them; shared by layout and the quality check. */
public final class CueText {
    private CueText() {
    }

    /** Characters shown, spaces inside lines included, line breaks not. */
    public static int characters(Cue cue) {
        int count = 0;
        for (String line : cue.lines()) {
            count += line.codePointCount(0, line.length());
        }
        return count;
    }

    /** Characters per second over the cue's duration (infinite for a cue without duration). */
    public static double charactersPerSecond(Cue cue) {
        long ms = cue.end() - cue.start();
        return ms <= 0 ? Double.POSITIVE_INFINITY : characters(cue) * 1000.0 / ms;
    }

    /** Milliseconds needed to read {@code characters} at {@code cps}, rounded up. */
    static long readingMs(int characters, double cps) {
        return (long) Math.ceil(characters * 1000.0 / cps);
    }
}
