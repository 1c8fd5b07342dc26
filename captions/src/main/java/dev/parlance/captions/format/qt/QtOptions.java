package dev.parlance.captions.format.qt;

import java.util.OptionalInt;

/**
 * QuickTime text options. {@code seamless} (qt_seamless): no clearing timestamps between cues,
 * so each cue stays until the next one replaces it and the screen is never blank in between,
 * except where that would show a cue longer than {@code longestCueMs} (maximum_caption_duration,
 * an upper bound): there the cue is cleared at its end as without seamless.
 */
public record QtOptions(boolean seamless, OptionalInt longestCueMs) {
    public QtOptions {
        longestCueMs = longestCueMs == null ? OptionalInt.empty() : longestCueMs;
    }

    public QtOptions(boolean seamless) {
        this(seamless, OptionalInt.empty());
    }

    public static QtOptions defaults() {
        return new QtOptions(false);
    }
}
