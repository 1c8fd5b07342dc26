package dev.parlance.captions.transcript;

import dev.parlance.captions.model.ElementList;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
    void printsEveryScriptTheEmbeddedFontHasAndMarksTheOthers() throws IOException {
        byte[] bytes = pdf(TestElementLists.nonAscii(), PDF);
        String text = text(bytes).replaceAll("\\s+", " ");
        assertThat(text).contains("Café, crème brûlée. ¿Qué tal? “Très” bien — merci.",
                "???, Ελληνικά, R&D <b> русский.", "Zoë Ångström");
        try (PDDocument document = Loader.loadPDF(bytes)) {
            var fonts = document.getPage(0).getResources();
            List<String> embedded = new ArrayList<>();
            for (var name : fonts.getFontNames()) {
                var font = fonts.getFont(name);
                assertThat(font.isEmbedded()).as(font.getName()).isTrue();
                embedded.add(font.getName());
            }
            assertThat(embedded).anyMatch(name -> name.endsWith("+DejaVuSans"))
                    .anyMatch(name -> name.endsWith("+DejaVuSans-Bold"));
        }
    }

    @Test
    void printsOutsideWindows1252ForOtherReadersToo() throws Exception {
        assumeTrue(pdftotextInstalled(), "pdftotext (poppler-utils) is not installed");
        Path file = Files.createTempFile("transcript", ".pdf");
        try {
            Files.write(file, pdf(TestElementLists.nonAscii(), PDF));
            Process process = new ProcessBuilder("pdftotext", "-enc", "UTF-8", file.toString(), "-")
                    .redirectErrorStream(true).start();
            String text = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor()).isZero();
            assertThat(text).contains("Ελληνικά", "русский", "¿Qué tal?");
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static boolean pdftotextInstalled() {
        try {
            return new ProcessBuilder("pdftotext", "-v").redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
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
