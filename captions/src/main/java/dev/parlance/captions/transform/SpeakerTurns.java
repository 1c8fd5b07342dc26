package dev.parlance.captions.transform;

import dev.parlance.captions.model.Segment;

import java.util.Objects;

/**
 * When a new speaker's turn starts: a segment marked {@code speaker_change}, or one whose speaker
 * differs from the previous segment's (both known). The one rule the change marker and the layout's
 * speaker labels share.
 */
public final class SpeakerTurns {
    private SpeakerTurns() {
    }

    public static boolean startsTurn(Segment previous, Segment segment) {
        if (segment.speakerChange()) {
            return true;
        }
        return previous != null && previous.speakerId() != null && segment.speakerId() != null
                && !Objects.equals(previous.speakerId(), segment.speakerId());
    }
}
