package dev.parlance.speech;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a media file into sections that recognizers work on in parallel. One Vosk stream runs at
 * about 8-15x real time on one core, so a long file reaches the speed goal only when several
 * recognizers share it. Sections are at least a minute (the overlap costs 10 s of extra audio per
 * seam) and at most ten (a section is also the work redone after a crash), there are at least as
 * many as there are lanes to run them, and a multiple of the lanes when there are more: each lane
 * recognizes the same number of equal sections, so they all end together.
 *
 * <p>Every section costs some accuracy: its recognizer starts afresh, and here and there hears a word
 * differently from one stream over the whole file. Not at the seams, which the stitcher joins in a
 * pause: of the 22 places where the service's four sections and one stream differed on the file
 * below, none was within 10 s of a seam (the nearest 23 s away); the recognizer's state since its
 * stream began differs. Yet one recognizer's stream also costs more CPU per second the longer it runs. Measured
 * on the 31-minute file of {@code bench/limit.sh} (RecognitionBench {@code sections}, one recognizer
 * after the other), against 7.65% WER for the file recognized in one piece:
 * <ul>
 *   <li>7 sections of 4.4 minutes: 7.89%, 87-90 s of CPU;</li>
 *   <li>4 sections of 7.7 minutes: 7.79%, 83-84 s;</li>
 *   <li>2 sections of 15.4 minutes: 7.70%, 92-102 s.</li>
 * </ul>
 * Hence sections of up to ten minutes. Decoding more before a section does not help (on 7 sections:
 * 0 s before 8.19%, 5 s 7.89%, 20 s 7.98%).
 */
public final class SectionPlan {
    /** Audio decoded on each side of a seam beyond the section itself. */
    public static final long OVERLAP_MILLIS = 5_000;
    static final long MIN_SECTION_MILLIS = 60_000;
    static final long MAX_SECTION_MILLIS = 600_000;

    private SectionPlan() {
    }

    /**
     * @param mediaMillis the probed length of the media
     * @param lanes       how many sections can be recognized at once
     */
    public static List<MediaSection> of(long mediaMillis, int lanes) {
        return of(mediaMillis, lanes, MAX_SECTION_MILLIS);
    }

    /** The same with another longest section (benchmarks compare section lengths). */
    public static List<MediaSection> of(long mediaMillis, int lanes, long maxSectionMillis) {
        long target = Math.clamp(Math.ceilDiv(mediaMillis, Math.max(1, lanes)), MIN_SECTION_MILLIS, Math.max(MIN_SECTION_MILLIS, maxSectionMillis));
        int count = (int) Math.max(1, Math.ceilDiv(mediaMillis, target));
        if (count > lanes && lanes > 1) {
            // Each lane recognizes every lanes-th section: the same number of equal sections each, so all end together.
            count = Math.ceilDiv(count, lanes) * lanes;
        }
        List<MediaSection> sections = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            // Equal shares, so no section is a sliver at the end.
            long start = mediaMillis * i / count;
            long end = mediaMillis * (i + 1) / count;
            sections.add(new MediaSection(i, start, end, i == count - 1));
        }
        return List.copyOf(sections);
    }
}
