package dev.parlance.captions.align;

/** Where a word's time came from, strongest first. */
public enum Evidence {
    /**
     * The word reads as before (case, punctuation, apostrophes, numbers aside): its time is unchanged.
     * For an imported transcript: the word reads as the recognizer heard it, and has its time.
     */
    KEPT,
    /** Found in the audio by the {@link StretchAligner}. */
    AUDIO,
    /** Replaces a similar word (a spelling fix, "gonna" becoming "going"): that word's time. */
    REPLACED,
    /** Replaces a different word: that word's time, weak evidence. */
    REWRITTEN,
    /** No word it replaces: placed between its timed neighbours. */
    INTERPOLATED;

    /** Evidence too weak to trust without looking at the audio. */
    public boolean weak() {
        return this == REWRITTEN || this == INTERPOLATED;
    }
}
