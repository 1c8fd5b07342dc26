package dev.parlance.captions.read;

import java.io.IOException;
import java.io.Reader;
import java.util.Optional;

/**
 * The lines of a decoded text file, numbered from 1, each checked as it is read: no line longer
 * than the file's character budget (a file without line breaks cannot fill the memory), no NUL
 * (the mark of UTF-16 saved without a byte-order mark), no other control character but tab and
 * form feed, and no U+FFFD where it stands for undecodable bytes. Lines end at LF, CR LF or CR.
 */
final class LineReader {
    private final Reader in;
    private final TextEncoding encoding;
    private final int maxLength;
    private final char[] buffer = new char[64 * 1024];
    private int position;
    private int limit;
    private int lineNumber;
    private int pushedBack = -2;

    LineReader(Reader in, TextEncoding encoding, int maxLength) {
        this.in = in;
        this.encoding = encoding;
        this.maxLength = maxLength;
    }

    /** The number of the line {@link #next} returned last (0 before the first). */
    int lineNumber() {
        return lineNumber;
    }

    /** The next line without its line break, or null at the end of the file. */
    String next() throws IOException {
        StringBuilder line = new StringBuilder();
        int c = read();
        if (c < 0) {
            return null;
        }
        lineNumber++;
        while (c >= 0 && c != '\n' && c != '\r') {
            if (line.length() >= maxLength) {
                throw new TranscriptFileException(lineNumber, "the line is longer than " + maxLength
                        + " characters, the limit of a transcript");
            }
            check((char) c);
            line.append((char) c);
            c = read();
        }
        if (c == '\r') {
            int after = read();
            if (after != '\n') {
                pushedBack = after;
            }
        }
        return line.toString();
    }

    private int read() throws IOException {
        if (pushedBack != -2) {
            int c = pushedBack;
            pushedBack = -2;
            return c;
        }
        while (position == limit) {
            int n = in.read(buffer, 0, buffer.length);
            if (n < 0) {
                return -1;
            }
            position = 0;
            limit = n;
        }
        return buffer[position++];
    }

    private void check(char c) {
        if (c < 0x20 || c == 0x7f || c == '\uFFFD') {
            problem(c, encoding).ifPresent(why -> {
                throw new TranscriptFileException(lineNumber, why);
            });
        }
    }

    /** What is wrong with this character in a file of this encoding, if anything. */
    static Optional<String> problem(char c, TextEncoding encoding) {
        if (c == 0) {
            return Optional.of("the file holds NUL characters: if it is UTF-16, save it with a byte-order mark"
                    + " (or as UTF-8)");
        }
        if (c < 0x20 && c != '\t' && c != '\f' && c != '\n' && c != '\r' || c == 0x7f) {
            return Optional.of(String.format("control character U+%04X is not text", (int) c));
        }
        if (c == '\uFFFD' && encoding.replacementMeansUndecodable()) {
            return Optional.of("bytes that are not " + encoding.label()
                    + " text (a file without a byte-order mark is read as UTF-8 when it is valid UTF-8, else as Windows-1252)");
        }
        return Optional.empty();
    }
}
