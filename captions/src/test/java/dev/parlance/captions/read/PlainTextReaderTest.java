package dev.parlance.captions.read;

import org.junit.jupiter.api.Test;

import static dev.parlance.captions.read.Reading.paragraph;
import static dev.parlance.captions.read.Reading.read;
import static dev.parlance.captions.read.Reading.refused;
import static org.assertj.core.api.Assertions.assertThat;

class PlainTextReaderTest {
    private static final ImportFormat TEXT = ImportFormat.TEXT;

    @Test
    void blankLinesSeparateParagraphsAndTheirLinesAreJoined() {
        ImportedTranscript t = read(TEXT, """

                And so, my fellow Americans:
                ask not what your country
                   can do for you.\t[APPLAUSE]


                Ask what you can do for your country.
                """);
        assertThat(t.format()).isEqualTo(TEXT);
        assertThat(t.cues()).containsExactly(
                paragraph(null, "And so, my fellow Americans: ask not what your country can do for you. [APPLAUSE]"),
                paragraph(null, "Ask what you can do for your country."));
    }

    @Test
    void aSpeakerLabelStartsANewParagraph() {
        ImportedTranscript t = read(TEXT, """
                HOST: Good morning and welcome to the program.
                GUEST: Thank you, it is a pleasure
                to be here today.
                >> Dr. Jane Roe: Tell us how the project started.
                >> We wanted a library anyone could use.
                Note: this line is part of the turn above.
                10:30 is not a speaker either
                """);
        assertThat(t.cues()).containsExactly(
                paragraph("HOST", "Good morning and welcome to the program."),
                paragraph("GUEST", "Thank you, it is a pleasure to be here today."),
                paragraph("Dr. Jane Roe", "Tell us how the project started."),
                paragraph(null, "We wanted a library anyone could use. Note: this line is part of the turn above."
                        + " 10:30 is not a speaker either"));
    }

    @Test
    void anEmptyOrBlankFileIsRefused() {
        assertThat(refused(TEXT, "").getMessage()).isEqualTo("the file is empty");
        assertThat(refused(TEXT, "\n   \r\n\t\n").getMessage()).isEqualTo("the file holds no text, only blank lines");
        assertThat(refused(TEXT, "words\n\nJOHN:\n").getMessage()).isEqualTo("line 3: the paragraph of JOHN has no text");
    }

    @Test
    void theTextIsCappedAndSoIsALine() throws Exception {
        byte[] big = "word ".repeat(30).getBytes();
        TranscriptFileException e = org.assertj.core.api.Assertions.catchThrowableOfType(TranscriptFileException.class,
                () -> TranscriptReader.read(TEXT, ByteSource.of(big), 100));
        assertThat(e.getMessage()).isEqualTo("line 1: the line is longer than 100 characters, the limit of a transcript");
        byte[] manyLines = "word word word\n".repeat(10).getBytes();
        e = org.assertj.core.api.Assertions.catchThrowableOfType(TranscriptFileException.class,
                () -> TranscriptReader.read(TEXT, ByteSource.of(manyLines), 100));
        assertThat(e.getMessage()).isEqualTo("line 7: the transcript holds more than 100 characters of text, the limit");
        assertThat(TranscriptReader.read(TEXT, ByteSource.of("word word word\n".repeat(6).getBytes()), 100).cues())
                .hasSize(1);
    }
}
