package dev.parlance.captions.quality;

import dev.parlance.captions.layout.LayoutOptions;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * A named set of caption limits to check a track against. Empty optionals are not checked. Line
 * length counts characters as shown (spaces included); reading speed is characters per second of
 * a cue's duration, line breaks not counted.
 */
public record QualityProfile(
        String name,
        int maxCharactersPerLine,
        int maxLines,
        OptionalDouble maxCharactersPerSecond,
        OptionalLong minDurationMs,
        OptionalLong maxDurationMs,
        OptionalLong minGapMs) {

    /** What get_caption's defaults promise: 42 characters, 2 lines, no timing limits. */
    public static final QualityProfile SPEC_DEFAULTS = new QualityProfile("SPEC_DEFAULTS", 42, 2,
            OptionalDouble.empty(), OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty());

    /**
     * After the DCMP Captioning Key for educational media: a 32-character line, 2 lines, no caption
     * under 2 seconds, and at most 225 words a minute, taken as 22.5 characters a second (six
     * characters to a word, its space included).
     */
    public static final QualityProfile DCMP_LIKE = new QualityProfile("DCMP_LIKE", 32, 2,
            OptionalDouble.of(22.5), OptionalLong.of(2000), OptionalLong.empty(), OptionalLong.empty());

    /**
     * After the Netflix English timed-text style guide: 42 characters, 2 lines, 20 characters a
     * second (adult programmes), 5/6 s minimum and 7 s maximum duration, and 2 frames at 24 fps
     * (83 ms) between captions.
     */
    public static final QualityProfile NETFLIX_LIKE = new QualityProfile("NETFLIX_LIKE", 42, 2,
            OptionalDouble.of(20), OptionalLong.of(833), OptionalLong.of(7000), OptionalLong.of(83));

    /** The named profiles, as {@link #named} finds them. */
    public static final List<QualityProfile> NAMED = List.of(SPEC_DEFAULTS, NETFLIX_LIKE, DCMP_LIKE);

    /** The profile as people call it ("Netflix-like"); a profile of another name is called by it. */
    public String label() {
        return switch (name) {
            case "SPEC_DEFAULTS" -> "The API's defaults";
            case "NETFLIX_LIKE" -> "Netflix-like";
            case "DCMP_LIKE" -> "DCMP-like";
            default -> name;
        };
    }

    /** The named profile of that name, in any case ({@code netflix_like}). */
    public static Optional<QualityProfile> named(String name) {
        String wanted = name == null ? "" : name.strip().toUpperCase(Locale.ROOT);
        return NAMED.stream().filter(p -> p.name().equals(wanted)).findFirst();
    }

    /**
     * The base options tightened to this profile wherever layout can meet it: no longer lines, no
     * more of them, held to its reading speed, at least its minimum and at most its maximum
     * duration, at least its gap. What remains for the check to find is what the words themselves
     * cause: too many of them for the time they were said in, a word longer than a line.
     */
    public LayoutOptions layoutOptions(LayoutOptions base) {
        LayoutOptions.Builder options = base.toBuilder()
                .charactersPerCaptionLine(Math.min(base.charactersPerCaptionLine(), maxCharactersPerLine))
                .linesPerCaption(Math.min(base.linesPerCaption(), maxLines));
        maxCharactersPerSecond.ifPresent(cps -> options.maxCharactersPerSecond(Math.min(base.maxCharactersPerSecond(), cps)));
        minDurationMs.ifPresent(ms -> options.minimumCaptionLengthMs(
                (int) Math.max(base.minimumCaptionLengthMs().orElse(0), Math.min(ms, LayoutOptions.MAX_MS))));
        maxDurationMs.ifPresent(ms -> options.maximumCaptionDuration((int) Math.min(
                base.maximumCaptionDuration().orElse(LayoutOptions.MAX_MS), Math.max(ms, LayoutOptions.MIN_MAXIMUM_MS))));
        minGapMs.ifPresent(ms -> options.minimumGapBetweenCaptionsMs(
                (int) Math.max(base.minimumGapBetweenCaptionsMs().orElse(0), Math.min(ms, LayoutOptions.MAX_MS))));
        return options.build();
    }
}
