package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * sound_boundaries: the characters around a sound reference, so a MUSIC token shows as
 * {@code [MUSIC]} by default. The tag name is shown as it is.
 */
public record SoundBoundaries(String open, String close) implements TextTransform {
    public static final SoundBoundaries SQUARE_BRACKETS = new SoundBoundaries("[", "]");

    public SoundBoundaries {
        if (open == null || close == null) {
            throw new IllegalArgumentException("sound_boundaries needs an opening and a closing string");
        }
    }

    /**
     * Reads the forms clients send: {@code ["{","}"]}, {@code ("{","}")}, {@code ({, })} or
     * {@code {,}}; null or blank gives square brackets.
     */
    public static SoundBoundaries parse(String raw) {
        if (raw == null || raw.isBlank()) {
            return SQUARE_BRACKETS;
        }
        String s = raw.strip();
        if (s.length() > 2 && (s.charAt(0) == '[' || s.charAt(0) == '(') && (s.endsWith("]") || s.endsWith(")"))
                && s.indexOf(',') > 0) {
            s = s.substring(1, s.length() - 1);
        }
        List<String> parts = new ArrayList<>();
        for (String part : s.split(",", -1)) {
            String p = part.strip();
            if (p.length() >= 2 && (p.startsWith("\"") && p.endsWith("\"") || p.startsWith("'") && p.endsWith("'"))) {
                p = p.substring(1, p.length() - 1);
            }
            parts.add(p);
        }
        return of(parts);
    }

    /** From two values (repeated parameters). */
    public static SoundBoundaries of(List<String> values) {
        if (values.size() != 2) {
            throw new IllegalArgumentException("sound_boundaries needs two values, got " + values);
        }
        return new SoundBoundaries(values.get(0), values.get(1));
    }

    @Override
    public ElementList apply(ElementList list) {
        return Rewrite.tokens(list, token -> List.of(token.isSound() ? shown(token) : token));
    }

    private Token shown(Token token) {
        return Rewrite.withDisplay(token, open + token.value() + close);
    }
}
