package dev.parlance.captions.align;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a turn's text into words, punctuation runs, sound tags and paragraph breaks. A word is
 * letters, digits and marks, joined inside by apostrophes, hyphens and periods ("don't",
 * "well-known", "U.S", "3.5") and by commas between digits ("1,000"); any other run of
 * non-space characters is one punctuation token ({@code ."}, {@code ?!}, {@code --}).
 */
final class TurnText {
    private TurnText() {
    }

    static List<TextToken> tokens(String text, int turn) {
        List<TextToken> tokens = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            int c = text.codePointAt(i);
            if (Character.isWhitespace(c)) {
                int newlines = 0;
                while (i < n && Character.isWhitespace(text.codePointAt(i))) {
                    newlines += text.charAt(i) == '\n' ? 1 : 0;
                    i += Character.charCount(text.codePointAt(i));
                }
                if (newlines >= 2 && !tokens.isEmpty() && tokens.getLast().kind() != TextToken.Kind.PARAGRAPH) {
                    tokens.add(new TextToken(TextToken.Kind.PARAGRAPH, "", null, i, i));
                }
            } else if (c == '[') {
                i = sound(text, i, turn, tokens);
            } else if (wordChar(c)) {
                int end = wordEnd(text, i);
                tokens.add(new TextToken(TextToken.Kind.WORD, text.substring(i, end), null, i, end));
                i = end;
            } else {
                int start = i;
                while (i < n) {
                    int p = text.codePointAt(i);
                    if (Character.isWhitespace(p) || p == '[' || wordChar(p)) {
                        break;
                    }
                    i += Character.charCount(p);
                }
                tokens.add(new TextToken(TextToken.Kind.PUNCTUATION, text.substring(start, i), null, start, i));
            }
        }
        if (!tokens.isEmpty() && tokens.getLast().kind() == TextToken.Kind.PARAGRAPH) {
            tokens.removeLast();
        }
        return tokens;
    }

    private static int sound(String text, int open, int turn, List<TextToken> tokens) {
        int close = text.indexOf(']', open + 1);
        int nextOpen = text.indexOf('[', open + 1);
        if (close < 0 || nextOpen >= 0 && nextOpen < close) {
            throw new TranscriptTextException("a sound tag opened with [ is not closed with ]", turn, open);
        }
        String written = text.substring(open + 1, close);
        var tag = SoundNames.tag(written).orElseThrow(() -> new TranscriptTextException(
                "unknown sound tag [" + written.strip() + "]; sound tags are " + SoundNames.known(), turn, open));
        tokens.add(new TextToken(TextToken.Kind.SOUND, tag.name(), tag, open, close + 1));
        return close + 1;
    }

    static boolean wordChar(int c) {
        if (Character.isLetterOrDigit(c)) {
            return true;
        }
        int type = Character.getType(c);
        return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK;
    }

    private static boolean joiner(int c) {
        return c == '\'' || c == '’' || c == 'ʼ' || c == '-' || c == '‐' || c == '.';
    }

    private static int wordEnd(String text, int start) {
        int n = text.length();
        int i = start;
        while (i < n) {
            int c = text.codePointAt(i);
            int next = i + Character.charCount(c);
            if (wordChar(c)) {
                i = next;
            } else if (next < n && wordChar(text.codePointAt(next))
                    && (joiner(c) || c == ',' && digitBefore(text, i) && Character.isDigit(text.codePointAt(next)))) {
                i = next;
            } else {
                break;
            }
        }
        return i;
    }

    private static boolean digitBefore(String text, int i) {
        return i > 0 && Character.isDigit(text.codePointBefore(i));
    }
}
