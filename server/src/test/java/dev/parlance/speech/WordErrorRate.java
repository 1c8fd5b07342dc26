package dev.parlance.speech;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Word error rate: word-level edit distance over the reference length, after lower-casing and dropping punctuation. */
public final class WordErrorRate {
    private WordErrorRate() {
    }

    public static double of(String reference, String hypothesis) {
        List<String> ref = words(reference);
        List<String> hyp = words(hypothesis);
        int[] previous = new int[hyp.size() + 1];
        int[] current = new int[hyp.size() + 1];
        for (int j = 0; j <= hyp.size(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= ref.size(); i++) {
            current[0] = i;
            for (int j = 1; j <= hyp.size(); j++) {
                int substitution = previous[j - 1] + (ref.get(i - 1).equals(hyp.get(j - 1)) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j] + 1, current[j - 1] + 1));
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return (double) previous[hyp.size()] / Math.max(1, ref.size());
    }

    static List<String> words(String text) {
        return Arrays.stream(text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9' ]+", " ").strip().split("\\s+"))
                .filter(w -> !w.isEmpty())
                .toList();
    }
}
