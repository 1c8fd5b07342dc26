package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * mask_profanity: every letter and digit of a listed word becomes an asterisk, so "shit!" shows
 * as "****" and the word's length stays visible; the spec says "replace with asterisks", and
 * keeping no first letter is the reading that hides the word. The list is {@code profanity.txt}
 * beside this class: one lower-case word a line; a trailing {@code *} matches every word starting
 * with it ("fuck*" covers "fucking", "fucker"). Stems are only used where no innocent word starts
 * the same way; short words are matched whole so "cockpit" and "Dickens" stay.
 */
public final class MaskProfanity implements TextTransform {
    private static final WordList WORDS = WordList.load("profanity.txt");

    @Override
    public ElementList apply(ElementList list) {
        return Rewrite.tokens(list, token -> List.of(isProfane(token) ? Rewrite.withDisplay(token, mask(Rewrite.display(token))) : token));
    }

    static boolean isProfane(Token token) {
        return token.isWord() && WORDS.matches(token.value().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", ""));
    }

    static String mask(String word) {
        return word.replaceAll("[\\p{L}\\p{N}]", "*");
    }

    private record WordList(Set<String> words, List<String> stems) {
        boolean matches(String word) {
            if (words.contains(word)) {
                return true;
            }
            for (String stem : stems) {
                if (word.startsWith(stem)) {
                    return true;
                }
            }
            return false;
        }

        static WordList load(String resource) {
            Set<String> words = new HashSet<>();
            Set<String> stems = new HashSet<>();
            try (var reader = new BufferedReader(new InputStreamReader(
                    Objects.requireNonNull(MaskProfanity.class.getResourceAsStream(resource), resource), StandardCharsets.UTF_8))) {
                reader.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).forEach(line -> {
                    if (line.endsWith("*")) {
                        stems.add(line.substring(0, line.length() - 1));
                    } else {
                        words.add(line);
                    }
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new WordList(Set.copyOf(words), List.copyOf(stems));
        }
    }
}
