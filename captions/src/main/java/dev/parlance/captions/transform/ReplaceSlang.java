package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * replace_slang: spoken contractions to their full forms ("gonna" to "going to"). A replacement of
 * several words becomes several tokens sharing the original token's time span in proportion to
 * their length, so timing stays as it was. Casing follows the original word.
 */
public final class ReplaceSlang implements TextTransform {
    static final Map<String, String> FULL_FORMS = Map.ofEntries(
            Map.entry("gonna", "going to"),
            Map.entry("wanna", "want to"),
            Map.entry("gotta", "got to"),
            Map.entry("hafta", "have to"),
            Map.entry("oughta", "ought to"),
            Map.entry("kinda", "kind of"),
            Map.entry("sorta", "sort of"),
            Map.entry("outta", "out of"),
            Map.entry("lotta", "lot of"),
            Map.entry("lotsa", "lots of"),
            Map.entry("coulda", "could have"),
            Map.entry("shoulda", "should have"),
            Map.entry("woulda", "would have"),
            Map.entry("musta", "must have"),
            Map.entry("tryna", "trying to"),
            Map.entry("lemme", "let me"),
            Map.entry("gimme", "give me"),
            Map.entry("gotcha", "got you"),
            Map.entry("dunno", "don't know"),
            Map.entry("y'all", "you all"),
            Map.entry("ya'll", "you all"),
            Map.entry("c'mon", "come on"),
            Map.entry("'cause", "because"),
            Map.entry("cuz", "because"),
            Map.entry("'em", "them"),
            Map.entry("ya", "you"));

    @Override
    public ElementList apply(ElementList list) {
        return Rewrite.tokens(list, ReplaceSlang::replace);
    }

    private static List<Token> replace(Token token) {
        if (!token.isWord()) {
            return List.of(token);
        }
        String full = FULL_FORMS.get(token.value().toLowerCase(Locale.ROOT).replace('’', '\''));
        if (full == null) {
            return List.of(token);
        }
        String shown = Rewrite.display(token);
        String[] words = full.split(" ");
        boolean upper = Casing.isAllUpper(shown) && shown.length() > 1;
        int letters = full.length() - (words.length - 1);
        long span = token.endTime() - token.startTime();
        List<Token> out = new ArrayList<>(words.length);
        long start = token.startTime();
        int done = 0;
        for (int i = 0; i < words.length; i++) {
            done += words[i].length();
            long end = i == words.length - 1 ? token.endTime() : token.startTime() + span * done / letters;
            String display = upper ? words[i].toUpperCase(Locale.ROOT) : i == 0 ? Casing.like(shown, words[i]) : words[i];
            out.add(new Token(words[i], token.type(), display, start, end, token.interpolated(), token.tags()));
            start = end;
        }
        return out;
    }
}
