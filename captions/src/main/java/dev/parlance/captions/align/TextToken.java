package dev.parlance.captions.align;

import dev.parlance.captions.model.SoundTag;

/**
 * One piece of typed text: a word, a run of punctuation, a sound tag or a paragraph break, and
 * where it is in its turn's text ({@code start} inclusive, {@code end} exclusive, in chars).
 */
record TextToken(Kind kind, String text, SoundTag tag, int start, int end) {
    enum Kind { WORD, PUNCTUATION, SOUND, PARAGRAPH }

    boolean timed() {
        return kind == Kind.WORD || kind == Kind.SOUND;
    }

    /** Punctuation that ends a sentence ({@code .}, {@code ?!}, {@code ."}, {@code …}). */
    boolean endsSentence() {
        if (kind != Kind.PUNCTUATION) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '.' || c == '?' || c == '!' || c == '…') {
                return true;
            }
        }
        return false;
    }
}
