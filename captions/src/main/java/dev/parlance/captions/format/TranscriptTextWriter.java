package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;

import java.io.IOException;
import java.io.Writer;

/**
 * TRANSCRIPT: the caption text as plain paragraphs, one per speaker turn (a cue marked as a
 * speaker change starts a new one), the cue lines of a turn joined by spaces, a blank line
 * between paragraphs. No times: for reading, not for timing.
 */
public final class TranscriptTextWriter implements CaptionWriter {
    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        boolean first = true;
        for (SpeakerTurns.Turn turn : SpeakerTurns.of(track).turns()) {
            if (!first) {
                out.write('\n');
            }
            first = false;
            out.write(turn.text());
            out.write('\n');
        }
    }
}
