package dev.parlance.captions.transcript;

import dev.parlance.captions.model.ElementList;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * get_transcript: an ElementList (already through the text transforms) written as txt, html, pdf
 * or docx according to {@link TranscriptOptions}. Stateless; one instance per set of options.
 */
public final class TranscriptWriter {
    private final TranscriptOptions options;

    public TranscriptWriter(TranscriptOptions options) {
        this.options = options;
    }

    /** The laid-out transcript, before any file format. */
    public Transcript layOut(ElementList list, String title) {
        return TranscriptLayout.layOut(list, title, options);
    }

    /** Writes the transcript in the options' file format; text formats as UTF-8. Flushes, does not close. */
    public void write(ElementList list, String title, OutputStream out) throws IOException {
        if (!options.fileFormat().isText()) {
            switch (options.fileFormat()) {
                case PDF -> PdfTranscript.write(layOut(list, title), out);
                case DOCX -> DocxTranscript.write(layOut(list, title), out);
                default -> throw new IllegalStateException("not a binary format: " + options.fileFormat());
            }
            out.flush();
            return;
        }
        Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 16 * 1024);
        write(list, title, text);
        text.flush();
    }

    /**
     * Writes a text format (txt or html) to a character stream, for example through
     * {@link dev.parlance.captions.format.TextOutput} for line endings.
     *
     * @throws IllegalStateException for pdf and docx, which are binary
     */
    public void write(ElementList list, String title, Writer out) throws IOException {
        Transcript transcript = layOut(list, title);
        switch (options.fileFormat()) {
            case TXT -> out.write(transcript.plainText());
            case HTML -> HtmlTranscript.write(transcript, out);
            case PDF, DOCX -> throw new IllegalStateException("A " + options.fileFormat() + " transcript is binary: write it to an OutputStream");
        }
    }
}
