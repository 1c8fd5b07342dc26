package dev.parlance.captions.format.scc;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.Map;

/**
 * The EIA-608 (CEA-608) codes an SCC file carries, for caption channel 1 (CC1, field 1). Every
 * byte has 7 data bits and an odd-parity bit; a "word" is the two bytes sent in one frame, written
 * in SCC as four hex digits. Control codes are sent twice in a row so a decoder that misses one
 * still acts; it ignores the repeat.
 */
public final class SccCodes {
    /** Resume caption loading: the following text goes to the off-screen (non-displayed) memory. */
    public static final int RCL = word(0x14, 0x20);
    /** Erase displayed memory: clears the screen. */
    public static final int EDM = word(0x14, 0x2C);
    /** Erase non-displayed memory: starts the off-screen caption empty. */
    public static final int ENM = word(0x14, 0x2E);
    /** End of caption: swaps the memories, so the loaded caption appears at once (pop-on). */
    public static final int EOC = word(0x14, 0x2F);
    /** The filler byte that completes a word holding one character (0x00 with parity). */
    public static final int PAD = parity(0x00);

    public static final int COLUMNS = 32;
    public static final int ROWS = 15;
    /** Most rows of text pop-on captions show at once. */
    public static final int MAX_CAPTION_ROWS = 4;

    /** First byte and second-byte base of the preamble address codes of rows 1..15 (index 0 unused). */
    private static final int[][] PAC_ROWS = {
            {0, 0},
            {0x11, 0x40}, {0x11, 0x60}, {0x12, 0x40}, {0x12, 0x60}, {0x15, 0x40}, {0x15, 0x60},
            {0x16, 0x40}, {0x16, 0x60}, {0x17, 0x40}, {0x17, 0x60}, {0x10, 0x40}, {0x13, 0x40},
            {0x13, 0x60}, {0x14, 0x40}, {0x14, 0x60}};

    /**
     * How one character is sent: a byte of the basic set ({@code basic}, or -1 for none), a
     * two-byte special or extended character code ({@code code}, or 0 for none), or both: an
     * extended character first erases the character before it, so it follows a basic-set
     * stand-in that decoders without the extended set keep showing.
     */
    public record Glyph(int basic, int code) {
    }

    private static final Glyph[] ASCII = new Glyph[128];
    private static final Map<Integer, Glyph> OTHERS = new HashMap<>();
    /** Characters written as other text: typographic quotes and dashes common in transcripts. */
    private static final Map<Integer, String> SUBSTITUTES = Map.of(
            (int) '\u2019', "'", (int) '\u2013', "-", (int) '\u2026', "...", (int) '\u2012', "-",
            (int) '\u2010', "-", (int) '\u2011', "-", (int) '\u201A', ",", (int) '\u02BC', "'");
    private static final Glyph UNKNOWN = new Glyph('?', 0);

    static {
        // The basic set is ASCII but for these positions.
        Map<Integer, Character> basicChanges = Map.of(0x2A, 'á', 0x5C, 'é', 0x5E, 'í', 0x5F, 'ó', 0x60, 'ú',
                0x7B, 'ç', 0x7C, '÷', 0x7D, 'Ñ', 0x7E, 'ñ', 0x7F, '█');
        for (int b = 0x20; b <= 0x7F; b++) {
            char c = basicChanges.getOrDefault(b, (char) b);
            put(c, new Glyph(b, 0));
        }
        // Special North American characters: 0x11 0x30..0x3F (0x39 is the transparent space).
        String special = "®°½¿™¢£♪à\u00A0èâêîôû";
        for (int i = 0; i < special.length(); i++) {
            put(special.charAt(i), new Glyph(-1, word(0x11, 0x30 + i)));
        }
        // Extended Spanish/French/miscellaneous: 0x12 0x20..0x3F.
        extended(0x12, "ÁÉÓÚÜü‘¡*’—©℠•“”ÀÂÇÈÊËëÎÏïÔÙùÛ«»");
        // Extended Portuguese/German/Danish: 0x13 0x20..0x3F.
        extended(0x13, "ÃãÍÌìÒòÕõ{}\\^_|~ÄäÖöß¥¤¦ÅåØø┌┐└┘");
    }

    private SccCodes() {
    }

    private static void extended(int first, String chars) {
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            boolean known = OTHERS.containsKey((int) c) || (c < 128 && ASCII[c] != null);
            if (!known && !SUBSTITUTES.containsKey((int) c)) {
                put(c, new Glyph(standIn(c), word(first, 0x20 + i)));
            }
        }
    }

    private static void put(char c, Glyph glyph) {
        if (c < 128) {
            ASCII[c] = glyph;
        } else {
            OTHERS.put((int) c, glyph);
        }
    }

    /** The basic-set character shown by decoders that lack an extended one. */
    private static int standIn(char c) {
        String base = Normalizer.normalize(String.valueOf(c), Normalizer.Form.NFD);
        char first = base.charAt(0);
        if (first < 128 && Character.isLetter(first)) {
            return first;
        }
        return switch (c) {
            case '‘', '’', '^' -> '\'';
            case '“', '”', '«', '»' -> '"';
            case '¡', '|', '¦' -> '!';
            case '*', '•' -> '.';
            case '—', '_', '~' -> '-';
            case '©' -> 'c';
            case '{' -> '(';
            case '}' -> ')';
            case '\\' -> '/';
            case 'ß' -> 's';
            case '¥' -> 'Y';
            case '¤' -> '$';
            case 'Ø' -> 'O';
            case 'ø' -> 'o';
            case '┌', '┐', '└', '┘' -> '+';
            default -> ' ';
        };
    }

    /**
     * How to send a code point: its own 608 character; else a written substitute; else its base
     * letter without accents; else {@code ?}. Substitutes may be several characters, hence the array.
     */
    public static Glyph[] encode(int codePoint) {
        Glyph direct = lookup(codePoint);
        if (direct != null) {
            return new Glyph[] {direct};
        }
        String substitute = SUBSTITUTES.get(codePoint);
        if (substitute != null) {
            Glyph[] glyphs = new Glyph[substitute.length()];
            for (int i = 0; i < glyphs.length; i++) {
                glyphs[i] = lookup(substitute.charAt(i));
            }
            return glyphs;
        }
        String decomposed = Normalizer.normalize(new String(Character.toChars(codePoint)), Normalizer.Form.NFD);
        Glyph base = lookup(decomposed.codePointAt(0));
        if (base != null && Character.isLetter(decomposed.codePointAt(0))) {
            return new Glyph[] {base};
        }
        if (Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint)) {
            return new Glyph[] {ASCII[' ']};
        }
        return new Glyph[] {UNKNOWN};
    }

    private static Glyph lookup(int codePoint) {
        return codePoint < 128 ? ASCII[codePoint] : OTHERS.get(codePoint);
    }

    /** The preamble address code that puts the cursor on {@code row} (1..15) at column {@code indent} (0, 4, ..., 28). */
    public static int pac(int row, int indent) {
        if (row < 1 || row > ROWS || indent < 0 || indent > 28 || indent % 4 != 0) {
            throw new IllegalArgumentException("No preamble address code for row " + row + ", indent " + indent);
        }
        return word(PAC_ROWS[row][0], PAC_ROWS[row][1] + 0x10 + indent / 2);
    }

    /** Tab offset: moves the cursor 1 to 3 columns right. */
    public static int tabOffset(int columns) {
        if (columns < 1 || columns > 3) {
            throw new IllegalArgumentException("Tab offsets move 1 to 3 columns, not " + columns);
        }
        return word(0x17, 0x20 + columns);
    }

    /** Two 7-bit values as one word with parity, first byte high. */
    public static int word(int first, int second) {
        return parity(first) << 8 | parity(second);
    }

    /** Sets bit 7 when needed to make the count of one bits odd. */
    public static int parity(int sevenBits) {
        int b = sevenBits & 0x7F;
        return Integer.bitCount(b) % 2 == 0 ? b | 0x80 : b;
    }
}
