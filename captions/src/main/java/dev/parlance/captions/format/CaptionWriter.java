package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;

import java.io.IOException;
import java.io.Writer;

/**
 * Writes a laid-out caption track in one format. Implementations take their options in the
 * constructor, keep no state between calls (one instance may serve many threads) and write line
 * breaks as {@code \n} only: {@link TextOutput} turns them into the requested line ending.
 * The writer neither flushes nor closes {@code out}.
 */
public interface CaptionWriter {
    void write(CaptionTrack track, Writer out) throws IOException;
}
