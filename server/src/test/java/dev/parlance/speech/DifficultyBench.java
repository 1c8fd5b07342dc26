package dev.parlance.speech;

import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskSpeechRecognizer;
import dev.parlance.workflow.DifficultyRating;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What JobDifficulty and repeatability rest on, run by {@code bench/difficulty.sh}. Not a test: it
 * needs the shared evaluation set.
 *
 * <pre>
 * difficulty SPEECH_DIR NOISE_WAV... OUT_DIR   each utterance clean and under noise at 20, 10, 5 and 0 dB:
 *                                             estimated SNR, mean confidence, the rating; hypotheses
 *                                             per condition to OUT_DIR/hyp-CONDITION.tsv for wer.py
 * repeat SPEECH_DIR OUT_DIR TIMES             each utterance TIMES times on one reused recognizer, then on
 *                                             a second one: how many came out different from the first
 * </pre>
 */
public final class DifficultyBench {
    private DifficultyBench() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "difficulty" -> difficulty(Path.of(args[1]), args);
            case "repeat" -> repeat(Path.of(args[1]), Path.of(args[2]), Integer.parseInt(args[3]));
            default -> throw new IllegalArgumentException("difficulty or repeat");
        }
        System.exit(0);
    }

    private static void difficulty(Path speechDir, String[] args) throws Exception {
        Path out = Path.of(args[args.length - 1]);
        List<short[]> noises = new ArrayList<>();
        for (int i = 2; i < args.length - 1; i++) {
            noises.add(samples(Files.readAllBytes(Path.of(args[i]))));
        }
        Map<String, String> refs = refs(speechDir);
        try (RecognizerPool pool = new RecognizerPool(BenchModel.load(out), 1, Long.MAX_VALUE)) {
            VoskSpeechRecognizer recognizer = new VoskSpeechRecognizer(pool, "en");
            System.out.printf(Locale.ROOT, "%-10s %8s %10s %10s %6s %6s%n", "condition", "clips", "SNR est", "mean conf",
                    "Good", "Bad");
            for (Integer snr : new Integer[] {null, 20, 10, 5, 0}) {
                String condition = snr == null ? "clean" : snr + "dB";
                List<String> hyps = new ArrayList<>();
                List<DifficultyRating> ratings = new ArrayList<>();
                int n = 0;
                for (String id : refs.keySet()) {
                    short[] speech = samples(Files.readAllBytes(speechDir.resolve(id + ".wav")));
                    short[] mixed = snr == null ? speech : mix(speech, noises.get(n % noises.size()), snr);
                    n++;
                    SignalMeter meter = new SignalMeter();
                    Recognition r = recognizer.recognize(meter.wrap(new ByteArrayInputStream(bytes(mixed))),
                            SpeechRecognizer.Listener.NONE);
                    ratings.add(DifficultyRating.of(meter.levels(), r.words()));
                    hyps.add(id + "\t" + r.words().stream().map(RecognizedWord::text).collect(Collectors.joining(" ")));
                }
                Files.write(out.resolve("hyp-" + condition + ".tsv"), hyps);
                System.out.printf(Locale.ROOT, "%-10s %8d %10.1f %10.3f %6d %6d%n", condition, ratings.size(),
                        ratings.stream().mapToInt(DifficultyRating::snrDb).average().orElse(0),
                        ratings.stream().mapToDouble(DifficultyRating::meanConfidence).average().orElse(0),
                        ratings.stream().filter(r -> r.difficulty().label().equals("Good")).count(),
                        ratings.stream().filter(r -> r.difficulty().label().equals("Bad")).count());
                if (Boolean.getBoolean("parlance.bench.clips")) {
                    System.out.println("    per clip (SNR est dB / mean conf): " + ratings.stream()
                            .map(r -> String.format(Locale.ROOT, "%d/%.2f", r.snrDb(), r.meanConfidence()))
                            .collect(Collectors.joining(" ")));
                }
            }
        }
    }

    private static void repeat(Path speechDir, Path out, int times) throws Exception {
        Map<String, String> refs = refs(speechDir);
        try (RecognizerPool pool = new RecognizerPool(BenchModel.load(out), 2, Long.MAX_VALUE)) {
            VoskSpeechRecognizer recognizer = new VoskSpeechRecognizer(pool, "en");
            int runs = 0;
            int differentWords = 0;
            int differentTimes = 0;
            int differentConfidences = 0;
            for (String id : refs.keySet()) {
                byte[] wav = Files.readAllBytes(speechDir.resolve(id + ".wav"));
                byte[] pcm = java.util.Arrays.copyOfRange(wav, 44, wav.length);
                Recognition first = recognizer.recognize(new ByteArrayInputStream(pcm), SpeechRecognizer.Listener.NONE);
                for (int i = 1; i < times; i++) {
                    Recognition again = recognizer.recognize(new ByteArrayInputStream(pcm), SpeechRecognizer.Listener.NONE);
                    runs++;
                    if (!words(again).equals(words(first))) {
                        differentWords++;
                    } else if (!again.words().stream().map(w -> w.startMillis() + "-" + w.endMillis()).toList()
                            .equals(first.words().stream().map(w -> w.startMillis() + "-" + w.endMillis()).toList())) {
                        differentTimes++;
                    } else if (!again.words().equals(first.words())) {
                        differentConfidences++;
                    }
                }
            }
            System.out.printf(Locale.ROOT, "repeats: %d; different words: %d; same words, other times: %d; "
                    + "same words and times, other confidences: %d%n", runs, differentWords, differentTimes, differentConfidences);
        }
    }

    private static String words(Recognition r) {
        return r.words().stream().map(RecognizedWord::text).collect(Collectors.joining(" "));
    }

    private static Map<String, String> refs(Path speechDir) throws IOException {
        Map<String, String> refs = new LinkedHashMap<>();
        for (String line : Files.readAllLines(speechDir.resolve("refs.tsv"))) {
            if (!line.isBlank()) {
                refs.put(line.substring(0, line.indexOf('\t')), line.substring(line.indexOf('\t') + 1));
            }
        }
        return refs;
    }

    /** The samples of a 16 kHz mono 16-bit WAV with the usual 44-byte header. */
    private static short[] samples(byte[] wav) {
        ByteBuffer data = ByteBuffer.wrap(wav, 44, wav.length - 44).order(ByteOrder.LITTLE_ENDIAN);
        short[] samples = new short[data.remaining() / 2];
        data.asShortBuffer().get(samples);
        return samples;
    }

    private static byte[] bytes(short[] samples) {
        ByteBuffer out = ByteBuffer.allocate(samples.length * 2).order(ByteOrder.LITTLE_ENDIAN);
        out.asShortBuffer().put(samples);
        return out.array();
    }

    /** Speech with the noise (looped) scaled so that speech power over noise power is {@code snrDb}. */
    private static short[] mix(short[] speech, short[] noise, int snrDb) {
        double speechPower = power(speech);
        double noisePower = power(noise);
        double gain = Math.sqrt(speechPower / (noisePower * Math.pow(10, snrDb / 10.0)));
        short[] mixed = new short[speech.length];
        for (int i = 0; i < speech.length; i++) {
            double v = speech[i] + gain * noise[i % noise.length];
            mixed[i] = (short) Math.max(-32768, Math.min(32767, Math.round(v)));
        }
        return mixed;
    }

    private static double power(short[] samples) {
        double sum = 0;
        for (short s : samples) {
            sum += (double) s * s;
        }
        return sum / Math.max(1, samples.length);
    }
}
