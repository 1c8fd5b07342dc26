package dev.parlance.captions.format.scc;

import dev.parlance.captions.format.CaptionWriter;
import dev.parlance.captions.format.CueLines;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Scenarist SCC: EIA-608 pop-on captions on CC1 at 29.97 frames per second, drop-frame
 * timecodes. Each cue is one block: ENM, RCL, then per line a preamble address code (rows at the
 * bottom of the screen, the line centred with indent and tab offset) and its characters, then
 * EOC, which makes the caption appear; EDM at the cue's end clears the screen.
 *
 * <p>Timing: a decoder receives one word (two bytes) per frame, so a block takes as many frames
 * as it has words. The block is sent early enough that its EOC lands on the cue's first frame,
 * but never before the previous block has been sent (a slow stretch then shows its captions a
 * few frames late). The EDM is left out when the next block's EOC replaces the caption by the
 * previous cue's end anyway; when it would come later, the EDM goes in the middle of the block,
 * at the previous cue's end, so no caption is shown longer than its cue (in whole frames).
 *
 * <p>The layout honours 32 columns and 4 rows (see {@code CaptionFormat.SCC}); lines beyond them
 * are cut here rather than sent into a decoder that would wrap or drop them unpredictably.
 */
public final class SccWriter implements CaptionWriter {
    static final String HEADER = "Scenarist_SCC V1.0\n";

    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        out.write(HEADER);
        long sentUntil = 0;
        long clearAt = -1;
        WordBuffer words = new WordBuffer();
        StringBuilder line = new StringBuilder(512);
        for (Cue cue : track.cues()) {
            words.clear();
            if (!encode(cue, words)) {
                continue;
            }
            long show = SccTimecode.frameAt(cue.start());
            int load = words.size() - 2;
            long idealStart = show - load;
            long start;
            if (clearAt >= 0 && clearAt + 2 <= idealStart) {
                writeLine(out, line, clearAt, SccCodes.EDM, SccCodes.EDM);
                sentUntil = clearAt + 2;
                start = idealStart;
            } else if (clearAt >= 0 && Math.max(sentUntil, idealStart) + load > clearAt) {
                // This caption would replace the previous one only after that one's end: clear the
                // screen while this block loads (EDM erases the displayed caption only; pop-on
                // loading goes on in hidden memory), starting two frames earlier to make room.
                start = Math.max(sentUntil, idealStart - 2);
                words.insertTwice((int) Math.min(clearAt - start, load), SccCodes.EDM);
            } else {
                start = Math.max(sentUntil, idealStart);
            }
            writeLine(out, line, start, words);
            sentUntil = start + words.size();
            clearAt = Math.max(SccTimecode.frameAt(cue.end()), sentUntil);
        }
        if (clearAt >= 0) {
            writeLine(out, line, clearAt, SccCodes.EDM, SccCodes.EDM);
        }
    }

    /** The block of one cue, EOC last; false when the cue has nothing to show. */
    static boolean encode(Cue cue, WordBuffer words) {
        List<String> lines = CueLines.of(cue);
        if (lines.isEmpty()) {
            return false;
        }
        if (lines.size() > SccCodes.MAX_CAPTION_ROWS) {
            lines = lines.subList(0, SccCodes.MAX_CAPTION_ROWS);
        }
        words.twice(SccCodes.ENM);
        words.twice(SccCodes.RCL);
        int firstRow = SccCodes.ROWS - lines.size() + 1;
        for (int i = 0; i < lines.size(); i++) {
            SccCodes.Glyph[] glyphs = glyphs(lines.get(i));
            int column = (SccCodes.COLUMNS - glyphs.length) / 2;
            int indent = column / 4 * 4;
            words.twice(SccCodes.pac(firstRow + i, indent));
            if (column > indent) {
                words.twice(SccCodes.tabOffset(column - indent));
            }
            int pending = -1;
            for (SccCodes.Glyph glyph : glyphs) {
                if (glyph.basic() >= 0) {
                    if (pending < 0) {
                        pending = glyph.basic();
                    } else {
                        words.add(SccCodes.word(pending, glyph.basic()));
                        pending = -1;
                    }
                }
                if (glyph.code() != 0) {
                    if (pending >= 0) {
                        words.add(SccCodes.parity(pending) << 8 | SccCodes.PAD);
                        pending = -1;
                    }
                    words.twice(glyph.code());
                }
            }
            if (pending >= 0) {
                words.add(SccCodes.parity(pending) << 8 | SccCodes.PAD);
            }
        }
        words.twice(SccCodes.EOC);
        return true;
    }

    /** The line's characters as 608 glyphs, at most 32 (one column each), without trailing spaces. */
    private static SccCodes.Glyph[] glyphs(String line) {
        SccCodes.Glyph[] result = new SccCodes.Glyph[SccCodes.COLUMNS];
        int count = 0;
        for (int i = 0; i < line.length() && count < result.length; ) {
            int codePoint = line.codePointAt(i);
            i += Character.charCount(codePoint);
            for (SccCodes.Glyph glyph : SccCodes.encode(codePoint)) {
                if (count < result.length) {
                    result[count++] = glyph;
                }
            }
        }
        while (count > 0 && result[count - 1].basic() == ' ' && result[count - 1].code() == 0) {
            count--;
        }
        return java.util.Arrays.copyOf(result, count);
    }

    private static void writeLine(Writer out, StringBuilder line, long frame, int... words) throws IOException {
        WordBuffer buffer = new WordBuffer();
        for (int word : words) {
            buffer.add(word);
        }
        writeLine(out, line, frame, buffer);
    }

    private static void writeLine(Writer out, StringBuilder line, long frame, WordBuffer words) throws IOException {
        line.setLength(0);
        line.append('\n').append(SccTimecode.format(frame)).append('\t');
        for (int i = 0; i < words.size(); i++) {
            if (i > 0) {
                line.append(' ');
            }
            int word = words.get(i);
            line.append(HEX[word >> 12 & 0xF]).append(HEX[word >> 8 & 0xF]).append(HEX[word >> 4 & 0xF]).append(HEX[word & 0xF]);
        }
        line.append('\n');
        out.append(line);
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** A growable list of 16-bit words without boxing. */
    static final class WordBuffer {
        private int[] words = new int[64];
        private int size;

        void add(int word) {
            if (size == words.length) {
                words = java.util.Arrays.copyOf(words, size * 2);
            }
            words[size++] = word;
        }

        void twice(int word) {
            add(word);
            add(word);
        }

        /** Inserts the word twice (a control code and its redundant copy) before {@code index}. */
        void insertTwice(int index, int word) {
            twice(word);
            System.arraycopy(words, index, words, index + 2, size - 2 - index);
            words[index] = word;
            words[index + 1] = word;
        }

        int get(int index) {
            return words[index];
        }

        int size() {
            return size;
        }

        void clear() {
            size = 0;
        }
    }
}
