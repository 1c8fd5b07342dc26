package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * remove_disfluencies: drops hesitation fillers (um, uh, er, erm, ah, hmm, mm, with any number of
 * repeated letters) together with the comma that set them off (or the full stop of a sentence that
 * was nothing but a filler), and capitalises the next word when
 * the filler opened a sentence ("Um, so we went." becomes "So we went."). Backchannels that mean
 * something ("mm-hmm", "uh-huh") and real words ("err", "eh") stay.
 */
public final class RemoveDisfluencies implements TextTransform {
    private static final Pattern FILLER =
            Pattern.compile("u+m+|u+h+|u+h+m+|e+r|e+r+m+|a+h+|h+m+|m{2,}");

    public static boolean isFiller(Token token) {
        String value = token.value();
        if (!token.isWord() || value.isEmpty() || value.length() > 8 || "uUeEaAhHmM".indexOf(value.charAt(0)) < 0) {
            return false;
        }
        return FILLER.matcher(value.toLowerCase(Locale.ROOT)).matches();
    }

    @Override
    public ElementList apply(ElementList list) {
        return Rewrite.sequences(list, RemoveDisfluencies::clean);
    }

    private static List<Token> clean(List<Token> tokens) {
        if (tokens.stream().noneMatch(RemoveDisfluencies::isFiller)) {
            return tokens;
        }
        List<Token> out = new ArrayList<>(tokens.size());
        boolean capitaliseNext = false;
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            if (isFiller(token)) {
                boolean opensSentence = out.isEmpty() || endsSentence(out.getLast());
                capitaliseNext |= opensSentence && Character.isUpperCase(Rewrite.display(token).codePointAt(0));
                Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
                if (next != null && (isComma(next) || opensSentence && endsSentence(next))) {
                    i++;
                } else if (!out.isEmpty() && isComma(out.getLast())
                        && (i + 1 == tokens.size() || tokens.get(i + 1).isPunctuation())) {
                    out.removeLast();
                }
                continue;
            }
            if (capitaliseNext && token.isWord()) {
                token = Rewrite.withDisplay(token, Casing.capitalise(Rewrite.display(token)));
                capitaliseNext = false;
            }
            out.add(token);
        }
        return out;
    }

    private static boolean isComma(Token token) {
        return token.isPunctuation() && ",".equals(token.value());
    }

    private static boolean endsSentence(Token token) {
        return token.isPunctuation() && token.value().matches(".*[.?!…].*");
    }
}
