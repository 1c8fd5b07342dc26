package dev.parlance.speech;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Joins the words of sections recognized apart into the words of the whole media, each word once.
 * Neighbouring sections both heard the audio around their seam; the join is cut in the quietest
 * moment near the seam, a stretch where neither side heard a word, so a word is taken whole from
 * one side. In unbroken speech (no such stretch) the cut falls on the seam itself and a word goes
 * to the side where it starts.
 */
public final class SectionStitcher {
    /** How far from the seam the cut may move (well inside the overlap, away from its ragged edges). */
    static final long SEAM_WINDOW_MILLIS = SectionPlan.OVERLAP_MILLIS / 2;

    private SectionStitcher() {
    }

    /** @param sections every section of the media, in order */
    public static List<RecognizedWord> stitch(List<RecognizedSection> sections) {
        List<RecognizedWord> words = new ArrayList<>();
        long from = 0;
        for (int i = 0; i < sections.size(); i++) {
            RecognizedSection section = sections.get(i);
            long to = i + 1 < sections.size() ? cut(section, sections.get(i + 1)) : Long.MAX_VALUE;
            for (RecognizedWord word : section.words()) {
                if (word.startMillis() >= from && word.startMillis() < to) {
                    words.add(word);
                }
            }
            from = to;
        }
        words.sort(Comparator.comparingLong(RecognizedWord::startMillis));
        return words;
    }

    /** Where the words of {@code before} stop and those of {@code after} begin. */
    static long cut(RecognizedSection before, RecognizedSection after) {
        long seam = after.section().startMillis();
        long windowStart = seam - SEAM_WINDOW_MILLIS;
        long windowEnd = seam + SEAM_WINDOW_MILLIS;
        List<long[]> spoken = new ArrayList<>();
        for (RecognizedSection side : List.of(before, after)) {
            for (RecognizedWord word : side.words()) {
                if (word.endMillis() > windowStart && word.startMillis() < windowEnd) {
                    spoken.add(new long[]{word.startMillis(), word.endMillis()});
                }
            }
        }
        spoken.sort(Comparator.comparingLong(s -> s[0]));
        // Walk the window's quiet stretches; keep the longest, the one nearer the seam on a tie.
        long bestCut = seam;
        long bestLength = 0;
        long quietFrom = windowStart;
        for (long[] word : spoken) {
            bestCut = better(quietFrom, word[0], bestCut, bestLength, seam);
            bestLength = Math.max(bestLength, word[0] - quietFrom);
            quietFrom = Math.max(quietFrom, word[1]);
        }
        return better(quietFrom, windowEnd, bestCut, bestLength, seam);
    }

    private static long better(long quietFrom, long quietTo, long bestCut, long bestLength, long seam) {
        long length = quietTo - quietFrom;
        if (length <= 0) {
            return bestCut;
        }
        long middle = quietFrom + length / 2;
        if (length > bestLength || (length == bestLength && Math.abs(middle - seam) < Math.abs(bestCut - seam))) {
            return middle;
        }
        return bestCut;
    }
}
