package dev.parlance.captions.align;

import dev.parlance.captions.model.ElementList;

import java.util.List;

/**
 * The new text with times.
 *
 * @param elementList the result as an ElementList version: turns are segments, sentences are
 *                    sequences, with punctuation and sound tokens
 * @param timed       its words and sounds in order (the ElementList's, punctuation left out),
 *                    each with where its time came from
 * @param stretches   runs that changed a lot, in order, whether or not they were re-aligned
 */
public record Alignment(ElementList elementList, List<AlignedToken> timed, List<Stretch> stretches) {
    public Alignment {
        timed = List.copyOf(timed);
        stretches = List.copyOf(stretches);
    }

    /** How many words and sounds got their time this way. */
    public long count(Evidence evidence) {
        return timed.stream().filter(t -> t.evidence() == evidence).count();
    }
}
