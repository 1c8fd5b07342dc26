package dev.parlance.speech;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a media file into sections that recognizers work on in parallel. One Vosk stream runs at
 * about 8-15x real time on one core, so a long file reaches the speed goal only when several
 * recognizers share it. Sections are at least a minute (the overlap costs 10 s of extra audio per
 * seam) and at most five (a section is also the work redone after a crash), and there are at least
 * as many as there are lanes to run them.
 */
public final class SectionPlan {
    /** Audio decoded on each side of a seam beyond the section itself. */
    public static final long OVERLAP_MILLIS = 5_000;
    static final long MIN_SECTION_MILLIS = 60_000;
    static final long MAX_SECTION_MILLIS = 300_000;

    private SectionPlan() {
    }

    /**
     * @param mediaMillis the probed length of the media
     * @param lanes       how many sections can be recognized at once
     */
    public static List<MediaSection> of(long mediaMillis, int lanes) {
        long target = Math.clamp(Math.ceilDiv(mediaMillis, Math.max(1, lanes)), MIN_SECTION_MILLIS, MAX_SECTION_MILLIS);
        int count = (int) Math.max(1, Math.ceilDiv(mediaMillis, target));
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
