package dev.parlance.speech;

/**
 * A word as the recognizer heard it: lower-case text as the engine spells it, times in milliseconds
 * from the start of the media, and the engine's confidence between 0 and 1.
 */
public record RecognizedWord(String text, long startMillis, long endMillis, double confidence) {

    public RecognizedWord {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("A recognized word has text");
        }
        if (startMillis < 0 || endMillis < startMillis) {
            throw new IllegalArgumentException("Bad word times " + startMillis + ".." + endMillis);
        }
    }
}
