package dev.parlance.captions.transcript;

import java.util.Locale;

/**
 * What follows the speaker-change token at a new speaker's turn, as display_speaker_id names it:
 * {@code NO} nothing ({@code >> text}), {@code NUMBER} the speaker's number
 * ({@code >> Speaker 1: text}), {@code NAME} the speaker's name, or the number when the speaker
 * has none ({@code >> John Doe: text}).
 */
public enum SpeakerLabel {
    NO, NUMBER, NAME;

    /**
     * Parses a display_speaker_id value, ignoring case.
     *
     * @throws IllegalArgumentException when it is not no, number or name
     */
    public static SpeakerLabel parse(String value) {
        if (value != null) {
            String wanted = value.strip().toUpperCase(Locale.ROOT);
            for (SpeakerLabel label : values()) {
                if (label.name().equals(wanted)) {
                    return label;
                }
            }
        }
        throw new IllegalArgumentException("Unknown display_speaker_id '" + value + "'; allowed: no, number, name");
    }
}
