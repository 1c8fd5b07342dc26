package dev.parlance.captions.translate;

import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text of a sentence and back: tokens written out as a person writes them (a space between
 * words, closing marks against the word before, opening marks such as "¿" against the word after),
 * and a translator's output read into words and punctuation marks again.
 */
final class TranslatedText {
    /** Marks written against the following word. */
    static final String OPENING = "([{¿¡“‘«";
    /** A word: letters or digits, with apostrophes, hyphens, periods or commas inside ("l'eau", "3.5"). */
    private static final Pattern PIECE = Pattern.compile(
            "[\\p{L}\\p{M}\\p{N}]+(?:['’\\-.,][\\p{L}\\p{M}\\p{N}]+)*|[^\\s\\p{L}\\p{M}\\p{N}]+");

    private TranslatedText() {
    }

    /** The sentence as text: "Ask not what your country can do for you." */
    static String write(List<Token> tokens) {
        StringBuilder text = new StringBuilder();
        boolean afterOpening = false;
        for (Token token : tokens) {
            String shown = shown(token);
            if (shown.isEmpty()) {
                continue;
            }
            boolean opening = token.isPunctuation() && OPENING.indexOf(shown.charAt(0)) >= 0;
            boolean attaches = token.isPunctuation() && !opening && !isDash(shown);
            if (!text.isEmpty() && !attaches && !afterOpening) {
                text.append(' ');
            }
            text.append(shown);
            afterOpening = opening;
        }
        return text.toString();
    }

    /** A piece of translated text: a word, or a run of punctuation marks. */
    record Piece(String text, boolean word) {
    }

    /** A translation read into words and punctuation runs, in order. */
    static List<Piece> read(String translation) {
        List<Piece> pieces = new ArrayList<>();
        Matcher m = PIECE.matcher(translation);
        while (m.find()) {
            String piece = m.group();
            boolean word = Character.isLetterOrDigit(piece.codePointAt(0)) || Character.getType(piece.codePointAt(0))
                    == Character.NON_SPACING_MARK;
            pieces.add(new Piece(piece, word));
        }
        return pieces;
    }

    static String normalized(String word) {
        return word.toLowerCase(Locale.ROOT);
    }

    static String shown(Token token) {
        String shown = token.displayAs() != null && !token.displayAs().isBlank() ? token.displayAs() : token.value();
        return shown == null ? "" : shown.strip();
    }

    private static boolean isDash(String shown) {
        return shown.equals("—") || shown.equals("–") || shown.equals("-") || shown.equals("--");
    }
}
