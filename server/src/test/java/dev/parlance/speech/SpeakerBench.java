package dev.parlance.speech;

import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.speech.speakers.SpeakerDetector;
import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskModelLoader;
import dev.parlance.speech.vosk.VoskSpeechRecognizer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Speaker change detection against labelled recordings (run by bench/speakers.sh).
 *
 * <pre>SpeakerBench OUT_DIR MEDIA REFERENCE [MEDIA REFERENCE ...]</pre>
 * REFERENCE is an RTTM file, a JSON file with {@code diarization_tests[0].segments} (start_sec,
 * end_sec, speaker_tag), or {@code ONE} for a recording of one speaker. For each recording: the words are recognized, labelled with as many
 * speakers as the reference has, and each word whose middle falls in a reference turn is scored
 * against it under the best matching of labels to reference speakers. Then the same words are
 * labelled without a count, as a job without {@code expected_speakers} is, and scored the same way.
 */
public final class SpeakerBench {
    private record Turn(long start, long end, String speaker) {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        VoskModelLoader model = new VoskModelLoader(out.resolve("models"), "vosk-model-en-us");
        PcmDecoder decoder = new PcmDecoder(Duration.ofSeconds(30));
        int scored = 0;
        int right = 0;
        int countedScored = 0;
        int countedRightAll = 0;
        List<String> countedSpeakers = new ArrayList<>();
        try (RecognizerPool pool = new RecognizerPool(model::model, 1, Long.MAX_VALUE)) {
            MediaTranscriber transcriber = new MediaTranscriber(decoder,
                    new SpeechRecognizers(List.of(new VoskSpeechRecognizer(pool, "en"))));
            for (int i = 1; i + 1 < args.length; i += 2) {
                Path media = Path.of(args[i]);
                List<Turn> reference = reference(Path.of(args[i + 1]));
                List<String> speakers = reference.stream().map(Turn::speaker).distinct().toList();
                long recognizing = System.nanoTime();
                List<RecognizedWord> words = ((DecodeResult.Decoded<Recognition>) transcriber
                        .transcribe(media, "en", 0, SpeechRecognizer.Listener.NONE)).value().words();
                double recognitionMillis = (System.nanoTime() - recognizing) / 1e6;
                long started = System.nanoTime();
                int[] labels = ((DecodeResult.Decoded<int[]>) decoder.decode(media, 0,
                        pcm -> SpeakerDetector.label(pcm, words, speakers.size()))).value();
                double millis = (System.nanoTime() - started) / 1e6;
                List<Integer> truth = new ArrayList<>();
                List<Integer> guess = new ArrayList<>();
                StringBuilder line = new StringBuilder();
                for (int w = 0; w < words.size(); w++) {
                    long middle = (words.get(w).startMillis() + words.get(w).endMillis()) / 2;
                    String ref = reference.stream().filter(t -> t.start <= middle && middle < t.end)
                            .map(Turn::speaker).findFirst().orElse(null);
                    line.append(words.get(w).text()).append('/').append(labels[w])
                            .append(ref == null ? "" : ":" + speakers.indexOf(ref)).append(' ');
                    if (ref != null) {
                        truth.add(speakers.indexOf(ref));
                        guess.add(labels[w]);
                    }
                }
                int best = bestMatch(truth, guess, speakers.size());
                scored += truth.size();
                right += best;
                System.out.printf(Locale.ROOT, "%s: %d speakers, %d words, %d scored, %.1f%% with the right speaker "
                                + "(labelling took %.0f ms, %.0f%% of recognizing the file, same run)%n", media.getFileName(), speakers.size(),
                        words.size(), truth.size(), truth.isEmpty() ? 0 : 100.0 * best / truth.size(), millis,
                        100 * millis / recognitionMillis);
                System.out.println("  word/label:reference  " + line.toString().strip());
                // Without a count, as a job without expected_speakers: one speaker, or two voice registers.
                long counting = System.nanoTime();
                MediaTranscriber.Counted result = ((DecodeResult.Decoded<MediaTranscriber.Counted>) transcriber
                        .speakersCounted(media, words)).value();
                SpeakerDetector.Count counted = result.count();
                double countingMillis = (System.nanoTime() - counting) / 1e6;
                List<Integer> guessed = new ArrayList<>();
                for (int w = 0; w < words.size(); w++) {
                    long middle = (words.get(w).startMillis() + words.get(w).endMillis()) / 2;
                    if (reference.stream().anyMatch(t -> t.start <= middle && middle < t.end)) {
                        guessed.add(result.labels()[w]);
                    }
                }
                int countedRight = bestMatch(truth, guessed, Math.max(speakers.size(), counted.speakers()));
                countedScored += truth.size();
                countedRightAll += countedRight;
                countedSpeakers.add(media.getFileName() + " " + counted.speakers() + "/" + speakers.size());
                System.out.printf(Locale.ROOT, "  without a count: %d speaker%s (pitch groups %.2f octaves apart, the smaller %.0f%% of the voiced speech), "
                                + "%.1f%% with the right speaker (counting took %.0f ms, %.0f%% of recognizing)%n", counted.speakers(),
                        counted.speakers() == 1 ? "" : "s", counted.gapOctaves(), 100 * counted.minorShare(),
                        truth.isEmpty() ? 0 : 100.0 * countedRight / truth.size(), countingMillis, 100 * countingMillis / recognitionMillis);
            }
        }
        System.out.printf(Locale.ROOT, "all, the count given: %d of %d scored words with the right speaker = %.1f%%%n",
                right, scored, scored == 0 ? 0 : 100.0 * right / scored);
        System.out.printf(Locale.ROOT, "all, without a count: %d of %d scored words with the right speaker = %.1f%%%n",
                countedRightAll, countedScored, countedScored == 0 ? 0 : 100.0 * countedRightAll / countedScored);
        System.out.println("speakers counted / in the reference: " + String.join(", ", countedSpeakers));
    }

    /** Words right under the best one-to-one matching of labels to reference speakers (tried exhaustively). */
    private static int bestMatch(List<Integer> truth, List<Integer> guess, int k) {
        int best = 0;
        for (int[] permutation : permutations(k)) {
            int right = 0;
            for (int i = 0; i < truth.size(); i++) {
                if (guess.get(i) < k && permutation[guess.get(i)] == truth.get(i)) {
                    right++;
                }
            }
            best = Math.max(best, right);
        }
        return best;
    }

    private static List<int[]> permutations(int k) {
        List<int[]> all = new ArrayList<>();
        permute(new int[k], new boolean[k], 0, all);
        return all;
    }

    private static void permute(int[] current, boolean[] used, int at, List<int[]> all) {
        if (at == current.length) {
            all.add(current.clone());
            return;
        }
        for (int v = 0; v < current.length; v++) {
            if (!used[v]) {
                used[v] = true;
                current[at] = v;
                permute(current, used, at + 1, all);
                used[v] = false;
            }
        }
    }

    private static List<Turn> reference(Path file) throws Exception {
        List<Turn> turns = new ArrayList<>();
        if (file.toString().equals("ONE")) {
            return List.of(new Turn(0, Long.MAX_VALUE, "the one speaker"));
        }
        if (file.toString().endsWith(".rttm")) {
            for (String line : Files.readAllLines(file)) {
                String[] f = line.trim().split("\\s+");
                if (f.length > 7 && f[0].equals("SPEAKER")) {
                    long start = Math.round(Double.parseDouble(f[3]) * 1000);
                    turns.add(new Turn(start, start + Math.round(Double.parseDouble(f[4]) * 1000), f[7]));
                }
            }
            return turns;
        }
        JsonNode doc = JsonMapper.builder().build().readTree(file.toFile());
        for (JsonNode s : doc.path("tests").path("diarization_tests").get(0).path("segments")) {
            turns.add(new Turn(Math.round(s.path("start_sec").asDouble() * 1000),
                    Math.round(s.path("end_sec").asDouble() * 1000), s.path("speaker_tag").asString()));
        }
        return turns;
    }
}
