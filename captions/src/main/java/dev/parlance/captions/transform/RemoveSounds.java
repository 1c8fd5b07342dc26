package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * remove_sound_references and remove_sounds_list: drops sound tokens, all of them or those whose
 * tag is listed (names compared case-insensitively).
 */
public final class RemoveSounds implements TextTransform {
    private final Set<String> tags;
    private final boolean all;

    private RemoveSounds(Set<String> tags, boolean all) {
        this.tags = tags;
        this.all = all;
    }

    public static RemoveSounds all() {
        return new RemoveSounds(Set.of(), true);
    }

    public static RemoveSounds listed(Set<String> tags) {
        return new RemoveSounds(tags.stream().map(t -> t.toUpperCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet()), false);
    }

    @Override
    public ElementList apply(ElementList list) {
        return Rewrite.tokens(list, token -> removes(token) ? List.of() : List.of(token));
    }

    private boolean removes(Token token) {
        if (!token.isSound()) {
            return false;
        }
        return all || tags.contains(token.value().toUpperCase(Locale.ROOT))
                || token.tags().stream().anyMatch(t -> tags.contains(t.toUpperCase(Locale.ROOT)));
    }
}
