package dev.parlance.captions.align;

import dev.parlance.captions.model.Speaker;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The speakers of the new version, numbered in order of first appearance. A name is one speaker
 * however it is capitalised; a speaker of the previous version keeps its name and gender.
 */
final class SpeakerRegistry {
    private final List<Speaker> previous;
    private final Map<String, Speaker> byKey = new HashMap<>();
    private final List<Speaker> speakers = new ArrayList<>();

    SpeakerRegistry(List<Speaker> previous) {
        this.previous = previous;
    }

    /** The speaker named in a turn. */
    Speaker named(String name) {
        return byKey.computeIfAbsent(name.toLowerCase(Locale.ROOT), key -> add(name, genderOf(name)));
    }

    /** The new version's speaker for a speaker of the previous version. */
    Speaker carried(Speaker old) {
        if (old.name() != null && !old.name().isBlank()) {
            return named(old.name());
        }
        return byKey.computeIfAbsent("\u0000" + old.id(), key -> add(null, old.gender()));
    }

    List<Speaker> speakers() {
        return List.copyOf(speakers);
    }

    private Speaker add(String name, String gender) {
        Speaker speaker = new Speaker(name, speakers.size(), gender);
        speakers.add(speaker);
        return speaker;
    }

    private String genderOf(String name) {
        return previous.stream().filter(s -> name.equalsIgnoreCase(s.name())).map(Speaker::gender)
                .filter(g -> g != null).findFirst().orElse("UNKNOWN");
    }
}
