package dev.parlance.captions.layout;

import java.util.Locale;

/** display_speaker_id: no label, {@code Speaker 1:}, or the speaker's name (falling back to the number). */
public enum SpeakerDisplay {
    NO, NUMBER, NAME;

    public static SpeakerDisplay parse(String raw) {
        String v = raw == null ? "" : raw.strip().toLowerCase(Locale.ROOT);
        return switch (v) {
            case "no", "none" -> NO;
            case "number" -> NUMBER;
            case "name", "" -> NAME;
            default -> throw new IllegalArgumentException("display_speaker_id must be no, number or name: " + raw);
        };
    }
}
