package dev.parlance.intelligence;

import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTaggerME;
import opennlp.tools.stemmer.PorterStemmer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Key phrases of a text by SingleRank (Wan and Xiao, 2008), as the keyphrase literature runs it:
 * the candidates are the longest runs of nouns and adjectives (part of speech from Apache OpenNLP's
 * English maxent tagger); the nouns and adjectives are the nodes of a graph whose edges count how
 * often two of them occur within {@value #WINDOW} words of each other; a random walk over it
 * (PageRank, damping {@value #DAMPING}) scores each word, and a phrase scores the sum of its words.
 * Phrases are told apart by their Porter stems, so "speech recognizers" and "speech recognizer" are
 * one. Thread-safe: the tagger model is shared, a tagger is made per call.
 */
public final class KeyPhraseExtractor {
    static final int WINDOW = 10;
    static final double DAMPING = 0.85;
    private static final int ITERATIONS = 100;
    /** Nouns and adjectives, in the Penn tags of the model and the Universal tags OpenNLP 2 maps them to. */
    private static final Set<String> CONTENT = Set.of("NN", "NNS", "NNP", "NNPS", "JJ", "JJR", "JJS", "NOUN", "PROPN", "ADJ");
    /** Words the tagger sometimes calls nouns or adjectives that say nothing about the subject. */
    private static final Set<String> STOP = Set.of("other", "such", "many", "much", "more", "most", "several", "various",
            "same", "own", "few", "lot", "lots", "thing", "things", "way", "ways", "kind", "sort", "bit", "yeah", "okay",
            "ok", "um", "uh", "new", "good", "great", "right", "sure", "little", "big", "first", "last", "next", "able");

    private final POSModel model;

    public KeyPhraseExtractor(POSModel model) {
        this.model = model;
    }

    /** The English maxent tagger published with OpenNLP 1.5, from the class path. */
    public static KeyPhraseExtractor english() {
        try (InputStream in = KeyPhraseExtractor.class.getResourceAsStream("/en-pos-maxent.bin")) {
            if (in == null) {
                throw new IllegalStateException("en-pos-maxent.bin is not on the class path");
            }
            return new KeyPhraseExtractor(new POSModel(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where a phrase occurs: its sentence and the words {@code from} (inclusive) to {@code to} (exclusive). */
    public record Occurrence(int sentence, int from, int to) {
    }

    /**
     * @param display the phrase as first said (its words joined by spaces)
     * @param stem    what tells phrases apart: the Porter stems of its words, lower case
     */
    public record KeyPhrase(String display, String stem, double score, List<Occurrence> occurrences) {
    }

    /** The {@code count} best phrases of the sentences (each a list of words), best first. */
    public List<KeyPhrase> extract(List<List<String>> sentences, int count) {
        return analyse(sentences).phrases().stream().limit(count).toList();
    }

    /**
     * A text's phrases, best first, and its subjects: the nouns the random walk ranks highest, each
     * with the sentences it is said in (its occurrences span whole sentences).
     */
    public record Analysis(List<KeyPhrase> phrases, List<KeyPhrase> subjects) {
    }

    public Analysis analyse(List<List<String>> sentences) {
        POSTaggerME tagger = new POSTaggerME(model);
        PorterStemmer stemmer = new PorterStemmer();
        List<String[]> stems = new ArrayList<>();
        List<boolean[]> content = new ArrayList<>();
        List<boolean[]> nounTags = new ArrayList<>();
        for (List<String> sentence : sentences) {
            String[] tags = tagger.tag(sentence.toArray(String[]::new));
            String[] s = new String[sentence.size()];
            boolean[] c = new boolean[sentence.size()];
            boolean[] noun = new boolean[sentence.size()];
            for (int i = 0; i < s.length; i++) {
                noun[i] = tags[i].startsWith("NN") || tags[i].equals("NOUN") || tags[i].equals("PROPN");
                String word = sentence.get(i).toLowerCase(Locale.ROOT);
                s[i] = stemmer.stem(word);
                c[i] = CONTENT.contains(tags[i]) && !STOP.contains(word)
                        && word.codePoints().anyMatch(Character::isLetter) && word.indexOf('\'') < 0 && word.indexOf('’') < 0;
            }
            stems.add(s);
            content.add(c);
            nounTags.add(noun);
        }
        Map<String, Double> wordScores = rank(stems, content);
        Map<String, KeyPhraseBuilder> nouns = new LinkedHashMap<>();
        for (int n = 0; n < sentences.size(); n++) {
            for (int i = 0; i < sentences.get(n).size(); i++) {
                if (content.get(n)[i] && nounTags.get(n)[i]) {
                    String stem = stems.get(n)[i];
                    String said = sentences.get(n).get(i);
                    KeyPhraseBuilder noun = nouns.computeIfAbsent(stem, k -> new KeyPhraseBuilder(said, k,
                            wordScores.getOrDefault(k, 0.0)));
                    Occurrence whole = new Occurrence(n, 0, sentences.get(n).size());
                    if (!noun.occurrences.contains(whole)) {
                        noun.occurrences.add(whole);
                    }
                }
            }
        }
        Map<String, KeyPhraseBuilder> phrases = new LinkedHashMap<>();
        for (int n = 0; n < sentences.size(); n++) {
            boolean[] c = content.get(n);
            int i = 0;
            while (i < c.length) {
                if (!c[i]) {
                    i++;
                    continue;
                }
                int from = i;
                while (i < c.length && c[i]) {
                    i++;
                }
                String[] s = stems.get(n);
                List<String> words = sentences.get(n).subList(from, i);
                String stem = String.join(" ", Arrays.copyOfRange(s, from, i));
                double score = 0;
                for (int w = from; w < i; w++) {
                    score += wordScores.getOrDefault(s[w], 0.0);
                }
                double scored = score;
                phrases.computeIfAbsent(stem, k -> new KeyPhraseBuilder(String.join(" ", words), k, scored))
                        .occurrences.add(new Occurrence(n, from, i));
            }
        }
        return new Analysis(best(phrases.values()), best(nouns.values()));
    }

    private static List<KeyPhrase> best(Collection<KeyPhraseBuilder> found) {
        return found.stream()
                .sorted(Comparator.comparingDouble((KeyPhraseBuilder p) -> -p.score).thenComparing(p -> p.stem))
                .map(p -> new KeyPhrase(p.display, p.stem, p.score, List.copyOf(p.occurrences)))
                .toList();
    }

    private static final class KeyPhraseBuilder {
        final String display;
        final String stem;
        final double score;
        final List<Occurrence> occurrences = new ArrayList<>();

        KeyPhraseBuilder(String display, String stem, double score) {
            this.display = display;
            this.stem = stem;
            this.score = score;
        }
    }

    /** PageRank over the co-occurrence graph of the content words' stems, weighted by counts. */
    private static Map<String, Double> rank(List<String[]> stems, List<boolean[]> content) {
        Map<String, Integer> index = new HashMap<>();
        List<Map<Integer, Double>> edges = new ArrayList<>();
        // The text as one sequence of words, as SingleRank reads it: the window crosses sentences.
        List<String> words = new ArrayList<>();
        List<Boolean> keep = new ArrayList<>();
        for (int n = 0; n < stems.size(); n++) {
            for (int i = 0; i < stems.get(n).length; i++) {
                words.add(stems.get(n)[i]);
                keep.add(content.get(n)[i]);
            }
        }
        for (int i = 0; i < words.size(); i++) {
            if (!keep.get(i)) {
                continue;
            }
            int a = index.computeIfAbsent(words.get(i), k -> {
                edges.add(new HashMap<>());
                return edges.size() - 1;
            });
            for (int j = i + 1; j < Math.min(words.size(), i + WINDOW); j++) {
                if (!keep.get(j) || words.get(j).equals(words.get(i))) {
                    continue;
                }
                int b = index.computeIfAbsent(words.get(j), k -> {
                    edges.add(new HashMap<>());
                    return edges.size() - 1;
                });
                edges.get(a).merge(b, 1.0, Double::sum);
                edges.get(b).merge(a, 1.0, Double::sum);
            }
        }
        int n = edges.size();
        double[] score = new double[n];
        java.util.Arrays.fill(score, 1.0 / Math.max(1, n));
        double[] outWeight = new double[n];
        for (int a = 0; a < n; a++) {
            outWeight[a] = edges.get(a).values().stream().mapToDouble(Double::doubleValue).sum();
        }
        for (int iteration = 0; iteration < ITERATIONS; iteration++) {
            double[] next = new double[n];
            double dangling = 0;
            for (int a = 0; a < n; a++) {
                if (outWeight[a] == 0) {
                    dangling += score[a];
                }
            }
            for (int a = 0; a < n; a++) {
                next[a] = (1 - DAMPING) / n + DAMPING * dangling / n;
            }
            for (int a = 0; a < n; a++) {
                for (Map.Entry<Integer, Double> e : edges.get(a).entrySet()) {
                    next[e.getKey()] += DAMPING * score[a] * e.getValue() / outWeight[a];
                }
            }
            score = next;
        }
        Map<String, Double> byStem = new HashMap<>();
        for (Map.Entry<String, Integer> e : index.entrySet()) {
            byStem.put(e.getKey(), score[e.getValue()]);
        }
        return byStem;
    }
}
