package dev.parlance.translation;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.translate.SentenceTranslation;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * bench/translation.sh's measurement: a one-hour transcript (the given sentences over and over at
 * 150 words a minute, two speakers taking turns every few sentences, a segment per turn) translated
 * into Spanish the way the machine-translate task does it (cut into sentences, Apertium, timed
 * translation built), timed part by part. Writes the sentences to a file beside it, for the script
 * to measure Apertium's own memory on them.
 *
 * <p>usage: TranslationBench SENTENCES_FILE OUT_DIR
 */
public final class TranslationBench {
    private static final Pattern PIECE = Pattern.compile("[\\p{L}\\p{N}'’-]+|[^\\s\\p{L}\\p{N}]+");
    private static final long HOUR_MS = 3_600_000;
    private static final long MS_PER_WORD = 400; // 150 words a minute

    private TranslationBench() {
    }

    public static void main(String[] args) throws IOException {
        List<String> sentences = Files.readAllLines(Path.of(args[0])).stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        ElementList hour = hour(sentences);
        long words = hour.segments().stream().flatMap(s -> s.sequences().stream()).flatMap(q -> q.tokens().stream())
                .filter(Token::isWord).count();
        System.out.printf(Locale.ROOT, "transcript: %d s, %d segments, %d words%n", hour.endTime() / 1000,
                hour.segments().size(), words);

        ApertiumPairs pairs = new ApertiumPairs();
        LanguagePair pair = pairs.require("en", "es", "target_language");
        Apertium apertium = new Apertium();
        apertium.translate(pair, List.of("Warming up.")); // the first run reads the dictionaries from disk

        long start = System.nanoTime();
        SentenceTranslation cut = SentenceTranslation.of(hour);
        long cutNs = System.nanoTime();
        List<String> translations = apertium.translate(pair, cut.sentences());
        long translatedNs = System.nanoTime();
        ElementList spanish = cut.translated(translations, "ES_ES");
        long builtNs = System.nanoTime();
        Files.write(out.resolve("sentences.txt"), cut.sentences());

        long spanishWords = spanish.segments().stream().flatMap(s -> s.sequences().stream())
                .flatMap(q -> q.tokens().stream()).filter(Token::isWord).count();
        System.out.printf(Locale.ROOT, "sentences: %d, Spanish words: %d, Apertium processes: %d%n", cut.sentences().size(),
                spanishWords, (cut.sentences().size() + Apertium.BATCH - 1) / Apertium.BATCH);
        System.out.printf(Locale.ROOT, "wall: cut %.2f s, Apertium %.2f s, build %.2f s, total %.2f s%n",
                (cutNs - start) / 1e9, (translatedNs - cutNs) / 1e9, (builtNs - translatedNs) / 1e9, (builtNs - start) / 1e9);
        System.gc();
        System.out.printf(Locale.ROOT, "JVM heap in use after a collection: %d MB%n",
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() >> 20);
        System.out.println("first sentences: " + cut.sentences().subList(0, 2) + " -> " + translations.subList(0, 2));
    }

    /** An hour of the sentences, said in turn by two speakers, four sentences a turn. */
    static ElementList hour(List<String> sentences) {
        List<Segment> segments = new ArrayList<>();
        long clock = 0;
        int turn = 0;
        int next = 0;
        while (clock < HOUR_MS) {
            long segmentStart = clock;
            List<Sequence> sequences = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                String sentence = sentences.get(next++ % sentences.size());
                List<Token> tokens = new ArrayList<>();
                long sequenceStart = clock;
                Matcher m = PIECE.matcher(sentence.endsWith(".") || sentence.endsWith("?") ? sentence : sentence + ".");
                while (m.find()) {
                    String piece = m.group();
                    if (Character.isLetterOrDigit(piece.codePointAt(0))) {
                        tokens.add(Token.word(piece.toLowerCase(Locale.ROOT), piece, clock, clock + MS_PER_WORD - 40));
                        clock += MS_PER_WORD;
                    } else {
                        tokens.add(Token.punctuation(piece, tokens.isEmpty() ? clock : tokens.getLast().endTime()));
                    }
                }
                sequences.add(new Sequence(tokens, false, sequenceStart, clock - 40, 0.9));
                clock += 300;
            }
            segments.add(new Segment(sequences, true, turn % 2, false, segmentStart, clock - 340));
            turn++;
        }
        return new ElementList(3, 0, clock, "EN_US", segments,
                List.of(new Speaker("Speaker 1", 0, "UNKNOWN"), new Speaker("Speaker 2", 1, "UNKNOWN")),
                java.util.Map.of(), java.util.Map.of());
    }
}
