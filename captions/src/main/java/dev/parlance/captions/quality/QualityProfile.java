package dev.parlance.captions.quality;

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
}
