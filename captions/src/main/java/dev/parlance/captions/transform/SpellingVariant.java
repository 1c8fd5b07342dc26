package dev.parlance.captions.transform;

import java.util.Locale;

/**
 * replace_english_spelling letter codes. British (B) writes -ise, the Oxford style (Z) keeps
 * British -our, -re, -ce, -ll but writes -ize; Australian (U) follows British; Canadian (C) takes
 * British -our, -re, -ce, -ll with American -ize and -yze.
 */
public enum SpellingVariant {
    AMERICAN('A'), BRITISH('B'), BRITISH_IZE('Z'), AUSTRALIAN('U'), CANADIAN('C');

    private final char code;

    SpellingVariant(char code) {
        this.code = code;
    }

    public char code() {
        return code;
    }

    /** The variant for a letter code (case-insensitive); unknown codes are refused. */
    public static SpellingVariant parse(String code) {
        String c = code == null ? "" : code.strip().toUpperCase(Locale.ROOT);
        for (SpellingVariant v : values()) {
            if (c.length() == 1 && c.charAt(0) == v.code) {
                return v;
            }
        }
        throw new IllegalArgumentException("replace_english_spelling must be one of A, B, Z, U, C: " + code);
    }
}
