package dev.parlance.captions.read;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * How a transcript file's bytes become text, decided in this order:
 * <ol>
 *   <li>a byte-order mark: {@code EF BB BF} UTF-8, {@code FF FE} UTF-16 little-endian,
 *       {@code FE FF} UTF-16 big-endian (the mark itself is not text);</li>
 *   <li>no mark: UTF-8 when the whole file is valid UTF-8 (plain ASCII is);</li>
 *   <li>otherwise Windows-1252, the encoding Windows editors saved "ANSI" text in (é, ’, “ ”).</li>
 * </ol>
 * An XML file's own encoding declaration is not consulted: the same rule serves every format.
 * UTF-16 without a mark is not guessed; its NUL bytes are refused with a hint ({@link LineReader}).
 */
public enum TextEncoding {
    UTF_8(StandardCharsets.UTF_8, 0, "UTF-8"),
    UTF_8_BOM(StandardCharsets.UTF_8, 3, "UTF-8 with byte-order mark"),
    UTF_16LE(StandardCharsets.UTF_16LE, 2, "UTF-16 little-endian"),
    UTF_16BE(StandardCharsets.UTF_16BE, 2, "UTF-16 big-endian"),
    WINDOWS_1252(Charset.forName("windows-1252"), 0, "Windows-1252");

    private static final int BUFFER = 64 * 1024;

    private final Charset charset;
    private final int markLength;
    private final String label;

    TextEncoding(Charset charset, int markLength, String label) {
        this.charset = charset;
        this.markLength = markLength;
        this.label = label;
    }

    public Charset charset() {
        return charset;
    }

    public String label() {
        return label;
    }

    /**
     * Decides the encoding with one pass over the file (only when it has no byte-order mark).
     *
     * @throws TranscriptFileException when the file is empty
     */
    public static TextEncoding detect(ByteSource source) throws IOException {
        try (InputStream in = new BufferedInputStream(source.open(), BUFFER)) {
            in.mark(4);
            byte[] head = in.readNBytes(3);
            if (head.length == 0) {
                throw new TranscriptFileException(0, "the file is empty");
            }
            if (head.length == 3 && (head[0] & 0xff) == 0xEF && (head[1] & 0xff) == 0xBB && (head[2] & 0xff) == 0xBF) {
                return UTF_8_BOM;
            }
            if (head.length >= 2 && (head[0] & 0xff) == 0xFF && (head[1] & 0xff) == 0xFE) {
                return UTF_16LE;
            }
            if (head.length >= 2 && (head[0] & 0xff) == 0xFE && (head[1] & 0xff) == 0xFF) {
                return UTF_16BE;
            }
            in.reset();
            return isUtf8(in) ? UTF_8 : WINDOWS_1252;
        }
    }

    /** The file's text in this encoding, without the byte-order mark; the caller closes it. */
    public Reader open(ByteSource source) throws IOException {
        InputStream in = source.open();
        try {
            in.skipNBytes(markLength);
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
        CharsetDecoder decoder = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
        return new InputStreamReader(in, decoder);
    }

    /**
     * Whether U+FFFD in the decoded text stands for bytes this encoding could not decode (a UTF-16
     * file with a broken surrogate pair, a byte Windows-1252 leaves undefined) rather than for the
     * character itself, which only a UTF-8 file can hold.
     */
    boolean replacementMeansUndecodable() {
        return this == UTF_16LE || this == UTF_16BE || this == WINDOWS_1252;
    }

    /** Streams the rest of {@code in} through a strict UTF-8 decoder. */
    private static boolean isUtf8(InputStream in) throws IOException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer bytes = ByteBuffer.allocate(BUFFER);
        CharBuffer chars = CharBuffer.allocate(BUFFER);
        boolean end = false;
        while (!end) {
            int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
            if (n < 0) {
                end = true;
            } else {
                bytes.position(bytes.position() + n);
            }
            bytes.flip();
            CoderResult result = decoder.decode(bytes, chars, end);
            while (result.isOverflow()) {
                chars.clear();
                result = decoder.decode(bytes, chars, end);
            }
            if (result.isError()) {
                return false;
            }
            chars.clear();
            bytes.compact();  // keeps the start of a sequence cut by the buffer's end
        }
        return !decoder.flush(chars.clear()).isError();
    }
}
