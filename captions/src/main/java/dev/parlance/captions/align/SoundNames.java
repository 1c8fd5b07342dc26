package dev.parlance.captions.align;

import dev.parlance.captions.model.SoundTag;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What a person may write in square brackets for a sound: a tag name in any case
 * ({@code [music]}, {@code [BLANK AUDIO]}) or a common wording of it ({@code [laughter]},
 * {@code [applause]}, {@code [music playing]}). Only the API's tag names are ever stored.
 */
public final class SoundNames {
    private static final Map<String, SoundTag> ALIASES = Map.ofEntries(
            Map.entry("LAUGHTER", SoundTag.LAUGH), Map.entry("LAUGHS", SoundTag.LAUGH),
            Map.entry("LAUGHING", SoundTag.LAUGH), Map.entry("CHUCKLES", SoundTag.LAUGH),
            Map.entry("COUGHS", SoundTag.COUGH), Map.entry("COUGHING", SoundTag.COUGH),
            Map.entry("APPLAUDING", SoundTag.APPLAUSE), Map.entry("CLAPPING", SoundTag.APPLAUSE),
            Map.entry("SILENCE", SoundTag.BLANK_AUDIO), Map.entry("BLANK", SoundTag.BLANK_AUDIO),
            Map.entry("NO_AUDIO", SoundTag.BLANK_AUDIO),
            Map.entry("CROSS_TALK", SoundTag.CROSSTALK), Map.entry("OVERLAPPING", SoundTag.CROSSTALK),
            Map.entry("UNINTELLIGIBLE", SoundTag.INAUDIBLE), Map.entry("INDISCERNIBLE", SoundTag.INAUDIBLE),
            Map.entry("BLEEPED", SoundTag.BLEEP), Map.entry("CENSORED", SoundTag.BLEEP),
            Map.entry("NOISES", SoundTag.NOISE));

    private SoundNames() {
    }

    /** The tag written between the brackets, if it names one. */
    public static Optional<SoundTag> tag(String written) {
        String name = written.strip().toUpperCase(Locale.ROOT).replaceAll("[\\s-]+", "_");
        Optional<SoundTag> tag = named(name);
        if (tag.isEmpty() && name.indexOf('_') > 0) {
            tag = named(name.substring(0, name.indexOf('_'))); // "music playing", "foreign language"
        }
        return tag;
    }

    /** The accepted names, for messages. */
    public static String known() {
        return Arrays.stream(SoundTag.values()).map(t -> "[" + t.name() + "]").collect(Collectors.joining(", "));
    }

    private static Optional<SoundTag> named(String name) {
        for (SoundTag tag : SoundTag.values()) {
            if (tag.name().equals(name)) {
                return Optional.of(tag);
            }
        }
        return Optional.ofNullable(ALIASES.get(name));
    }
}
