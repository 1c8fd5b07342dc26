package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;

import java.io.IOException;
import java.io.Writer;

/**
 * ECHO: captions for the Echo360 lecture-capture platform, whose caption upload accepts WebVTT
 * and SRT files only. We write the conservative WebVTT subset: the signature line, numbered cues,
 * no cue settings, no styling or voice tags (see captions/FORMATS.md).
 */
public final class EchoWriter implements CaptionWriter {
    private final VttWriter vtt = new VttWriter(true);

    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        vtt.write(track, out);
    }
}
