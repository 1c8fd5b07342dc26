package dev.parlance.captions.align;

import java.util.List;
import java.util.Map;

/**
 * Reads English numbers written in words, so that "twenty five", "twenty-five" and "25" compare
 * equal: "one hundred and five" is 105, "nineteen hundred" 1900, "twenty first" 21st. A run that
 * is not one number ("nineteen eighty four") is read as several.
 */
final class NumberWords {
    private static final Map<String, Integer> SMALL = Map.ofEntries(
            Map.entry("zero", 0), Map.entry("one", 1), Map.entry("two", 2), Map.entry("three", 3),
            Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6), Map.entry("seven", 7),
            Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10), Map.entry("eleven", 11),
            Map.entry("twelve", 12), Map.entry("thirteen", 13), Map.entry("fourteen", 14),
            Map.entry("fifteen", 15), Map.entry("sixteen", 16), Map.entry("seventeen", 17),
            Map.entry("eighteen", 18), Map.entry("nineteen", 19));
    private static final Map<String, Integer> SMALL_ORDINALS = Map.ofEntries(
            Map.entry("first", 1), Map.entry("second", 2), Map.entry("third", 3), Map.entry("fourth", 4),
            Map.entry("fifth", 5), Map.entry("sixth", 6), Map.entry("seventh", 7), Map.entry("eighth", 8),
            Map.entry("ninth", 9), Map.entry("tenth", 10), Map.entry("eleventh", 11), Map.entry("twelfth", 12),
            Map.entry("thirteenth", 13), Map.entry("fourteenth", 14), Map.entry("fifteenth", 15),
            Map.entry("sixteenth", 16), Map.entry("seventeenth", 17), Map.entry("eighteenth", 18),
            Map.entry("nineteenth", 19));
    private static final Map<String, Integer> TENS = Map.of(
            "twenty", 20, "thirty", 30, "forty", 40, "fifty", 50, "sixty", 60, "seventy", 70, "eighty", 80, "ninety", 90);
    private static final Map<String, Integer> TENS_ORDINALS = Map.of(
            "twentieth", 20, "thirtieth", 30, "fortieth", 40, "fiftieth", 50, "sixtieth", 60, "seventieth", 70,
            "eightieth", 80, "ninetieth", 90);
    private static final Map<String, Long> SCALES = Map.of("thousand", 1_000L, "million", 1_000_000L, "billion", 1_000_000_000L);
    private static final Map<String, Long> SCALE_ORDINALS = Map.of("thousandth", 1_000L, "millionth", 1_000_000L, "billionth", 1_000_000_000L);

    /** A number read from the words at the start of a run, and how many words it took. */
    record Reading(String key, int words) {
    }

    private NumberWords() {
    }

    /** Whether the folded word could be part of a spelled-out number. */
    static boolean mayBeNumber(String[] parts) {
        for (String part : parts) {
            if (!(SMALL.containsKey(part) || SMALL_ORDINALS.containsKey(part) || TENS.containsKey(part)
                    || TENS_ORDINALS.containsKey(part) || SCALES.containsKey(part) || SCALE_ORDINALS.containsKey(part)
                    || part.equals("hundred") || part.equals("hundredth") || part.equals("and"))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The longest number at {@code words[from]}, each word given as its hyphen-separated parts,
     * lower-case; {@code null} when the first word does not start one.
     */
    static Reading read(List<String[]> words, int from) {
        Parser parser = new Parser();
        Reading best = null;
        for (int w = from; w < words.size(); w++) {
            for (String part : words.get(w)) {
                if (!parser.accept(part)) {
                    return best;
                }
            }
            if (parser.complete()) {
                best = new Reading(parser.key(), w - from + 1);
            }
            if (parser.ordinal) {
                return best;
            }
        }
        return best;
    }

    private enum Last { NONE, ZERO, UNIT, TEEN, TENS, HUNDRED, SCALE, AND }

    private static final class Parser {
        private long total;
        private long current;
        private long lastScale = Long.MAX_VALUE;
        private Last last = Last.NONE;
        private boolean ordinal;

        boolean accept(String part) {
            if (ordinal) {
                return false;
            }
            if (part.equals("and")) {
                return take(last == Last.HUNDRED || last == Last.SCALE, Last.AND);
            }
            Integer small = SMALL.get(part);
            if (small == null && (small = SMALL_ORDINALS.get(part)) != null) {
                ordinal = true;
            }
            if (small != null) {
                if (small == 0) {
                    return take(last == Last.NONE, Last.ZERO);
                }
                boolean unit = small < 10;
                boolean fits = last == Last.NONE || last == Last.HUNDRED || last == Last.SCALE || last == Last.AND
                        || unit && last == Last.TENS;
                current += small;
                return take(fits, unit ? Last.UNIT : Last.TEEN);
            }
            Integer tens = TENS.get(part);
            if (tens == null && (tens = TENS_ORDINALS.get(part)) != null) {
                ordinal = true;
            }
            if (tens != null) {
                current += tens;
                return take(last == Last.NONE || last == Last.HUNDRED || last == Last.SCALE || last == Last.AND, Last.TENS);
            }
            if (part.equals("hundred") || part.equals("hundredth")) {
                ordinal = part.endsWith("th");
                boolean fits = current < 100 && (last == Last.NONE || last == Last.UNIT || last == Last.TEEN);
                current = Math.max(current, 1) * 100;
                return take(fits, Last.HUNDRED);
            }
            Long scale = SCALES.get(part);
            if (scale == null && (scale = SCALE_ORDINALS.get(part)) != null) {
                ordinal = true;
            }
            if (scale != null) {
                boolean fits = scale < lastScale && last != Last.ZERO && last != Last.AND;
                total += Math.max(current, 1) * scale;
                current = 0;
                lastScale = scale;
                return take(fits, Last.SCALE);
            }
            return false;
        }

        private boolean take(boolean fits, Last now) {
            last = now;
            return fits;
        }

        boolean complete() {
            return last != Last.NONE && last != Last.AND;
        }

        String key() {
            long value = total + current;
            if (!ordinal) {
                return Long.toString(value);
            }
            long lastTwo = value % 100;
            String suffix = lastTwo >= 11 && lastTwo <= 13 ? "th"
                    : switch ((int) (value % 10)) {
                        case 1 -> "st";
                        case 2 -> "nd";
                        case 3 -> "rd";
                        default -> "th";
                    };
            return value + suffix;
        }
    }
}
