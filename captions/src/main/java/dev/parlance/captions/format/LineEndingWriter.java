package dev.parlance.captions.format;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;

/** Rewrites every line break ({@code \n}, {@code \r\n} or a lone {@code \r}) as one ending. */
final class LineEndingWriter extends FilterWriter {
    private final String ending;
    /** The last character written was {@code \r}: a {@code \n} right after it is the same break. */
    private boolean afterCarriageReturn;

    LineEndingWriter(Writer out, String ending) {
        super(out);
        this.ending = ending;
    }

    @Override
    public void write(int c) throws IOException {
        write(new char[] {(char) c}, 0, 1);
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        char[] chars = new char[length];
        text.getChars(offset, offset + length, chars, 0);
        write(chars, 0, length);
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        int runStart = offset;
        int end = offset + length;
        for (int i = offset; i < end; i++) {
            char c = chars[i];
            if (c != '\n' && c != '\r') {
                afterCarriageReturn = false;
                continue;
            }
            out.write(chars, runStart, i - runStart);
            runStart = i + 1;
            if (c == '\n' && afterCarriageReturn) {
                afterCarriageReturn = false;
                continue;
            }
            out.write(ending);
            afterCarriageReturn = c == '\r';
        }
        out.write(chars, runStart, end - runStart);
    }
}
