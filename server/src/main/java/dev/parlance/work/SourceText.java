package dev.parlance.work;

import java.util.List;

/**
 * The text a translation child translates (its parent's FINAL), for the people working on the child.
 *
 * @param jobId          the parent job
 * @param language       the source text's language (the ElementList's, such as EN_US)
 * @param targetLanguage the language the child translates into
 * @param turns          the source turns in time order, each paired with a turn of the child's text
 */
public record SourceText(String jobId, String language, String targetLanguage, List<Turn> turns) {
    public SourceText {
        turns = List.copyOf(turns);
    }

    /**
     * One source turn.
     *
     * @param start  its first word's start in the media (ms)
     * @param end    its last word's end (ms)
     * @param target the index of the child's turn it pairs with (the one it overlaps most in time, else
     *               the nearest); -1 when the child has no text
     */
    public record Turn(String speaker, String text, long start, long end, int target) {
    }
}
