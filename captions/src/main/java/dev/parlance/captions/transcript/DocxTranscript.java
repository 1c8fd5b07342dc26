package dev.parlance.captions.transcript;

import org.apache.poi.xwpf.usermodel.XWPFDocument;
import org.apache.poi.xwpf.usermodel.XWPFParagraph;
import org.apache.poi.xwpf.usermodel.XWPFRun;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * The transcript as a Word document (Office Open XML, Apache POI), which editors, word processors
 * and screen readers open as a document rather than as a page: the title (also the document's
 * title property), then the blocks as the other formats lay them out. Two or more line breaks end
 * a paragraph, one is a line break inside it, none a space; timecodes are set in a monospaced grey
 * run and speaker labels in bold, so they can be found and restyled.
 */
final class DocxTranscript {
    private static final int TITLE_POINTS = 16;
    private static final String TIMECODE_FONT = "Courier New";
    private static final String TIMECODE_COLOUR = "555555";

    private DocxTranscript() {
    }

    static void write(Transcript transcript, OutputStream out) throws IOException {
        try (XWPFDocument doc = new XWPFDocument()) {
            doc.getProperties().getCoreProperties().setTitle(transcript.title());
            if (transcript.language() != null && !transcript.language().isBlank()) {
                doc.createStyles().setSpellingLanguage(transcript.language()); // what a reader's speech and spelling use
            }
            XWPFRun title = doc.createParagraph().createRun();
            title.setBold(true);
            title.setFontSize(TITLE_POINTS);
            title.setText(transcript.title());

            List<Transcript.Block> blocks = transcript.blocks();
            XWPFParagraph paragraph = null;
            for (int i = 0; i < blocks.size(); i++) {
                Transcript.Block block = blocks.get(i);
                if (paragraph == null) {
                    paragraph = doc.createParagraph();
                }
                boolean first = true;
                for (Transcript.Run run : block.runs()) {
                    if (!first) {
                        paragraph.createRun().setText(" ");
                    }
                    first = false;
                    XWPFRun written = paragraph.createRun();
                    written.setText(run.text());
                    switch (run.kind()) {
                        case TIMECODE -> {
                            written.setFontFamily(TIMECODE_FONT);
                            written.setColor(TIMECODE_COLOUR);
                        }
                        case SPEAKER -> written.setBold(true);
                        case TEXT -> {
                        }
                    }
                }
                boolean last = i + 1 == blocks.size();
                if (last || block.newlinesAfter() >= 2) {
                    paragraph = null;
                } else if (block.newlinesAfter() == 1) {
                    paragraph.createRun().addBreak();
                } else {
                    paragraph.createRun().setText(" ");
                }
            }
            doc.write(out);
        }
    }
}
