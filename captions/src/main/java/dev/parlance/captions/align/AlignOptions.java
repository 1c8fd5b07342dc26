package dev.parlance.captions.align;

/**
 * @param minStretchWords    a run with at least this many words of weak evidence is reported as a
 *                           changed stretch (a word fixed here and there is not)
 * @param weakSimilarity     a replaced word less similar than this (0 to 1, by spelling) to the
 *                           word it replaces is {@link Evidence#REWRITTEN}, not {@link Evidence#REPLACED}
 * @param sequenceConfidence the {@code confidence_score} of every sequence of the result: a person
 *                           wrote the text
 */
public record AlignOptions(int minStretchWords, double weakSimilarity, double sequenceConfidence) {

    public AlignOptions {
        if (minStretchWords < 1) {
            throw new IllegalArgumentException("minStretchWords must be at least 1");
        }
        if (weakSimilarity < 0 || weakSimilarity > 1 || sequenceConfidence < 0 || sequenceConfidence > 1) {
            throw new IllegalArgumentException("weakSimilarity and sequenceConfidence are between 0 and 1");
        }
    }

    public static AlignOptions defaults() {
        return new AlignOptions(3, 0.5, 1.0);
    }
}
