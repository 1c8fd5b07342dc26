package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;

import java.util.List;

/**
 * strip_square_brackets: removes every {@code [} and {@code ]} from what tokens show, sound
 * boundaries included (so {@code [MUSIC]} shows as {@code MUSIC}); a token left with nothing to
 * show is dropped.
 */
public final class StripSquareBrackets implements TextTransform {
    @Override
    public ElementList apply(ElementList list) {
        return Rewrite.tokens(list, token -> {
            String shown = Rewrite.display(token);
            if (shown.indexOf('[') < 0 && shown.indexOf(']') < 0) {
                return List.of(token);
            }
            String stripped = shown.replace("[", "").replace("]", "").strip();
            return stripped.isEmpty() ? List.of() : List.of(Rewrite.withDisplay(token, stripped));
        });
    }
}
