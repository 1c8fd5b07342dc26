package dev.parlance.common;

import java.util.Optional;

/**
 * Which characters a text value a client sends may hold. No value may hold NUL or another control
 * character (C0, DEL, C1): they mean nothing in a name or a note, PostgreSQL cannot store NUL, and
 * they garble the files and listings the values end up in. Tab, line feed and carriage return are
 * the exception for {@link Shape#MULTI_LINE} values (notes, a DFXP header, the options dictionary),
 * where a client may lay text out; a {@link Shape#SINGLE_LINE} value (a name, an identifier) holds
 * none of them.
 */
public final class TextRules {
    public enum Shape { SINGLE_LINE, MULTI_LINE }

    private TextRules() {
    }

    /** Why {@code value} is not acceptable text of that shape, such as "contains the control character U+0000"; empty when it is. */
    public static Optional<String> problem(String value, Shape shape) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            boolean layout = c == '\t' || c == '\n' || c == '\r';
            if (Character.isISOControl(c) && !(layout && shape == Shape.MULTI_LINE)) {
                return Optional.of(String.format("contains the control character U+%04X at position %d"
                        + (layout ? " (only multi-line fields such as notes may hold tabs and line breaks)" : ""), (int) c, i));
            }
        }
        return Optional.empty();
    }
}
