package dev.parlance.captions.preview;

import dev.parlance.captions.align.TextPlace;

import java.util.List;

/**
 * One caption as it will appear, and the typed words it shows: {@code from} is where its first word
 * is in the text, {@code to} where its last word is (both null for a cue of no typed word).
 */
public record PreviewCue(long start, long end, List<String> lines, TextPlace from, TextPlace to) {
    public PreviewCue {
        lines = List.copyOf(lines);
    }
}
