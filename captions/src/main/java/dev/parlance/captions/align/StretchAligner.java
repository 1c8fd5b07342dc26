package dev.parlance.captions.align;

import java.util.List;

/**
 * Finds the words of a changed stretch in the audio: the server's recognizer, restricted to the
 * stretch's words, run on the stretch's window. The aligner calls it for every reported stretch;
 * without one, the stretch keeps interpolated times.
 */
@FunctionalInterface
public interface StretchAligner {
    /**
     * @return one entry per word of {@link Stretch#words()}, in order: where it was heard, or
     *         {@code null} where it was not; or an empty list when nothing was found. Spans
     *         outside the window, out of order or overlapping an unchanged word are ignored.
     */
    List<TimeSpan> align(Stretch stretch);
}
