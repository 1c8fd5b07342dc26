package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * How a written file is delivered: line_ending_format and utf8_mark. Applied around any writer,
 * so no writer has to know about either: writers emit {@code \n}, and every line break in the
 * text (also {@code \r\n} or {@code \r} coming from user input such as a DFXP header) leaves as
 * the chosen ending.
 */
public record TextOutput(LineEnding lineEnding, boolean utf8Mark) {
    /** The byte order mark, written first when {@code utf8Mark} is set (EF BB BF in UTF-8). */
    public static final char BYTE_ORDER_MARK = '\uFEFF';

    public TextOutput {
        if (lineEnding == null) {
            throw new IllegalArgumentException("lineEnding is required");
        }
    }

    /** UNIX line endings, no byte order mark: the API defaults. */
    public static TextOutput defaults() {
        return new TextOutput(LineEnding.UNIX, false);
    }

    /**
     * Wraps {@code out} so that line breaks become this output's ending; writes the byte order
     * mark at once when asked. Closing the wrapper closes {@code out}.
     */
    public Writer wrap(Writer out) throws IOException {
        if (utf8Mark) {
            out.write(BYTE_ORDER_MARK);
        }
        return new LineEndingWriter(out, lineEnding.chars());
    }

    /** Writes the track as UTF-8 to {@code out}, flushed, not closed. */
    public void write(CaptionWriter writer, CaptionTrack track, OutputStream out) throws IOException {
        Writer text = wrap(new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 16 * 1024));
        writer.write(track, text);
        text.flush();
    }

    /** The whole file as a string, for small tracks and tests. */
    public String render(CaptionWriter writer, CaptionTrack track) {
        try {
            StringWriter buffer = new StringWriter();
            Writer text = wrap(buffer);
            writer.write(track, text);
            text.flush();
            return buffer.toString();
        } catch (IOException e) {
            throw new IllegalStateException("Writing to memory failed", e);
        }
    }
}
