package dev.parlance.captions.transcript;

import dev.parlance.captions.model.ElementList;
import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFRun;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The docx transcript, opened again with Apache POI as a word processor would read it. */
class DocxTranscriptTest {
    private static final TranscriptOptions DOCX = TranscriptOptions.builder().fileFormat(TranscriptFileFormat.DOCX).build();

    private static XWPFDocument docx(ElementList list, TranscriptOptions options) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new TranscriptWriter(options).write(list, "Morning meeting", out);
        byte[] bytes = out.toByteArray();
        assertThat(new String(bytes, 0, 2, java.nio.charset.StandardCharsets.US_ASCII)).as("a zip package").isEqualTo("PK");
        return new XWPFDocument(new ByteArrayInputStream(bytes));
    }

    @Test
    void writesAParagraphPerSegmentWithBoldSpeakersAndMonospacedTimecodes() throws IOException {
        try (XWPFDocument doc = docx(TestElementLists.twoSpeakers(), DOCX)) {
            assertThat(doc.getProperties().getCoreProperties().getTitle()).isEqualTo("Morning meeting");
            List<String> paragraphs = doc.getParagraphs().stream().map(XWPFParagraph::getText).toList();
            assertThat(paragraphs).containsExactly(
                    "Morning meeting",
                    "[00:00:00.000] >> Alice Smith: Good morning, everyone. Thanks for joining us.",
                    "[00:00:05.200] Today we look at (roughly) three topics.",
                    "[00:00:10.000] >> Speaker 2: Happy to be here! Shall we start?",
                    "[00:01:05.000] >> Alice Smith: Yes. [MUSIC] Let's go.");
            List<XWPFRun> runs = doc.getParagraphs().get(1).getRuns();
            XWPFRun timecode = runs.stream().filter(r -> r.text().startsWith("[00:")).findFirst().orElseThrow();
            assertThat(timecode.getFontFamily()).isEqualTo("Courier New");
            XWPFRun speaker = runs.stream().filter(r -> r.text().contains("Alice Smith")).findFirst().orElseThrow();
            assertThat(speaker.isBold()).isTrue();
            assertThat(runs.stream().filter(r -> r.text().contains("Good morning")).findFirst().orElseThrow().isBold()).isFalse();
        }
    }

    @Test
    void followsTheTextOptionsAsTheOtherFormatsDo() throws IOException {
        TranscriptOptions plain = TranscriptOptions.builder().fileFormat(TranscriptFileFormat.DOCX).timecodeEveryParagraph(false).build();
        String txt = TranscriptWriterTest.write(TestElementLists.twoSpeakers(),
                TranscriptOptions.builder().timecodeEveryParagraph(false).build());
        try (XWPFDocument doc = docx(TestElementLists.twoSpeakers(), plain)) {
            String text = String.join("\n\n", doc.getParagraphs().stream().skip(1).map(XWPFParagraph::getText).toList()) + "\n";
            assertThat(text).isEqualTo(txt);
        }
    }

    @Test
    void keepsEveryScript() throws IOException {
        try (XWPFDocument doc = docx(TestElementLists.nonAscii(), DOCX)) {
            String all = String.join("\n", doc.getParagraphs().stream().map(XWPFParagraph::getText).toList());
            String txt = TranscriptWriterTest.write(TestElementLists.nonAscii(), TranscriptOptions.defaults());
            assertThat(all).contains(txt.strip().lines().filter(l -> !l.isBlank()).toList().toArray(String[]::new));
        }
    }
}
