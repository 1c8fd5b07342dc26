package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;

import java.io.IOException;
import java.io.Writer;

/**
 * TPM: a time-stamped paragraph transcript. Like TRANSCRIPT (one paragraph per speaker turn,
 * blank line between), each paragraph starting with the {@code [HH:MM:SS.mmm]} time of its
 * first cue, so a reader can find the place in the media (see captions/FORMATS.md).
 */
public final class TpmWriter implements CaptionWriter {
    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        StringBuilder text = new StringBuilder(1024);
        boolean first = true;
        for (SpeakerTurns.Turn turn : SpeakerTurns.of(track).turns()) {
            text.setLength(0);
            if (!first) {
                text.append('\n');
            }
            first = false;
            text.append('[');
            ClockTime.append(text, turn.start(), '.').append("] ").append(turn.text()).append('\n');
            out.append(text);
        }
    }
}
