package dev.parlance.elementlist;

/**
 * The pause lengths that turn a stream of words into punctuated sentences and paragraphs. The
 * recognizer gives no punctuation, so pauses stand in for it: a short breath is a comma, a longer
 * one ends a sentence, a long silence starts a new segment.
 *
 * @param commaPauseMillis    a pause at least this long inside a sentence becomes a comma
 * @param sentencePauseMillis a pause at least this long ends the sentence
 * @param maxSentenceWords    a longer run without such a pause is cut at its longest pause
 * @param segmentPauseMillis  a pause longer than this before a sentence starts a new segment
 * @param maxSegmentMillis    a segment this long is closed at the next sentence end
 */
public record ElementListRules(
        long commaPauseMillis,
        long sentencePauseMillis,
        int maxSentenceWords,
        long segmentPauseMillis,
        long maxSegmentMillis) {

    public static final ElementListRules DEFAULT = new ElementListRules(300, 700, 30, 1_500, 30_000);

    public ElementListRules {
        if (commaPauseMillis > sentencePauseMillis || maxSentenceWords < 2) {
            throw new IllegalArgumentException("Inconsistent ElementList rules");
        }
    }
}
