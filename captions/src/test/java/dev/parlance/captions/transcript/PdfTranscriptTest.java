package dev.parlance.captions.transcript;

import dev.parlance.captions.model.ElementList;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class PdfTranscriptTest {
    private static final TranscriptOptions PDF = TranscriptOptions.builder().fileFormat(TranscriptFileFormat.PDF).build();

    private static byte[] pdf(ElementList list, TranscriptOptions options) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new TranscriptWriter(options).write(list, "Morning meeting", out);
        return out.toByteArray();
    }

    private static String text(byte[] pdf) throws IOException {
        try (PDDocument document = Loader.loadPDF(pdf)) {
            return new PDFTextStripper().getText(document).replace("\r\n", "\n");
        }
    }

    @Test
    void writesARealPdfWhoseTextCanBeExtracted() throws IOException {
        byte[] bytes = pdf(TestElementLists.twoSpeakers(), PDF);
        assertThat(new String(bytes, 0, 5, StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
        String text = text(bytes);
        assertThat(text).contains("Morning meeting",
                "[00:00:00.000] >> Alice Smith: Good morning, everyone. Thanks for joining us.",
                "[00:01:05.000] >> Alice Smith: Yes. [MUSIC] Let's go.");
        try (PDDocument document = Loader.loadPDF(bytes)) {
            assertThat(document.getDocumentInformation().getTitle()).isEqualTo("Morning meeting");
            assertThat(document.getNumberOfPages()).isEqualTo(1);
        }
    }

    @Test
    void followsTheTextOptions() throws IOException {
        TranscriptOptions options = TranscriptOptions.builder().fileFormat(TranscriptFileFormat.PDF)
                .timecodeEveryParagraph(false).speakerLabel(SpeakerLabel.NUMBER).build();
        assertThat(text(pdf(TestElementLists.twoSpeakers(), options)))
                .contains(">> Speaker 1: Good morning").doesNotContain("[00:00:00.000]");
    }

    @Test
    void wrapsLongParagraphsAndAddsPages() throws IOException {
        byte[] bytes = pdf(TestElementLists.lecture(120), PDF);
        try (PDDocument document = Loader.loadPDF(bytes)) {
            assertThat(document.getNumberOfPages()).isGreaterThan(3);
        }
        String text = text(bytes);
        assertThat(text.lines().mapToInt(String::length).max().orElseThrow()).isLessThan(110);
        assertThat(text.replaceAll("\\s+", " ")).contains(
                "So the next thing we want to look at is how the energy of the system changes when we add heat.");
    }

    @Test
    void showsWesternCharactersAndMarksTheOthers() throws IOException {
        String text = text(pdf(TestElementLists.nonAscii(), PDF));
        assertThat(text).contains("Café, crème brûlée. ¿Qué tal? “Très” bien — merci.", "???, ????????, R&D <b> ???????.");
    }

    @Test
    void writesTheSameBytesForTheSameTranscript() throws IOException {
        assertThat(pdf(TestElementLists.twoSpeakers(), PDF)).isEqualTo(pdf(TestElementLists.twoSpeakers(), PDF));
    }

    @Test
    void writesAPdfForAnEmptyList() throws IOException {
        assertThat(text(pdf(TestElementLists.empty(), PDF)).strip()).isEqualTo("Morning meeting");
    }
}
