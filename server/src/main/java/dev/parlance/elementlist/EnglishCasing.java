package dev.parlance.elementlist;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * How a lower-case recognized word is written: the pronoun {@code I} and its contractions,
 * titles ({@code Mr.}), proper nouns (words the dictionary only knows with capitals, see
 * {@code scripts/generate-proper-nouns.py}), and a capital at the start of a sentence.
 */
final class EnglishCasing {
    private static final String PROPER_NOUNS = "proper-nouns.txt";
    /** Titles the model spells as words of their own ("mr quilter"); shown as written. */
    private static final Map<String, String> TITLES = Map.of("mr", "Mr.", "mrs", "Mrs.", "ms", "Ms.", "dr", "Dr.");
    private static final EnglishCasing INSTANCE = new EnglishCasing(load());

    private final Map<String, String> properNouns;

    private EnglishCasing(Map<String, String> properNouns) {
        this.properNouns = properNouns;
    }

    static EnglishCasing instance() {
        return INSTANCE;
    }

    String display(String word, boolean startsSentence) {
        String lower = word.toLowerCase(Locale.ROOT);
        String shown;
        if (lower.equals("i") || lower.startsWith("i'")) {
            shown = "I" + lower.substring(1);
        } else if (TITLES.containsKey(lower)) {
            shown = TITLES.get(lower);
        } else {
            shown = properNouns.getOrDefault(lower, lower);
        }
        return startsSentence ? capitalize(shown) : shown;
    }

    /** A title ("mr") is followed by a name, which is capitalised whatever the dictionary says. */
    boolean isTitle(String word) {
        return TITLES.containsKey(word.toLowerCase(Locale.ROOT));
    }

    private static String capitalize(String word) {
        return word.isEmpty() ? word : word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
    }

    private static Map<String, String> load() {
        InputStream in = EnglishCasing.class.getResourceAsStream(PROPER_NOUNS);
        if (in == null) {
            throw new IllegalStateException("Missing resource " + PROPER_NOUNS);
        }
        Map<String, String> words = new HashMap<>(32_768);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String word = line.strip();
                    words.put(word.toLowerCase(Locale.ROOT), word);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(words);
    }
}
