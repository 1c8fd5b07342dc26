package dev.parlance.captions.read;

import java.io.IOException;

/** What the line-based readers (SRT, WebVTT) share: blank-line separated blocks. */
final class Blocks {
    private static final int SHOWN = 60;

    private Blocks() {
    }

    /** The next line that is not blank, or null at the end of the file. */
    static String nextNonBlank(LineReader lines) throws IOException {
        String line;
        while ((line = lines.next()) != null && line.isBlank()) {
            // blank lines between blocks
        }
        return line;
    }

    /** Skips the rest of a block, up to and including its closing blank line. */
    static void skipBlock(LineReader lines) throws IOException {
        String line;
        while ((line = lines.next()) != null && !line.isBlank()) {
            // inside a NOTE, STYLE or REGION block
        }
    }

    static void appendLine(StringBuilder text, String line) {
        if (!text.isEmpty()) {
            text.append('\n');
        }
        text.append(line);
    }

    /** A line as a message quotes it: its start only. */
    static String shorten(String line) {
        return line.length() <= SHOWN ? line : line.substring(0, SHOWN) + "...";
    }
}
