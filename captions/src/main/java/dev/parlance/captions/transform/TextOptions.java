package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The text parameters of get_caption and get_transcript, parsed, with the spec's defaults, and
 * the order their transforms run in: fillers and sounds go first (so nothing later works on
 * them), then word replacements (slang, spelling, profanity), then how things show (sound
 * boundaries, bracket stripping, case), and the speaker-change marker last so it lands on the
 * first word that survived.
 *
 * @param emitSpeakerChangeTokensAs marker in front of a new speaker's first word; empty for none
 * @param removeSoundsList          sound tags to drop; ignored when removeSoundReferences is true
 * @param replaceEnglishSpelling    empty (the default) leaves spelling as recognised
 * @param stripSquareBrackets       a get_caption option, kept here because it is a text rule
 */
public record TextOptions(
        String emitSpeakerChangeTokensAs,
        boolean removeDisfluencies,
        boolean maskProfanity,
        Set<String> removeSoundsList,
        boolean removeSoundReferences,
        boolean replaceSlang,
        SoundBoundaries soundBoundaries,
        Optional<SpellingVariant> replaceEnglishSpelling,
        ForceCase forceCase,
        boolean stripSquareBrackets) {

    public TextOptions {
        emitSpeakerChangeTokensAs = emitSpeakerChangeTokensAs == null ? "" : emitSpeakerChangeTokensAs;
        removeSoundsList = removeSoundsList == null ? Set.of() : Set.copyOf(removeSoundsList);
        soundBoundaries = soundBoundaries == null ? SoundBoundaries.SQUARE_BRACKETS : soundBoundaries;
        replaceEnglishSpelling = replaceEnglishSpelling == null ? Optional.empty() : replaceEnglishSpelling;
        forceCase = forceCase == null ? ForceCase.UNCHANGED : forceCase;
    }

    public static TextOptions defaults() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.emitSpeakerChangeTokensAs = emitSpeakerChangeTokensAs;
        b.removeDisfluencies = removeDisfluencies;
        b.maskProfanity = maskProfanity;
        b.removeSoundsList = removeSoundsList;
        b.removeSoundReferences = removeSoundReferences;
        b.replaceSlang = replaceSlang;
        b.soundBoundaries = soundBoundaries;
        b.replaceEnglishSpelling = replaceEnglishSpelling;
        b.forceCase = forceCase;
        b.stripSquareBrackets = stripSquareBrackets;
        return b;
    }

    /** The transforms these options ask for, in the order they run. */
    public List<TextTransform> transforms() {
        List<TextTransform> transforms = new ArrayList<>();
        if (removeDisfluencies) {
            transforms.add(new RemoveDisfluencies());
        }
        if (removeSoundReferences) {
            transforms.add(RemoveSounds.all());
        } else if (!removeSoundsList.isEmpty()) {
            transforms.add(RemoveSounds.listed(removeSoundsList));
        }
        if (replaceSlang) {
            transforms.add(new ReplaceSlang());
        }
        replaceEnglishSpelling.ifPresent(v -> transforms.add(new EnglishSpelling(v)));
        if (maskProfanity) {
            transforms.add(new MaskProfanity());
        }
        transforms.add(soundBoundaries);
        if (stripSquareBrackets) {
            transforms.add(new StripSquareBrackets());
        }
        if (forceCase != ForceCase.UNCHANGED) {
            transforms.add(forceCase);
        }
        if (!emitSpeakerChangeTokensAs.isBlank()) {
            transforms.add(new SpeakerChangeMarker(emitSpeakerChangeTokensAs));
        }
        return transforms;
    }

    public ElementList apply(ElementList list) {
        ElementList result = list;
        for (TextTransform transform : transforms()) {
            result = transform.apply(result);
        }
        return result;
    }

    public static final class Builder {
        private String emitSpeakerChangeTokensAs = ">>";
        private boolean removeDisfluencies = true;
        private boolean maskProfanity;
        private Set<String> removeSoundsList = Set.of();
        private boolean removeSoundReferences = true;
        private boolean replaceSlang;
        private SoundBoundaries soundBoundaries = SoundBoundaries.SQUARE_BRACKETS;
        private Optional<SpellingVariant> replaceEnglishSpelling = Optional.empty();
        private ForceCase forceCase = ForceCase.UNCHANGED;
        private boolean stripSquareBrackets;

        private Builder() {
        }

        public Builder emitSpeakerChangeTokensAs(String v) {
            emitSpeakerChangeTokensAs = v;
            return this;
        }

        public Builder removeDisfluencies(boolean v) {
            removeDisfluencies = v;
            return this;
        }

        public Builder maskProfanity(boolean v) {
            maskProfanity = v;
            return this;
        }

        public Builder removeSoundsList(Set<String> v) {
            removeSoundsList = v;
            return this;
        }

        public Builder removeSoundReferences(boolean v) {
            removeSoundReferences = v;
            return this;
        }

        public Builder replaceSlang(boolean v) {
            replaceSlang = v;
            return this;
        }

        public Builder soundBoundaries(SoundBoundaries v) {
            soundBoundaries = v;
            return this;
        }

        public Builder replaceEnglishSpelling(SpellingVariant v) {
            replaceEnglishSpelling = Optional.ofNullable(v);
            return this;
        }

        public Builder forceCase(ForceCase v) {
            forceCase = v;
            return this;
        }

        public Builder stripSquareBrackets(boolean v) {
            stripSquareBrackets = v;
            return this;
        }

        public TextOptions build() {
            return new TextOptions(emitSpeakerChangeTokensAs, removeDisfluencies, maskProfanity, removeSoundsList,
                    removeSoundReferences, replaceSlang, soundBoundaries, replaceEnglishSpelling, forceCase,
                    stripSquareBrackets);
        }
    }
}
