package dev.parlance.intelligence;

import opennlp.tools.stemmer.PorterStemmer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Key phrases against the Inspec benchmark (run by bench/keyphrases.sh): the 500 abstracts of its
 * test split, each with the keyphrases professional indexers gave it (present in the text or not),
 * in the tokenized JSON-lines form of the midas/inspec release. Scores as the keyphrase literature
 * does (and pke's published benchmark): Porter-stemmed exact matches among the top 5 and top 10,
 * precision, recall and F1 averaged over documents.
 *
 * <pre>KeyPhraseBench INSPEC_TEST_JSONL</pre>
 */
public final class KeyPhraseBench {
    private static final Map<String, String> BRACKETS = Map.of("-LRB-", "(", "-RRB-", ")", "-LSB-", "[", "-RSB-", "]",
            "-LCB-", "{", "-RCB-", "}");

    private KeyPhraseBench() {
    }

    public static void main(String[] args) throws Exception {
        KeyPhraseExtractor extractor = KeyPhraseExtractor.english();
        JsonMapper json = JsonMapper.builder().build();
        PorterStemmer stemmer = new PorterStemmer();
        double[] f5 = new double[3];
        double[] f10 = new double[3];
        int documents = 0;
        long words = 0;
        long nanos = 0;
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            JsonNode doc = json.readTree(line);
            List<List<String>> sentences = new ArrayList<>();
            List<String> sentence = new ArrayList<>();
            for (JsonNode token : doc.path("document")) {
                String word = BRACKETS.getOrDefault(token.asString(), token.asString());
                sentence.add(word);
                words++;
                if (word.equals(".")) {
                    sentences.add(sentence);
                    sentence = new ArrayList<>();
                }
            }
            if (!sentence.isEmpty()) {
                sentences.add(sentence);
            }
            Set<String> gold = new HashSet<>();
            for (String field : List.of("extractive_keyphrases", "abstractive_keyphrases")) {
                for (JsonNode k : doc.path(field)) {
                    List<String> stems = new ArrayList<>();
                    for (String w : k.asString().toLowerCase(Locale.ROOT).split("\\s+")) {
                        stems.add(stemmer.stem(w));
                    }
                    gold.add(String.join(" ", stems));
                }
            }
            long started = System.nanoTime();
            List<String> found = extractor.extract(sentences, 10).stream().map(KeyPhraseExtractor.KeyPhrase::stem).toList();
            nanos += System.nanoTime() - started;
            add(f5, found.subList(0, Math.min(5, found.size())), gold);
            add(f10, found, gold);
            documents++;
        }
        System.out.printf(Locale.ROOT, "Inspec test split: %d documents, %d words; SingleRank on OpenNLP's tags%n", documents, words);
        System.out.printf(Locale.ROOT, "  top 5:  P %.2f R %.2f F1 %.2f%n", 100 * f5[0] / documents, 100 * f5[1] / documents,
                100 * f5[2] / documents);
        System.out.printf(Locale.ROOT, "  top 10: P %.2f R %.2f F1 %.2f%n", 100 * f10[0] / documents, 100 * f10[1] / documents,
                100 * f10[2] / documents);
        System.out.printf(Locale.ROOT, "  cost: %.0f words a second on one core%n", words / (nanos / 1e9));
        System.out.println("  pke's published figures on Inspec (F1 at 5 / at 10): TfIdf 28.37/35.00, SingleRank 27.40/34.15, "
                + "TextRank 26.91/33.95, PositionRank 27.90/32.94, TopicRank 24.57/28.35, FirstPhrases 24.17/28.68");
    }

    private static void add(double[] totals, List<String> found, Set<String> gold) {
        long right = found.stream().filter(gold::contains).count();
        double precision = found.isEmpty() ? 0 : (double) right / found.size();
        double recall = gold.isEmpty() ? 0 : (double) right / gold.size();
        totals[0] += precision;
        totals[1] += recall;
        totals[2] += precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
    }
}
