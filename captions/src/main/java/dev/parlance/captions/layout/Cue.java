package dev.parlance.captions.layout;

import java.util.List;

/**
 * One caption on screen: its lines as displayed (already broken, cased and transformed) and its
 * time span in milliseconds. {@code speakerChange} marks a cue that starts a new speaker's turn;
 * {@code sound} marks a cue made only of a sound reference (writers such as DFXP may style it).
 */
public record Cue(long start, long end, List<String> lines, boolean speakerChange, boolean sound) {
    public Cue {
        lines = List.copyOf(lines);
        if (end < start) {
            throw new IllegalArgumentException("Cue ends before it starts: " + start + " > " + end);
        }
    }

    public String text(String lineSeparator) {
        return String.join(lineSeparator, lines);
    }
}
