package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;

import java.io.IOException;
import java.io.Writer;

/**
 * SubViewer as YouTube reads it (SBV): per cue {@code H:MM:SS.mmm,H:MM:SS.mmm}, the lines, and a
 * blank line between cues. No header.
 */
public final class SbvWriter implements CaptionWriter {
    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        StringBuilder block = new StringBuilder(256);
        boolean first = true;
        for (Cue cue : track.cues()) {
            block.setLength(0);
            if (!first) {
                block.append('\n');
            }
            first = false;
            ClockTime.appendShortHours(block, cue.start()).append(',');
            ClockTime.appendShortHours(block, cue.end()).append('\n');
            for (String line : CueLines.of(cue)) {
                block.append(line).append('\n');
            }
            out.append(block);
        }
    }
}
