package dev.parlance.captions.layout;

/**
 * What layout places: one word with the punctuation around it (and a speaker-change marker or
 * label in front), or one sound reference. Never split across lines or captions.
 *
 * @param text     everything shown, e.g. {@code >> Ann: "Hello,}
 * @param word     the word alone as shown (for the line-breaking rules), lower-cased in {@code key}
 * @param key      lower-case word without punctuation, to look up in word classes
 * @param words    1 for a word, 0 for a sound
 * @param speaker  speaker id of the segment, or -1 when unknown
 * @param classes  word classes for the line-breaking rules ({@link BreakRules#classify})
 */
record Unit(String text, String word, String key, long start, long end, int words, int speaker, int flags,
            int classes) {
    static final int SENTENCE_END = 1;
    static final int CLAUSE_END = 2;
    static final int SOUND = 4;
    static final int OWN_CAPTION = 8;
    static final int OWN_LINE = 16;
    static final int TURN_START = 32;
    static final int SENTENCE_START = 64;

    boolean is(int flag) {
        return (flags & flag) != 0;
    }

    /** Whether the word is of any of these {@link BreakRules} classes. */
    boolean of(int wordClasses) {
        return (classes & wordClasses) != 0;
    }

    int length() {
        return text.length();
    }

    Unit with(String newText, int addFlags) {
        return new Unit(newText, word, key, start, end, words, speaker, flags | addFlags, classes);
    }
}
