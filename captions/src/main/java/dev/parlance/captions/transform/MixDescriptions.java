package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;

/**
 * get_caption's and get_transcript's {@code mixed}: the audio description interleaved with the
 * dialogue in one list, each description a turn of the speaker {@value #DESCRIPTION_SPEAKER}
 * ({@link AddedTurns}), so the speaker options mark it as any speaker's turn
 * ({@code >> Description: Music plays.}).
 */
public final class MixDescriptions {
    public static final String DESCRIPTION_SPEAKER = "Description";

    private MixDescriptions() {
    }

    public static ElementList mixed(ElementList dialogue, ElementList description) {
        return AddedTurns.interleaved(dialogue, description.segments(), DESCRIPTION_SPEAKER);
    }
}
