package dev.parlance.captions.read;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Shortcuts of the reader tests: read a text or bytes, or expect the error it gives. */
final class Reading {
    private Reading() {
    }

    static ImportedTranscript read(ImportFormat format, String text) {
        return read(format, text.getBytes(StandardCharsets.UTF_8));
    }

    static ImportedTranscript read(ImportFormat format, byte[] bytes) {
        try {
            return TranscriptReader.read(format, ByteSource.of(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static TranscriptFileException refused(ImportFormat format, String text) {
        return refused(format, text.getBytes(StandardCharsets.UTF_8));
    }

    static TranscriptFileException refused(ImportFormat format, byte[] bytes) {
        TranscriptFileException e = catchThrowableOfType(TranscriptFileException.class, () -> read(format, bytes));
        assertThat(e).as("expected the file to be refused").isNotNull();
        return e;
    }

    static ImportedCue cue(long start, long end, String speaker, String text) {
        return new ImportedCue(start, end, speaker, text);
    }

    static ImportedCue paragraph(String speaker, String text) {
        return new ImportedCue(null, null, speaker, text);
    }
}
