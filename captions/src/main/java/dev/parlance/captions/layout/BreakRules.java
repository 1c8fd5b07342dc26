package dev.parlance.captions.layout;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The cost of breaking (a line or a caption) between two units. Cheap after a sentence end, a
 * speaker change, a clause mark, around sounds, and before a conjunction or preposition; dear
 * after an article or possessive (never "the | house" where the line length allows it), after a
 * conjunction or preposition, after a subject pronoun or auxiliary ("we | serve", "will | be"), and
 * between adjacent capitalised words (a first and last name).
 * With disallow_dangling, a sentence's last word alone on a line or caption is practically
 * forbidden.
 */
final class BreakRules {
    static final int FREE = 0;
    static final int ORDINARY = 200;
    static final int NAME_SPLIT = 3000;
    static final int ARTICLE_SPLIT = 5000;
    static final int DANGLING_FORBIDDEN = 20000;

    private static final Set<String> ARTICLES = Set.of("a", "an", "the", "my", "your", "its", "our", "their");
    private static final Set<String> WEAK_DETERMINERS = Set.of("this", "these", "those", "every", "each", "some",
            "any", "his", "her", "no");
    private static final Set<String> LINKING = Set.of(
            "of", "to", "in", "on", "at", "for", "with", "from", "by", "about", "into", "onto", "over", "under",
            "between", "through", "after", "before", "during", "without", "within", "upon", "across", "against",
            "among", "around", "behind", "beyond", "near", "toward", "towards", "via", "per",
            "and", "but", "or", "nor", "so", "yet", "because", "although", "though", "while", "if", "unless",
            "until", "when", "where", "whether", "since", "that", "which", "who", "whom", "whose", "than", "as");

    /** Subjects and auxiliaries bind to the verb that follows ("we | serve", "will | be"). */
    private static final Set<String> BINDS_FORWARD = Set.of("i", "you", "we", "they", "he", "she",
            "i'm", "you're", "we're", "they're", "he's", "she's", "it's", "i've", "we've", "they've", "i'll",
            "we'll", "they'll", "you'll", "i'd", "we'd", "they'd",
            "am", "is", "are", "was", "were", "be", "been", "have", "has", "had", "will", "would", "can", "could",
            "should", "must", "may", "might", "shall", "do", "does", "did", "not", "don't", "doesn't", "didn't",
            "can't", "won't", "isn't", "aren't", "wasn't", "weren't", "very", "more", "most", "too");

    private BreakRules() {
    }

    /** Small words inside names: "University of Michigan", "Vincent van Gogh". */
    private static final Set<String> NAME_PARTICLES = Set.of("of", "de", "da", "di", "van", "von", "del", "la", "le", "bin");

    static final int ARTICLE = 1;
    static final int WEAK_DETERMINER = 2;
    static final int LINKING_WORD = 4;
    static final int BINDS_TO_NEXT = 8;
    static final int NAME_PARTICLE = 16;
    static final int CAPITALISED = 32;
    private static final Map<String, Integer> CLASSES = classes();

    private static Map<String, Integer> classes() {
        Map<String, Integer> classes = new HashMap<>();
        ARTICLES.forEach(w -> classes.merge(w, ARTICLE, (x, y) -> x | y));
        WEAK_DETERMINERS.forEach(w -> classes.merge(w, WEAK_DETERMINER, (x, y) -> x | y));
        LINKING.forEach(w -> classes.merge(w, LINKING_WORD, (x, y) -> x | y));
        BINDS_FORWARD.forEach(w -> classes.merge(w, BINDS_TO_NEXT, (x, y) -> x | y));
        NAME_PARTICLES.forEach(w -> classes.merge(w, NAME_PARTICLE, (x, y) -> x | y));
        return Map.copyOf(classes);
    }

    /** The word classes of a unit, looked up once (a bit set of the constants above). */
    static int classify(String key, String word, boolean isWord) {
        int classes = CLASSES.getOrDefault(key, 0);
        if (isWord && !key.equals("i") && !key.startsWith("i'")) {
            for (int i = 0; i < word.length(); i++) {
                char c = word.charAt(i);
                if (Character.isLetter(c)) {
                    if (Character.isUpperCase(c)) {
                        classes |= CAPITALISED;
                    }
                    break;
                }
            }
        }
        return classes;
    }

    /** The cost of breaking between a and b; before and after are the units around them, or null. */
    static int between(Unit before, Unit a, Unit b, Unit after, boolean disallowDangling) {
        int cost = between(a, b, disallowDangling);
        boolean insideName = b.of(NAME_PARTICLE) && after != null && a.of(CAPITALISED) && after.of(CAPITALISED)
                || a.of(NAME_PARTICLE) && before != null && before.of(CAPITALISED) && b.of(CAPITALISED);
        return insideName && !a.is(Unit.SENTENCE_END) && !a.is(Unit.CLAUSE_END) ? Math.max(cost, NAME_SPLIT) : cost;
    }

    static int between(Unit a, Unit b, boolean disallowDangling) {
        int cost;
        if (a.is(Unit.SENTENCE_END) || b.is(Unit.TURN_START)) {
            cost = FREE;
        } else if (a.is(Unit.SOUND) || b.is(Unit.SOUND)) {
            cost = 20;
        } else if (a.is(Unit.CLAUSE_END)) {
            cost = 30;
        } else {
            cost = ORDINARY;
            if (a.of(ARTICLE)) {
                cost = ARTICLE_SPLIT;
            } else if (a.of(WEAK_DETERMINER | LINKING_WORD)) {
                cost = 800;
            } else if (a.of(BINDS_TO_NEXT)) {
                cost = 600;
            } else if (b.of(LINKING_WORD)) {
                cost = 100;
            }
            if (a.of(CAPITALISED) && b.of(CAPITALISED)) {
                cost = Math.max(cost, a.is(Unit.SENTENCE_START) ? 800 : NAME_SPLIT);
            }
        }
        if (disallowDangling && b.is(Unit.SENTENCE_END) && !b.is(Unit.SENTENCE_START) && b.words() == 1
                && !a.is(Unit.SENTENCE_END) && !b.is(Unit.TURN_START)) {
            cost += DANGLING_FORBIDDEN;
        }
        return cost;
    }

}
