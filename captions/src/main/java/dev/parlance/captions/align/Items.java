package dev.parlance.captions.align;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One text's words and sounds as the units the alignment compares: one per word or sound, except
 * a number spelled in several words ("twenty five"), which is one unit so that it matches "25".
 * A unit covers {@code count[u]} consecutive words from {@code first[u]}.
 */
final class Items {
    private static final Pattern HYPHENS = Pattern.compile("[-‐]+");

    final int[] keys;
    final int[] first;
    final int[] count;

    private Items(int[] keys, int[] first, int[] count) {
        this.keys = keys;
        this.first = first;
        this.count = count;
    }

    int size() {
        return keys.length;
    }

    /**
     * @param texts     each word as written, or a sound's tag name
     * @param sound     which entries are sounds
     * @param runStarts which entries cannot join the number before them (punctuation, a sound or a
     *                  sentence, paragraph or turn between)
     */
    static Items of(List<String> texts, boolean[] sound, boolean[] runStarts, KeyTable table) {
        int n = texts.size();
        int[] keys = new int[n];
        int[] first = new int[n];
        int[] count = new int[n];
        int size = 0;
        int t = 0;
        while (t < n) {
            int words = 1;
            String key;
            if (sound[t]) {
                key = WordKeys.sound(texts.get(t));
            } else {
                NumberWords.Reading number = number(texts, sound, runStarts, t);
                if (number != null) {
                    key = number.key();
                    words = number.words();
                } else {
                    key = WordKeys.key(texts.get(t));
                }
            }
            keys[size] = table.id(key);
            first[size] = t;
            count[size] = words;
            size++;
            t += words;
        }
        return new Items(Arrays.copyOf(keys, size), Arrays.copyOf(first, size), Arrays.copyOf(count, size));
    }

    private static NumberWords.Reading number(List<String> texts, boolean[] sound, boolean[] runStarts, int from) {
        List<String[]> run = new ArrayList<>();
        for (int t = from; t < texts.size() && !sound[t] && (t == from || !runStarts[t]); t++) {
            String lower = WordKeys.lower(texts.get(t));
            String[] parts = lower.indexOf('-') < 0 && lower.indexOf('‐') < 0 ? new String[] {lower} : HYPHENS.split(lower);
            if (!NumberWords.mayBeNumber(parts)) {
                break;
            }
            run.add(parts);
        }
        return run.isEmpty() ? null : NumberWords.read(run, 0);
    }
}
