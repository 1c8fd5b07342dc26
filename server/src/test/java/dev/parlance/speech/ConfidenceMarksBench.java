package dev.parlance.speech;

import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskModelLoader;
import dev.parlance.speech.vosk.VoskSpeechRecognizer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code bench/confidence.sh}: how well the recognizer's per-word confidences point an editor at the
 * machine's errors. {@code ConfidenceMarksBench SPEECH_DIR OUT}: recognizes every clip of the
 * evaluation set (refs.tsv, *.wav), aligns its words with the reference (Levenshtein on lower-case
 * words), and charges each error to a recognized word: a substituted or inserted word to itself, a
 * missed reference word to the recognized word after the gap (before it, at the end). Then, for
 * marks on the lowest-confidence 10%, 15%, 20% and 30% of each clip's words (words tied with the
 * last one marked are left out, so "at most"), prints the share of errors that fall on marked words,
 * and what share picking words at random would give (the share of words marked).
 */
public final class ConfidenceMarksBench {
    private static final double[] SHARES = {0.10, 0.15, 0.20, 0.30};

    private ConfidenceMarksBench() {
    }

    /** One clip: its recognized words, and how many errors each carries. */
    private record Clip(List<RecognizedWord> words, int[] errors, int missedWithoutWord) {
    }

    public static void main(String[] args) throws Exception {
        Path speechDir = Path.of(args[0]);
        Map<String, String> refs = new LinkedHashMap<>();
        for (String line : Files.readAllLines(speechDir.resolve("refs.tsv"))) {
            if (!line.isBlank()) {
                refs.put(line.substring(0, line.indexOf('\t')), line.substring(line.indexOf('\t') + 1));
            }
        }
        VoskModelLoader model = new VoskModelLoader(Path.of(args[1]).resolve("models"), "vosk-model-en-us");
        List<Clip> clips = new ArrayList<>();
        try (RecognizerPool pool = new RecognizerPool(model::model, 1, Long.MAX_VALUE)) {
            MediaTranscriber transcriber = new MediaTranscriber(new PcmDecoder(Duration.ofMinutes(2)),
                    new SpeechRecognizers(List.of(new VoskSpeechRecognizer(pool, "en"))));
            for (Map.Entry<String, String> ref : refs.entrySet()) {
                DecodeResult<Recognition> result = transcriber.transcribe(speechDir.resolve(ref.getKey() + ".wav"), "en", 0,
                        SpeechRecognizer.Listener.NONE);
                List<RecognizedWord> words = ((DecodeResult.Decoded<Recognition>) result).value().words();
                clips.add(charge(words(ref.getValue()), words));
            }
        }
        int words = clips.stream().mapToInt(c -> c.words().size()).sum();
        int errors = clips.stream().mapToInt(c -> Arrays.stream(c.errors()).sum() + c.missedWithoutWord()).sum();
        System.out.printf(Locale.ROOT, "%d clips, %d recognized words, %d word errors (WER-style count)%n", clips.size(), words, errors);
        for (double share : SHARES) {
            int marked = 0;
            int caught = 0;
            for (Clip clip : clips) {
                boolean[] marks = lowest(clip.words(), share);
                for (int i = 0; i < marks.length; i++) {
                    if (marks[i]) {
                        marked++;
                        caught += clip.errors()[i];
                    }
                }
            }
            System.out.printf(Locale.ROOT, "marks on the lowest %2.0f%% per clip: %4.1f%% of words marked, %5.1f%% of errors on marked words%n",
                    share * 100, 100.0 * marked / words, 100.0 * caught / Math.max(1, errors));
        }
        System.exit(0);
    }

    /** The words with the lowest confidence, at most {@code share} of them (ties with the last one left out). */
    static boolean[] lowest(List<RecognizedWord> words, double share) {
        boolean[] marks = new boolean[words.size()];
        int budget = (int) Math.floor(words.size() * share);
        if (budget == 0) {
            return marks;
        }
        double[] sorted = words.stream().mapToDouble(RecognizedWord::confidence).sorted().toArray();
        double limit = sorted[budget - 1];
        boolean tiedAbove = budget < sorted.length && sorted[budget] == limit;
        for (int i = 0; i < marks.length; i++) {
            double c = words.get(i).confidence();
            marks[i] = tiedAbove ? c < limit : c <= limit;
        }
        return marks;
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.toLowerCase(Locale.ROOT).split("\\s+")).map(w -> w.replaceAll("[^\\p{L}\\p{N}']", ""))
                .filter(w -> !w.isEmpty()).toList();
    }

    /** Levenshtein alignment of reference and recognized words, each error charged to a recognized word. */
    private static Clip charge(List<String> ref, List<RecognizedWord> hyp) {
        List<String> h = hyp.stream().map(w -> w.text().toLowerCase(Locale.ROOT)).toList();
        int n = ref.size();
        int m = h.size();
        int[][] d = new int[n + 1][m + 1];
        for (int i = 0; i <= n; i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= m; j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                d[i][j] = Math.min(d[i - 1][j - 1] + (ref.get(i - 1).equals(h.get(j - 1)) ? 0 : 1),
                        Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1));
            }
        }
        int[] errors = new int[m];
        int orphan = 0;
        int i = n;
        int j = m;
        while (i > 0 || j > 0) {
            if (i > 0 && j > 0 && d[i][j] == d[i - 1][j - 1] + (ref.get(i - 1).equals(h.get(j - 1)) ? 0 : 1)) {
                errors[j - 1] += ref.get(i - 1).equals(h.get(j - 1)) ? 0 : 1;
                i--;
                j--;
            } else if (j > 0 && d[i][j] == d[i][j - 1] + 1) {
                errors[j - 1]++; // inserted
                j--;
            } else {
                // missed reference word: on the recognized word after the gap, else the one before
                if (j < m) {
                    errors[j]++;
                } else if (m > 0) {
                    errors[m - 1]++;
                } else {
                    orphan++;
                }
                i--;
            }
        }
        return new Clip(hyp, errors, orphan);
    }
}
