package dev.parlance.captions.transform;

import java.util.Locale;

/** Carries the casing of a word over to its replacement: "Colour" gives "Color", "GONNA" gives "GOING". */
final class Casing {
    private Casing() {
    }

    static String like(String original, String replacement) {
        if (isAllUpper(original) && original.codePointCount(0, original.length()) > 1) {
            return replacement.toUpperCase(Locale.ROOT);
        }
        if (!original.isEmpty() && Character.isUpperCase(original.codePointAt(0))) {
            return capitalise(replacement);
        }
        return replacement;
    }

    static String capitalise(String word) {
        if (word.isEmpty()) {
            return word;
        }
        int first = word.codePointAt(0);
        return new StringBuilder().appendCodePoint(Character.toTitleCase(first))
                .append(word, Character.charCount(first), word.length()).toString();
    }

    static boolean isAllUpper(String word) {
        boolean letters = false;
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (Character.isLetter(c)) {
                letters = true;
                if (!Character.isUpperCase(c)) {
                    return false;
                }
            }
        }
        return letters;
    }
}
