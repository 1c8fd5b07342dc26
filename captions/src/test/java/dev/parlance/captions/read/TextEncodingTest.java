package dev.parlance.captions.read;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import static dev.parlance.captions.read.Reading.paragraph;
import static dev.parlance.captions.read.Reading.read;
import static dev.parlance.captions.read.Reading.refused;
import static org.assertj.core.api.Assertions.assertThat;

class TextEncodingTest {
    private static final String WORDS = "Café crème – it’s “fine”, señor Muñoz… 日本語";
    private static final String WESTERN = "Café crème – it’s “fine”, señor Muñoz…";

    private static byte[] bytes(byte[] mark, String text, Charset charset) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(mark);
        out.writeBytes(text.getBytes(charset));
        return out.toByteArray();
    }

    private static TextEncoding detect(byte[] bytes) throws IOException {
        return TextEncoding.detect(ByteSource.of(bytes));
    }

    @Test
    void aByteOrderMarkDecidesAndIsNotText() throws IOException {
        byte[] utf8 = bytes(new byte[]{(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, WORDS, StandardCharsets.UTF_8);
        byte[] le = bytes(new byte[]{(byte) 0xFF, (byte) 0xFE}, WORDS, StandardCharsets.UTF_16LE);
        byte[] be = bytes(new byte[]{(byte) 0xFE, (byte) 0xFF}, WORDS, StandardCharsets.UTF_16BE);
        assertThat(detect(utf8)).isEqualTo(TextEncoding.UTF_8_BOM);
        assertThat(detect(le)).isEqualTo(TextEncoding.UTF_16LE);
        assertThat(detect(be)).isEqualTo(TextEncoding.UTF_16BE);
        for (byte[] file : new byte[][]{utf8, le, be}) {
            assertThat(read(ImportFormat.TEXT, file).cues()).containsExactly(paragraph(null, WORDS));
        }
    }

    @Test
    void withoutAMarkValidUtf8IsUtf8AndAnythingElseWindows1252() throws IOException {
        byte[] utf8 = WORDS.getBytes(StandardCharsets.UTF_8);
        byte[] cp1252 = WESTERN.getBytes(Charset.forName("windows-1252"));
        assertThat(detect(utf8)).isEqualTo(TextEncoding.UTF_8);
        assertThat(detect("plain ascii".getBytes(StandardCharsets.US_ASCII))).isEqualTo(TextEncoding.UTF_8);
        assertThat(detect(cp1252)).isEqualTo(TextEncoding.WINDOWS_1252);
        assertThat(read(ImportFormat.TEXT, utf8).cues()).containsExactly(paragraph(null, WORDS));
        assertThat(read(ImportFormat.TEXT, cp1252).cues()).containsExactly(paragraph(null, WESTERN));
    }

    @Test
    void theWholeFileIsCheckedNotJustItsStart() throws IOException {
        // 200 KB of ASCII, then one Windows-1252 é: past any buffer, still Windows-1252.
        String text = "word ".repeat(40_000) + "café";
        byte[] late = text.getBytes(Charset.forName("windows-1252"));
        assertThat(detect(late)).isEqualTo(TextEncoding.WINDOWS_1252);
        assertThat(read(ImportFormat.TEXT, late).cues().getFirst().text()).endsWith("word café");
        // A multi-byte UTF-8 character cut by the buffer's end is still valid UTF-8.
        for (int pad = 0; pad < 4; pad++) {
            byte[] straddling = ("x".repeat(64 * 1024 - 2 + pad) + "日本").getBytes(StandardCharsets.UTF_8);
            assertThat(detect(straddling)).as("pad %d", pad).isEqualTo(TextEncoding.UTF_8);
        }
        // A UTF-8 sequence cut off at the very end is not UTF-8.
        byte[] truncated = {'a', (byte) 0xE6, (byte) 0x97};
        assertThat(detect(truncated)).isEqualTo(TextEncoding.WINDOWS_1252);
    }

    @Test
    void utf16WithoutAMarkAndUndecodableBytesAreRefusedWithAHint() {
        byte[] bare16 = "hello\nworld\n".getBytes(StandardCharsets.UTF_16LE);
        assertThat(refused(ImportFormat.TEXT, bare16).getMessage()).isEqualTo("line 1: the file holds NUL characters:"
                + " if it is UTF-16, save it with a byte-order mark (or as UTF-8)");
        byte[] undefined = {'o', 'k', '\n', 'b', 'a', (byte) 0x81, 'd', (byte) 0xE9};
        TranscriptFileException e = refused(ImportFormat.TEXT, undefined);
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.getMessage()).startsWith("line 2: bytes that are not Windows-1252 text");
        assertThat(refused(ImportFormat.TEXT, "fine\nbell \u0007 here\n").getMessage())
                .isEqualTo("line 2: control character U+0007 is not text");
    }

    @Test
    void everyFormatGoesThroughTheSameDetection() {
        byte[] srt = ("1\r\n00:00:01,000 --> 00:00:02,000\r\n" + WESTERN + "\r\n").getBytes(Charset.forName("windows-1252"));
        assertThat(read(ImportFormat.SRT, srt).cues().getFirst().text()).isEqualTo(WESTERN);
        byte[] vtt = bytes(new byte[]{(byte) 0xFF, (byte) 0xFE}, "WEBVTT\n\n00:01.000 --> 00:02.000\n" + WORDS + "\n",
                StandardCharsets.UTF_16LE);
        assertThat(read(ImportFormat.VTT, vtt).cues().getFirst().text()).isEqualTo(WORDS);
        // The XML declaration says UTF-8; the bytes are Windows-1252, as files in the wild are.
        byte[] dfxp = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><tt xmlns=\"http://www.w3.org/ns/ttml\"><body>"
                + "<p begin=\"1s\" end=\"2s\">" + WESTERN + "</p></body></tt>").getBytes(Charset.forName("windows-1252"));
        assertThat(read(ImportFormat.DFXP, dfxp).cues().getFirst().text()).isEqualTo(WESTERN);
        byte[] dfxp16 = bytes(new byte[]{(byte) 0xFE, (byte) 0xFF}, "<?xml version=\"1.0\" encoding=\"UTF-16\"?>"
                + "<tt xmlns=\"http://www.w3.org/ns/ttml\"><body><p begin=\"1s\" end=\"2s\">" + WORDS + "</p></body></tt>",
                StandardCharsets.UTF_16BE);
        assertThat(read(ImportFormat.DFXP, dfxp16).cues().getFirst().text()).isEqualTo(WORDS);
    }
}
