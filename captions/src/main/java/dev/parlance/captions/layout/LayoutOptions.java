package dev.parlance.captions.layout;

import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The layout options of get_caption, parsed, with the spec's defaults ({@link #defaults()}); an
 * empty {@link OptionalInt} is the spec's "no maximum/minimum/none". Two options are Parlance's own,
 * because "no cue shorter than sensible" and a reading-speed ceiling need numbers:
 *
 * <ul>
 *   <li>{@code maxCharactersPerSecond} (default 20): a cue is held longer, into the silence after
 *   it, until it can be read at this speed. 20 is the adult ceiling of the major streaming
 *   guidelines (Netflix English) and above the 15-17 cps that fluent speech produces, so it only
 *   acts on fast or short captions. Words are never dropped for it.
 *   <li>{@code minimumDisplayMs} (default 1000): likewise held into following silence, so a lone
 *   "Yes." does not flash. Unlike minimum_caption_length_ms it never delays the next caption.
 * </ul>
 *
 * Sound names in the lists are upper-cased.
 */
public record LayoutOptions(
        int captionWordsMin,
        boolean captionBySentence,
        int charactersPerCaptionLine,
        boolean disallowDangling,
        String displayEffectsSpeakerAs,
        SpeakerDisplay displaySpeakerId,
        int layoutTargetCaptionLengthMs,
        boolean lineBreakOnSentence,
        int linesPerCaption,
        OptionalInt maximumCaptionDuration,
        int mergeGapInterval,
        OptionalInt minimumCaptionLengthMs,
        OptionalInt minimumGapBetweenCaptionsMs,
        int silenceMaxMs,
        boolean singleSpeakerPerCaption,
        OptionalInt soundThreshold,
        boolean soundTokensByCaption,
        boolean soundTokensByLine,
        Set<String> soundTokensByCaptionList,
        Set<String> soundTokensByLineList,
        boolean speakerOnNewLine,
        double maxCharactersPerSecond,
        int minimumDisplayMs) {

    public static final Set<String> DEFAULT_SOUND_LIST = Set.of("BLANK_AUDIO", "MUSIC");

    /**
     * Lines per caption: broadcast shows at most 4, subtitles 2 or 3. Upper bounds such as this one
     * are beyond any caption a screen can show, and keep layout's work bounded: its cost grows with
     * lines x (units per caption)^2, so a billion lines ran out of memory and 1,000-character lines
     * of 20 rows took minutes for 2,000 words.
     */
    public static final int MAX_LINES = 10;
    /** Characters per line: captions use 32-42, a wide screen perhaps 80. */
    public static final int MAX_CHARACTERS_PER_LINE = 100;
    /** Words a caption must hold at least. */
    public static final int MAX_WORDS = 1000;
    /** Every duration and gap, in ms: a day. */
    public static final int MAX_MS = 86_400_000;
    /**
     * The shortest maximum_caption_duration: a caption shown for less than a tenth of a second
     * cannot be read, and SCC needs two frames (67 ms) to show and clear the shortest caption.
     */
    public static final int MIN_MAXIMUM_MS = 100;

    public LayoutOptions {
        maximumCaptionDuration = maximumCaptionDuration == null ? OptionalInt.empty() : maximumCaptionDuration;
        minimumCaptionLengthMs = minimumCaptionLengthMs == null ? OptionalInt.empty() : minimumCaptionLengthMs;
        minimumGapBetweenCaptionsMs = minimumGapBetweenCaptionsMs == null ? OptionalInt.empty() : minimumGapBetweenCaptionsMs;
        soundThreshold = soundThreshold == null ? OptionalInt.empty() : soundThreshold;
        within("caption_words_min", captionWordsMin, 0, MAX_WORDS);
        within("characters_per_caption_line", charactersPerCaptionLine, 1, MAX_CHARACTERS_PER_LINE);
        within("layout_target_caption_length_ms", layoutTargetCaptionLengthMs, 1, MAX_MS);
        within("lines_per_caption", linesPerCaption, 1, MAX_LINES);
        within("maximum_caption_duration", maximumCaptionDuration.orElse(MIN_MAXIMUM_MS), MIN_MAXIMUM_MS, MAX_MS);
        within("merge_gap_interval", mergeGapInterval, 0, MAX_MS);
        within("minimum_caption_length_ms", minimumCaptionLengthMs.orElse(0), 0, MAX_MS);
        within("minimum_gap_between_captions_ms", minimumGapBetweenCaptionsMs.orElse(0), 0, MAX_MS);
        within("silence_max_ms", silenceMaxMs, 0, MAX_MS);
        within("sound_threshold", soundThreshold.orElse(0), 0, MAX_MS);
        within("minimum display", minimumDisplayMs, 0, MAX_MS);
        if (!(maxCharactersPerSecond > 0)) {
            throw new IllegalArgumentException("reading speed must be positive: " + maxCharactersPerSecond);
        }
        displayEffectsSpeakerAs = displayEffectsSpeakerAs == null ? "" : displayEffectsSpeakerAs.strip();
        displaySpeakerId = displaySpeakerId == null ? SpeakerDisplay.NAME : displaySpeakerId;
        soundTokensByCaptionList = upper(soundTokensByCaptionList);
        soundTokensByLineList = upper(soundTokensByLineList);
    }

    public static LayoutOptions defaults() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    private static void within(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be between " + min + " and " + max + ", got " + value);
        }
    }

    private static Set<String> upper(Set<String> names) {
        return names == null ? Set.of()
                : names.stream().map(n -> n.strip().toUpperCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Fluent construction; every setter name is the API parameter in camel case. */
    public static final class Builder {
        private int captionWordsMin = 1;
        private boolean captionBySentence = true;
        private int charactersPerCaptionLine = 42;
        private boolean disallowDangling;
        private String displayEffectsSpeakerAs = "Effects";
        private SpeakerDisplay displaySpeakerId = SpeakerDisplay.NAME;
        private int layoutTargetCaptionLengthMs = 5000;
        private boolean lineBreakOnSentence;
        private int linesPerCaption = 2;
        private OptionalInt maximumCaptionDuration = OptionalInt.empty();
        private int mergeGapInterval = 1000;
        private OptionalInt minimumCaptionLengthMs = OptionalInt.empty();
        private OptionalInt minimumGapBetweenCaptionsMs = OptionalInt.empty();
        private int silenceMaxMs = 2000;
        private boolean singleSpeakerPerCaption;
        private OptionalInt soundThreshold = OptionalInt.empty();
        private boolean soundTokensByCaption;
        private boolean soundTokensByLine;
        private Set<String> soundTokensByCaptionList = DEFAULT_SOUND_LIST;
        private Set<String> soundTokensByLineList = DEFAULT_SOUND_LIST;
        private boolean speakerOnNewLine = true;
        private double maxCharactersPerSecond = 20;
        private int minimumDisplayMs = 1000;

        private Builder() {
        }

        private Builder(LayoutOptions o) {
            captionWordsMin = o.captionWordsMin;
            captionBySentence = o.captionBySentence;
            charactersPerCaptionLine = o.charactersPerCaptionLine;
            disallowDangling = o.disallowDangling;
            displayEffectsSpeakerAs = o.displayEffectsSpeakerAs;
            displaySpeakerId = o.displaySpeakerId;
            layoutTargetCaptionLengthMs = o.layoutTargetCaptionLengthMs;
            lineBreakOnSentence = o.lineBreakOnSentence;
            linesPerCaption = o.linesPerCaption;
            maximumCaptionDuration = o.maximumCaptionDuration;
            mergeGapInterval = o.mergeGapInterval;
            minimumCaptionLengthMs = o.minimumCaptionLengthMs;
            minimumGapBetweenCaptionsMs = o.minimumGapBetweenCaptionsMs;
            silenceMaxMs = o.silenceMaxMs;
            singleSpeakerPerCaption = o.singleSpeakerPerCaption;
            soundThreshold = o.soundThreshold;
            soundTokensByCaption = o.soundTokensByCaption;
            soundTokensByLine = o.soundTokensByLine;
            soundTokensByCaptionList = o.soundTokensByCaptionList;
            soundTokensByLineList = o.soundTokensByLineList;
            speakerOnNewLine = o.speakerOnNewLine;
            maxCharactersPerSecond = o.maxCharactersPerSecond;
            minimumDisplayMs = o.minimumDisplayMs;
        }

        public Builder captionWordsMin(int v) {
            captionWordsMin = v;
            return this;
        }

        public Builder captionBySentence(boolean v) {
            captionBySentence = v;
            return this;
        }

        public Builder charactersPerCaptionLine(int v) {
            charactersPerCaptionLine = v;
            return this;
        }

        public Builder disallowDangling(boolean v) {
            disallowDangling = v;
            return this;
        }

        public Builder displayEffectsSpeakerAs(String v) {
            displayEffectsSpeakerAs = v;
            return this;
        }

        public Builder displaySpeakerId(SpeakerDisplay v) {
            displaySpeakerId = v;
            return this;
        }

        public Builder layoutTargetCaptionLengthMs(int v) {
            layoutTargetCaptionLengthMs = v;
            return this;
        }

        public Builder lineBreakOnSentence(boolean v) {
            lineBreakOnSentence = v;
            return this;
        }

        public Builder linesPerCaption(int v) {
            linesPerCaption = v;
            return this;
        }

        public Builder maximumCaptionDuration(Integer ms) {
            maximumCaptionDuration = ms == null ? OptionalInt.empty() : OptionalInt.of(ms);
            return this;
        }

        public Builder mergeGapInterval(int v) {
            mergeGapInterval = v;
            return this;
        }

        public Builder minimumCaptionLengthMs(Integer ms) {
            minimumCaptionLengthMs = ms == null ? OptionalInt.empty() : OptionalInt.of(ms);
            return this;
        }

        public Builder minimumGapBetweenCaptionsMs(Integer ms) {
            minimumGapBetweenCaptionsMs = ms == null ? OptionalInt.empty() : OptionalInt.of(ms);
            return this;
        }

        public Builder silenceMaxMs(int v) {
            silenceMaxMs = v;
            return this;
        }

        public Builder singleSpeakerPerCaption(boolean v) {
            singleSpeakerPerCaption = v;
            return this;
        }

        public Builder soundThreshold(Integer ms) {
            soundThreshold = ms == null ? OptionalInt.empty() : OptionalInt.of(ms);
            return this;
        }

        public Builder soundTokensByCaption(boolean v) {
            soundTokensByCaption = v;
            return this;
        }

        public Builder soundTokensByLine(boolean v) {
            soundTokensByLine = v;
            return this;
        }

        public Builder soundTokensByCaptionList(Set<String> v) {
            soundTokensByCaptionList = v;
            return this;
        }

        public Builder soundTokensByLineList(Set<String> v) {
            soundTokensByLineList = v;
            return this;
        }

        public Builder speakerOnNewLine(boolean v) {
            speakerOnNewLine = v;
            return this;
        }

        public Builder maxCharactersPerSecond(double v) {
            maxCharactersPerSecond = v;
            return this;
        }

        public Builder minimumDisplayMs(int v) {
            minimumDisplayMs = v;
            return this;
        }

        public LayoutOptions build() {
            return new LayoutOptions(captionWordsMin, captionBySentence, charactersPerCaptionLine, disallowDangling,
                    displayEffectsSpeakerAs, displaySpeakerId, layoutTargetCaptionLengthMs, lineBreakOnSentence,
                    linesPerCaption, maximumCaptionDuration, mergeGapInterval, minimumCaptionLengthMs,
                    minimumGapBetweenCaptionsMs, silenceMaxMs, singleSpeakerPerCaption, soundThreshold,
                    soundTokensByCaption, soundTokensByLine, soundTokensByCaptionList, soundTokensByLineList,
                    speakerOnNewLine, maxCharactersPerSecond, minimumDisplayMs);
        }
    }
}
