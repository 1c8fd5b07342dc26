package dev.parlance.captions.format.srt;

import dev.parlance.captions.format.CaptionWriter;
import dev.parlance.captions.format.CueLines;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;

import java.io.IOException;
import java.io.Writer;

/** SubRip: one block per cue laid out by the srt_format template (by default number, times, text, blank line). */
public final class SrtWriter implements CaptionWriter {
    private final SrtOptions options;

    public SrtWriter(SrtOptions options) {
        this.options = options;
    }

    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        StringBuilder block = new StringBuilder(256);
        int number = 0;
        for (Cue cue : track.cues()) {
            block.setLength(0);
            options.template().render(block, ++number, cue.start(), cue.end(), String.join("\n", CueLines.of(cue)));
            out.append(block);
        }
    }
}
