package dev.parlance.work;

import dev.parlance.captions.align.Alignment;
import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.align.StretchAligner;
import dev.parlance.captions.align.TranscriptAligner;
import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.WordConfidences;

/**
 * A person's text given the times of the version it was edited from (the caption library's aligner),
 * with the recognizer's confidences carried onto the words they left as they were: a word the
 * person changed or typed has no machine confidence any more.
 */
final class Realignment {
    private static final TranscriptAligner ALIGNER = new TranscriptAligner();

    /** The new text's ElementList and its words' confidences (null when the previous version had none). */
    record Result(ElementList list, WordConfidences confidences, Alignment alignment) {
    }

    private Realignment() {
    }

    /**
     * @param audio looks for the words of stretches that changed a lot in the media; null: they keep
     *              interpolated times (a draft's preview)
     */
    static Result align(ElementList previous, WordConfidences previousConfidences, EditedTranscript edited, long mediaMillis,
                        StretchAligner audio) {
        Alignment alignment = ALIGNER.align(previous, edited, mediaMillis, audio);
        WordConfidences carried = previousConfidences == null ? null
                : previousConfidences.carriedThrough(alignment).confirmed(alignment, edited.confirmed());
        return new Result(alignment.elementList(), carried, alignment);
    }
}
