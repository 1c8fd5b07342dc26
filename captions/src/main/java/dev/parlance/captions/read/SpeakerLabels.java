package dev.parlance.captions.read;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The speaker label at the start of a cue or paragraph, as captioners write it:
 * <ul>
 *   <li>{@code >> NAME: words} or {@code >> Name Surname: words}: after the speaker-change mark,
 *       a name of up to three words, each starting with a capital or a digit;</li>
 *   <li>{@code >> words}: the mark alone, a change to a speaker not named (the mark is dropped);</li>
 *   <li>{@code NAME: words}: without the mark, a name in upper case only ({@code JOHN:},
 *       {@code DR. SMITH:}, {@code SPEAKER 2:}), so that "Note: ..." in running text stays text.</li>
 * </ul>
 * A name is letters, digits, spaces, {@code . ' ’ -}, at most 32 characters, followed by a colon
 * and a space (so {@code 10:30} is no label).
 */
final class SpeakerLabels {
    private static final Pattern MARK = Pattern.compile("^>>+\\s*");
    private static final Pattern LABEL = Pattern.compile("^([\\p{L}\\p{N}][\\p{L}\\p{N} .'’-]{0,31}?)\\s*:(?:\\s+|$)");

    /** A text and the speaker its label named (null when none). */
    record Labelled(String speaker, String text) {
    }

    private SpeakerLabels() {
    }

    /** Takes the label off {@code text} (already one line, spaces collapsed). */
    static Labelled split(String text) {
        Matcher mark = MARK.matcher(text);
        boolean marked = mark.find();
        String rest = marked ? text.substring(mark.end()) : text;
        Matcher label = LABEL.matcher(rest);
        if (label.find()) {
            String name = label.group(1).strip();
            if (marked ? isName(name) : isUpperCaseName(name)) {
                return new Labelled(name, rest.substring(label.end()).strip());
            }
        }
        return new Labelled(null, rest.strip());
    }

    static boolean startsWithLabel(String text) {
        return MARK.matcher(text).find() || split(text).speaker() != null;
    }

    private static boolean isName(String name) {
        String[] words = name.split(" +");
        if (words.length > 3) {
            return false;
        }
        for (String word : words) {
            int first = word.codePointAt(0);
            if (!Character.isUpperCase(first) && !Character.isDigit(first)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isUpperCaseName(String name) {
        return isName(name) && name.codePoints().anyMatch(Character::isLetter)
                && name.codePoints().noneMatch(Character::isLowerCase);
    }
}
