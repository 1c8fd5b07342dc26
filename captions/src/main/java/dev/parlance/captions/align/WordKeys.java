package dev.parlance.captions.align;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The form two words are compared in: lower case, accents, apostrophes, hyphens and periods
 * dropped ("Don't" and "dont", "e-mail" and "email", "U.S." and "US" are one word), commas and
 * periods between digits kept as numbers have them ("1,000" is "1000", "3.5" stays).
 */
final class WordKeys {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    /** Sound keys cannot collide with a word: a word's key has no control characters. */
    private static final char SOUND = '\u0001';

    private WordKeys() {
    }

    static String sound(String tag) {
        return SOUND + tag;
    }

    static boolean isSound(String key) {
        return !key.isEmpty() && key.charAt(0) == SOUND;
    }

    /** Lower case with accents dropped; hyphens kept, to split number words on. */
    static String lower(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        boolean ascii = true;
        for (int i = 0; i < lower.length() && ascii; i++) {
            ascii = lower.charAt(i) < 128;
        }
        return ascii ? lower : MARKS.matcher(Normalizer.normalize(lower, Normalizer.Form.NFD)).replaceAll("");
    }

    static String key(String word) {
        String lower = lower(word);
        StringBuilder key = new StringBuilder(lower.length());
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                key.append(c);
            } else if (c == '.' && i > 0 && i + 1 < lower.length()
                    && Character.isDigit(lower.charAt(i - 1)) && Character.isDigit(lower.charAt(i + 1))) {
                key.append(c);
            }
        }
        return key.isEmpty() ? lower : key.toString();
    }

    /** 1 for the same spelling, 0 for nothing alike (by edit distance); sounds only match themselves. */
    static double similarity(String a, String b) {
        if (a.equals(b)) {
            return 1;
        }
        if (isSound(a) || isSound(b)) {
            return 0;
        }
        int longest = Math.max(a.length(), b.length());
        return longest == 0 ? 1 : 1 - (double) EditDistance.of(a, b) / longest;
    }
}
