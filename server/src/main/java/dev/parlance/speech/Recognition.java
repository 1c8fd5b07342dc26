package dev.parlance.speech;

import java.util.List;

/**
 * The words recognized in a stretch of audio, in time order.
 *
 * @param startMillis where in the media the audio began (non-zero when resuming from a checkpoint)
 * @param endMillis   where it ended: {@code startMillis} plus the length of the audio processed
 */
public record Recognition(List<RecognizedWord> words, long startMillis, long endMillis) {

    public Recognition {
        words = List.copyOf(words);
    }
}
