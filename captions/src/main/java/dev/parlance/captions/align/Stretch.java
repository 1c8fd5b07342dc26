package dev.parlance.captions.align;

import java.util.List;

/**
 * A run of the new text whose words have little or no timing evidence: mostly rewritten or new
 * words (a few unchanged ones may sit inside). Its words are somewhere in the audio between
 * {@code window}'s start (the end of the trusted word before) and end (the start of the trusted
 * word after).
 *
 * @param first        index of its first word or sound in {@link Alignment#timed()}
 * @param end          index after its last one
 * @param window       where its words were spoken
 * @param words        its words as typed, in order, without sound tags: what to look for
 * @param changedWords how many of its words and sounds have weak evidence
 */
public record Stretch(int first, int end, TimeSpan window, List<String> words, int changedWords) {
    public Stretch {
        words = List.copyOf(words);
    }
}
