package dev.parlance.speech.sounds;

import dev.parlance.captions.model.SoundTag;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SignalLevels;
import dev.parlance.speech.SpeechRecognizer;
import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskModelLoader;
import dev.parlance.speech.vosk.VoskSpeechRecognizer;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The sound classifier on the labelled clips (run by bench/sounds.sh): each visible clip's windows
 * classified as the pipeline does, precision and recall per class, and the share of the speech
 * utterances' windows that would be called a sound had the recognizer found no words there.
 *
 * <pre>SoundBench EVAL_DIR OUT_DIR</pre>
 */
public final class SoundBench {
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    private SoundBench() {
    }

    public static void main(String[] args) throws Exception {
        Path eval = Path.of(args[0]);
        List<String[]> pairs = new ArrayList<>(); // truth, guess
        long samples = 0;
        long nanos = 0;
        List<String> lines = Files.readAllLines(eval.resolve("sounds/labels.tsv"));
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t", -1);
            if (f.length < 10 || !f[9].equals("visible")) {
                continue;
            }
            short[] pcm = samples(eval.resolve("sounds/clips/" + f[0] + ".wav"));
            long started = System.nanoTime();
            List<SoundWindow> windows = describe(pcm);
            nanos += System.nanoTime() - started;
            samples += pcm.length;
            for (SoundWindow w : windows) {
                SoundTag tag = SoundClassifier.classify(w);
                pairs.add(new String[] {f[1], tag == null ? "QUIET" : tag.name()});
            }
        }
        int speechWindows = 0;
        int speechAsSound = 0;
        long speechMillis = 0;
        long taggedMillis = 0;
        long describingNanos = 0;
        int speechWords = 0;
        int strayWords = 0; // real words of real speech taken for a sound misheard
        int overMusicWords = 0;
        int overMusicDropped = 0;
        long voicingNanos = 0;
        long recognizingNanos = 0;
        VoskModelLoader model = new VoskModelLoader(Path.of(args[1]).resolve("models"), "vosk-model-en-us");
        try (var speech = Files.list(eval.resolve("speech"));
             RecognizerPool pool = new RecognizerPool(model::model, 1, Long.MAX_VALUE)) {
            VoskSpeechRecognizer recognizer = new VoskSpeechRecognizer(pool, "en");
            recognizer.recognize(java.io.InputStream.nullInputStream(), SpeechRecognizer.Listener.NONE); // loads the model
            for (Path wav : speech.filter(p -> p.toString().endsWith(".wav")).sorted().toList()) {
                short[] pcm = samples(wav);
                long before = CPU.getCurrentThreadCpuTime();
                List<SoundWindow> windows = describe(pcm);
                describingNanos += CPU.getCurrentThreadCpuTime() - before;
                for (SoundWindow w : windows) {
                    speechWindows++;
                    speechAsSound += SoundClassifier.classify(w) != null ? 1 : 0;
                }
                // As the pipeline does: only windows without any recognized word can be a sound.
                before = CPU.getCurrentThreadCpuTime();
                Recognition heard = recognizer.recognize(new ByteArrayInputStream(bytes(pcm)), SpeechRecognizer.Listener.NONE);
                recognizingNanos += CPU.getCurrentThreadCpuTime() - before;
                before = CPU.getCurrentThreadCpuTime();
                SoundEvents.Heard kept = keptWords(pcm, windows, heard.words());
                voicingNanos += CPU.getCurrentThreadCpuTime() - before;
                for (SoundEvent e : kept.sounds()) {
                    taggedMillis += e.endMillis() - e.startMillis();
                }
                speechWords += heard.words().size();
                strayWords += heard.words().size() - kept.words().size();
                speechMillis += pcm.length / 16;
            }
            // Speech mixed over music: its words must stay, whatever the windows under them sound like.
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.split("\t", -1);
                if (f.length < 10 || !f[9].equals("visible") || !f[1].equals("SPEECH_WITH_MUSIC")) {
                    continue;
                }
                short[] pcm = samples(eval.resolve("sounds/clips/" + f[0] + ".wav"));
                Recognition heard = recognizer.recognize(new ByteArrayInputStream(bytes(pcm)), SpeechRecognizer.Listener.NONE);
                SoundEvents.Heard kept = keptWords(pcm, describe(pcm), heard.words());
                overMusicWords += heard.words().size();
                overMusicDropped += heard.words().size() - kept.words().size();
            }
        }
        Map<String, int[]> counts = new LinkedHashMap<>(); // true positives, predicted, actual
        for (String c : List.of("MUSIC", "APPLAUSE", "LAUGH", "NOISE")) {
            counts.put(c, new int[3]);
        }
        for (String[] p : pairs) {
            if (counts.containsKey(p[1])) {
                counts.get(p[1])[1]++;
            }
            if (counts.containsKey(p[0])) {
                counts.get(p[0])[2]++;
                if (p[0].equals(p[1])) {
                    counts.get(p[0])[0]++;
                }
            }
        }
        System.out.printf(Locale.ROOT, "%d windows of %.2f s from the visible clips (the tree learned on these: "
                + "bench/sound-tree.py gives the figures with each recording left out)%n", pairs.size(), SoundWindow.MILLIS / 1000.0);
        counts.forEach((c, n) -> System.out.printf(Locale.ROOT, "  %-9s precision %.2f recall %.2f (%d windows)%n", c,
                n[1] == 0 ? 0 : (double) n[0] / n[1], n[2] == 0 ? 0 : (double) n[0] / n[2], n[2]));
        System.out.printf(Locale.ROOT, "  speech windows that would be a sound without their words: %d of %d%n",
                speechAsSound, speechWindows);
        System.out.printf(Locale.ROOT, "  speech tagged as a sound by the pipeline's rule (windows without words): %.1f%% of %.0f s%n",
                100.0 * taggedMillis / Math.max(1, speechMillis), speechMillis / 1000.0);
        System.out.printf(Locale.ROOT, "  words of the speech dropped as a sound misheard (unsure and alone, or unvoiced, in a sound's window): %d of %d%n",
                strayWords, speechWords);
        System.out.printf(Locale.ROOT, "  words of the speech mixed over music dropped so: %d of %d%n", overMusicDropped, overMusicWords);
        System.out.printf(Locale.ROOT, "  cost: %.0f audio-seconds described per CPU-second of one core%n",
                samples / 16_000.0 / (nanos / 1e9));
        System.out.printf(Locale.ROOT, "  cost on the speech utterances, same run: describing %.2f CPU-s, recognizing %.2f CPU-s: "
                + "%.1f%% of recognition%n", describingNanos / 1e9, recognizingNanos / 1e9, 100.0 * describingNanos / recognizingNanos);
        System.out.printf(Locale.ROOT, "  listening to runs of words in sounds for a voice, same run: %.3f CPU-s, %.1f%% of recognition%n",
                voicingNanos / 1e9, 100.0 * voicingNanos / recognizingNanos);
    }

    /** As the pipeline keeps words: runs of words inside sounds without a voice, and lone unsure ones, are dropped. */
    private static SoundEvents.Heard keptWords(short[] pcm, List<SoundWindow> windows, List<RecognizedWord> words) throws java.io.IOException {
        List<ClassifiedWindow> classified = SoundEvents.classified(windows);
        int floor = -SignalLevels.FLOOR_DB;
        List<SoundEvents.Run> runs = SoundEvents.inSounds(classified, words, floor);
        double[] shares = Voicing.voicedShares(new ByteArrayInputStream(bytes(pcm)), runs);
        List<SoundEvents.Run> unvoiced = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            if (shares[i] < SoundEvents.UNVOICED_BELOW) {
                unvoiced.add(runs.get(i));
            }
        }
        return SoundEvents.heard(classified, words, floor, unvoiced);
    }

    static List<SoundWindow> describe(short[] pcm) {
        SoundFeatures features = new SoundFeatures(0);
        for (short s : pcm) {
            features.sample(s);
        }
        return features.windows();
    }

    private static byte[] bytes(short[] samples) {
        ByteBuffer out = ByteBuffer.allocate(samples.length * 2).order(ByteOrder.LITTLE_ENDIAN);
        out.asShortBuffer().put(samples);
        return out.array();
    }

    static short[] samples(Path wav) throws Exception {
        byte[] bytes = Files.readAllBytes(wav);
        ByteBuffer data = ByteBuffer.wrap(bytes, 44, bytes.length - 44).order(ByteOrder.LITTLE_ENDIAN);
        short[] samples = new short[data.remaining() / 2];
        data.asShortBuffer().get(samples);
        return samples;
    }
}
