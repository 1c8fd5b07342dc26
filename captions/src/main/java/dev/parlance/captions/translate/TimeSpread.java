package dev.parlance.captions.translate;

import java.util.ArrayList;
import java.util.List;

/**
 * Times for the words of a translated sentence: the source sentence's span is shared among the
 * words in proportion to their length in characters, in order, with no gap and no overlap. A
 * translation has no timing of its own (its words are not the spoken ones, and their order may
 * differ), so the length of a word, a fair stand-in for the time it takes to read, decides its
 * share. The first word starts at the span's start and the last ends at its end.
 */
public final class TimeSpread {
    /** One word's time, in milliseconds from the start of the media. */
    public record Slot(long startTime, long endTime) {
    }

    private TimeSpread() {
    }

    /** The slots of words of these lengths (each counted at least 1) over {@code [start, end]}. */
    public static List<Slot> over(long start, long end, List<Integer> lengths) {
        long total = lengths.stream().mapToLong(length -> Math.max(1, length)).sum();
        long span = Math.max(0, end - start);
        List<Slot> slots = new ArrayList<>(lengths.size());
        long before = 0;
        for (int length : lengths) {
            long after = before + Math.max(1, length);
            slots.add(new Slot(start + span * before / total, start + span * after / total));
            before = after;
        }
        return slots;
    }
}
