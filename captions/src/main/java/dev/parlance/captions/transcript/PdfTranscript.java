package dev.parlance.captions.transcript;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The transcript as a PDF (Apache PDFBox): the title, then the plain-text lines wrapped to the
 * page width, on US Letter pages. The text is real text (extractable, searchable). The font is
 * DejaVu Sans (regular and bold), embedded as a subset of the glyphs used, so a translation prints
 * in its own script: Latin with every accent, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic
 * letters (shown unjoined, left to right) and more. A character the font has no glyph for (Chinese,
 * Japanese, Korean, Devanagari, emoji) shows as {@code ?}. The file identifier is derived from the
 * content, and the subset's name from the glyphs, so equal transcripts give byte-identical files.
 */
final class PdfTranscript {
    private static final float MARGIN = 72;
    private static final float TEXT_SIZE = 11;
    private static final float TITLE_SIZE = 16;
    private static final float LEADING = 15;

    private static final String FONT_FOLDER = "/net/sf/jasperreports/fonts/dejavu/";
    /** The font files, read from the classpath once; each document parses its own copy (fonts are not thread-safe). */
    private static final byte[] REGULAR_FONT = fontFile("DejaVuSans.ttf");
    private static final byte[] BOLD_FONT = fontFile("DejaVuSans-Bold.ttf");

    private final PDFont regular;
    private final PDFont bold;
    private final Map<Integer, Boolean> encodable = new HashMap<>();

    private PdfTranscript(PDDocument document) throws IOException {
        regular = PDType0Font.load(document, new ByteArrayInputStream(REGULAR_FONT), true);
        bold = PDType0Font.load(document, new ByteArrayInputStream(BOLD_FONT), true);
    }

    static void write(Transcript transcript, OutputStream out) throws IOException {
        try (PDDocument document = new PDDocument()) {
            new PdfTranscript(document).render(document, transcript, out);
        }
    }

    private static byte[] fontFile(String name) {
        try (InputStream in = PdfTranscript.class.getResourceAsStream(FONT_FOLDER + name)) {
            if (in == null) {
                throw new IllegalStateException("The font " + name + " is missing from the classpath (jasperreports-fonts)");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void render(PDDocument document, Transcript transcript, OutputStream out) throws IOException {
        document.getDocumentInformation().setTitle(transcript.title());
        document.getDocumentCatalog().setLanguage(HtmlTranscript.htmlLanguage(transcript.language()));
        PDRectangle size = PDRectangle.LETTER;
        float width = size.getWidth() - 2 * MARGIN;
        List<String> lines = new ArrayList<>();
        for (String line : transcript.plainText().split("\n", -1)) {
            wrap(printable(line), width, lines);
        }
        while (!lines.isEmpty() && lines.getLast().isEmpty()) {
            lines.removeLast();
        }
        Page page = new Page(document, size);
        page.title(printable(transcript.title()));
        for (String line : lines) {
            page = page.line(line);
        }
        page.close();
        byte[] digest = digest(transcript.plainText() + "\u0000" + transcript.title());
        COSArray id = new COSArray();
        id.add(new COSString(digest));
        id.add(new COSString(digest));
        document.getDocument().getTrailer().setItem(COSName.ID, id);
        document.save(out);
    }

    /** The page being filled; {@link #line} moves to a new page when this one is full. */
    private final class Page {
        private final PDDocument document;
        private final PDRectangle size;
        private final PDPageContentStream content;
        private float y;

        Page(PDDocument document, PDRectangle size) throws IOException {
            this.document = document;
            this.size = size;
            PDPage page = new PDPage(size);
            document.addPage(page);
            content = new PDPageContentStream(document, page);
            y = size.getHeight() - MARGIN;
        }

        void title(String title) throws IOException {
            y -= TITLE_SIZE;
            show(bold, TITLE_SIZE, title);
            y -= LEADING;
        }

        Page line(String text) throws IOException {
            if (y - LEADING < MARGIN) {
                close();
                return new Page(document, size).line(text);
            }
            y -= LEADING;
            if (!text.isEmpty()) {
                show(regular, TEXT_SIZE, text);
            }
            return this;
        }

        private void show(PDFont font, float fontSize, String text) throws IOException {
            content.beginText();
            content.setFont(font, fontSize);
            content.newLineAtOffset(MARGIN, y);
            content.showText(text);
            content.endText();
        }

        void close() throws IOException {
            content.close();
        }
    }

    /** Greedy word wrap by the font's widths; a word wider than the line is cut. */
    private void wrap(String line, float width, List<String> out) throws IOException {
        if (line.isEmpty()) {
            out.add("");
            return;
        }
        float space = width(" ");
        StringBuilder current = new StringBuilder();
        float currentWidth = 0;
        for (String word : line.split(" ")) {
            float wordWidth = width(word);
            float joined = current.isEmpty() ? wordWidth : currentWidth + space + wordWidth;
            if (joined <= width) {
                if (!current.isEmpty()) {
                    current.append(' ');
                }
                current.append(word);
                currentWidth = joined;
                continue;
            }
            if (!current.isEmpty()) {
                out.add(current.toString());
                current.setLength(0);
            }
            while (wordWidth > width) {
                int cut = word.length() - 1;
                while (cut > 1 && width(word.substring(0, cut)) > width) {
                    cut--;
                }
                out.add(word.substring(0, cut));
                word = word.substring(cut);
                wordWidth = width(word);
            }
            current.append(word);
            currentWidth = wordWidth;
        }
        out.add(current.toString());
    }

    private float width(String text) throws IOException {
        return regular.getStringWidth(text) / 1000 * TEXT_SIZE;
    }

    /** Replaces what the fonts cannot show (no glyph in DejaVu Sans, control characters) by {@code ?}. */
    private String printable(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            if (cp == '\t') {
                out.append(' ');
            } else if (encodable.computeIfAbsent(cp, this::canEncode)) {
                out.appendCodePoint(cp);
            } else {
                out.append('?');
            }
        });
        return out.toString();
    }

    private boolean canEncode(int codePoint) {
        if (Character.isISOControl(codePoint)) {
            return false;
        }
        try {
            String s = new String(Character.toChars(codePoint));
            regular.encode(s);
            bold.encode(s);
            return true;
        } catch (IllegalArgumentException | IOException e) {
            return false;
        }
    }

    private static byte[] digest(String text) {
        try {
            return MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
