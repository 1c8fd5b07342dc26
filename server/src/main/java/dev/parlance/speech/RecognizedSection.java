package dev.parlance.speech;

import java.util.List;

/** The words a recognizer heard in a section's decoded audio (its overlaps included), in media time. */
public record RecognizedSection(MediaSection section, List<RecognizedWord> words) {

    public RecognizedSection {
        words = List.copyOf(words);
    }
}
