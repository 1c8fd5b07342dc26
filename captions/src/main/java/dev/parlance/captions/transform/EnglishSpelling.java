package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;

import java.util.List;
import java.util.Locale;

/**
 * replace_english_spelling: rewrites listed words into one variant's spelling, from whichever
 * spelling they arrive in ("colour" and "color" both become "color" for A). Casing follows the
 * original word. Without the option nothing changes (the spec leaves the default open; the
 * recognizer's own spelling is kept).
 */
public final class EnglishSpelling implements TextTransform {
    private final SpellingVariant variant;

    public EnglishSpelling(SpellingVariant variant) {
        this.variant = variant;
    }

    @Override
    public ElementList apply(ElementList list) {
        return Rewrite.tokens(list, token -> List.of(respell(token)));
    }

    private Token respell(Token token) {
        if (!token.isWord()) {
            return token;
        }
        String lower = token.value().toLowerCase(Locale.ROOT);
        SpellingTable.Entry entry = SpellingTable.lookup(lower);
        if (entry == null) {
            return token;
        }
        String wanted = entry.in(variant);
        if (wanted.equals(lower)) {
            return token;
        }
        return new Token(wanted, token.type(), Casing.like(Rewrite.display(token), wanted), token.startTime(),
                token.endTime(), token.interpolated(), token.tags());
    }
}
