package dev.parlance.captions.read;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads a customer's transcript file (add_transcript) into an {@link ImportedTranscript}: the text
 * encoding decided first ({@link TextEncoding}), then the format's reader, strictly: whatever
 * cannot be read as the format says is a {@link TranscriptFileException} naming the line, never a
 * guess. Neither pass holds the file in memory; the text kept is capped at {@code maxCharacters}.
 */
public final class TranscriptReader {
    /** About 150 hours of speech: far beyond any one media file, small enough to hold and store whole. */
    public static final int DEFAULT_MAX_CHARACTERS = 10_000_000;

    private TranscriptReader() {
    }

    /**
     * @throws TranscriptFileException when the file is not a readable transcript of this format
     * @throws IOException             when the bytes cannot be read
     */
    public static ImportedTranscript read(ImportFormat format, ByteSource source, int maxCharacters) throws IOException {
        TextEncoding encoding = TextEncoding.detect(source);
        try (Reader text = encoding.open(source)) {
            if (format == ImportFormat.DFXP) {
                return DfxpReader.read(text, encoding, maxCharacters);
            }
            LineReader lines = new LineReader(text, encoding, maxCharacters);
            return switch (format) {
                case TEXT -> PlainTextReader.read(lines, maxCharacters);
                case SRT -> SrtReader.read(lines, maxCharacters);
                case VTT -> VttReader.read(lines, maxCharacters);
                case DFXP -> throw new IllegalStateException("read above");
            };
        }
    }

    public static ImportedTranscript read(ImportFormat format, ByteSource source) throws IOException {
        return read(format, source, DEFAULT_MAX_CHARACTERS);
    }
}
