package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;

import java.io.IOException;
import java.io.Writer;

/**
 * WebVTT (W3C): the {@code WEBVTT} signature line, then per cue an optional identifier,
 * {@code HH:MM:SS.mmm --> HH:MM:SS.mmm}, its lines with {@code & < >} escaped (so a {@code -->}
 * in the text cannot end the timing line) and a blank line.
 */
public final class VttWriter implements CaptionWriter {
    private final boolean numberedCues;

    /** Plain WebVTT, cues without identifiers. */
    public VttWriter() {
        this(false);
    }

    /** @param numberedCues give each cue the identifier 1, 2, 3... (some importers require one) */
    public VttWriter(boolean numberedCues) {
        this.numberedCues = numberedCues;
    }

    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        out.write("WEBVTT\n");
        StringBuilder block = new StringBuilder(256);
        int number = 0;
        for (Cue cue : track.cues()) {
            block.setLength(0);
            block.append('\n');
            if (numberedCues) {
                block.append(++number).append('\n');
            }
            ClockTime.append(block, cue.start(), '.').append(" --> ");
            ClockTime.append(block, cue.end(), '.').append('\n');
            for (String line : CueLines.of(cue)) {
                Markup.escapeText(block, line).append('\n');
            }
            out.append(block);
        }
    }
}
