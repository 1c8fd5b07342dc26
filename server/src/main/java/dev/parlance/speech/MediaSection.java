package dev.parlance.speech;

import dev.parlance.speech.media.PcmDecoder;

/**
 * One stretch of a media file that is recognized on its own, possibly beside the others. The audio
 * decoded for it reaches {@link SectionPlan#OVERLAP_MILLIS} into its neighbours: the recognizer
 * needs some speech to settle before the section begins, and a word spoken across the boundary is
 * then heard whole by both sides (the {@link SectionStitcher} keeps it once).
 *
 * @param number      0, 1, ... in media order
 * @param startMillis where the section begins in the media
 * @param endMillis   where the next one begins (the media's length for the last)
 * @param last        whether this is the last section: its audio runs to the end of the media,
 *                    whatever the probed length said
 */
public record MediaSection(int number, long startMillis, long endMillis, boolean last) {

    public MediaSection {
        if (number < 0 || startMillis < 0 || endMillis < startMillis) {
            throw new IllegalArgumentException("Bad section " + number + ": " + startMillis + ".." + endMillis);
        }
    }

    /** Where decoding starts: the overlap before the section, or the start of the media. */
    public long decodeStartMillis() {
        return Math.max(0, startMillis - SectionPlan.OVERLAP_MILLIS);
    }

    /** Where decoding ends: the overlap after the section, or {@link PcmDecoder#TO_THE_END}. */
    public long decodeEndMillis() {
        return last ? PcmDecoder.TO_THE_END : endMillis + SectionPlan.OVERLAP_MILLIS;
    }

    public long lengthMillis() {
        return endMillis - startMillis;
    }
}
