package dev.parlance.speech;

import java.util.ArrayList;
import java.util.List;

/**
 * The confidence the editor ranks machine words by to mark the doubtful ones: the recognizer's own
 * (the word's posterior in the decoding lattice), lowered by a share of its neighbours' doubt.
 * Errors come in runs (a misheard stretch, a word split in two or two merged, a word missed between
 * two others), so a word beside a doubtful one is wrong more often than its own confidence says.
 * It also tells apart words the recognizer is fully sure of, which would otherwise tie at 1.0 and
 * leave the editor's budget of marks unused. Measured with {@code bench/confidence.sh}.
 */
public final class ConfidenceInContext {
    /**
     * How much of its neighbours' doubt a word takes on. On the evaluation set and its noisy copies,
     * 0.1 to 0.3 mark alike (a fifth more of the errors at the 20% budget than the word's own
     * confidence alone); much more and sure words beside one slip drown out the real doubts.
     */
    static final double NEIGHBOUR_SHARE = 0.2;

    private ConfidenceInContext() {
    }

    /**
     * @param words the words in time order
     * @return each word's confidence in context, 0 to 1, in the same order; a word's own confidence
     *         where both neighbours are sure (or missing, at the ends)
     */
    public static List<Double> of(List<RecognizedWord> words) {
        List<Double> confidences = new ArrayList<>(words.size());
        for (int i = 0; i < words.size(); i++) {
            double before = i > 0 ? words.get(i - 1).confidence() : 1.0;
            double after = i + 1 < words.size() ? words.get(i + 1).confidence() : 1.0;
            double neighboursDoubt = 1.0 - (before + after) / 2;
            double inContext = words.get(i).confidence() - NEIGHBOUR_SHARE * neighboursDoubt;
            confidences.add(Math.clamp(inContext, 0.0, 1.0));
        }
        return confidences;
    }
}
