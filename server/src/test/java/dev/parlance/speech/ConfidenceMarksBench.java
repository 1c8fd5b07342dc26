package dev.parlance.speech;

import dev.parlance.elementlist.ElementListBuilder;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskSpeechRecognizer;

import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

/**
 * {@code bench/confidence.sh}: how well the editor's doubtful marks point at the machine's errors.
 * {@code ConfidenceMarksBench SPEECH_DIR OUT [SNR_DB...]} recognizes every clip of the evaluation set
 * (refs.tsv, *.wav), and again with pink noise mixed in at each signal-to-noise ratio (default 15
 * and 10 dB: the same real speech, more errors, so the figure rests on more than a dozen errors).
 *
 * <p>Each clip's words are aligned with its reference (Levenshtein on lower-case words): a
 * substituted or inserted word carries its error; a missed reference word is a gap between two
 * recognized words, caught when a word on either side of it is marked (the person hears the gap
 * there). Words are marked as the editor marks them (editor-model.js {@code indexWords}): of the words
 * with a confidence, those below the confidence of the one at {@code floor(share * count)} in
 * ascending order, never a word at 1.0; so at most that share. The figures: the share of errors on
 * marked words at 10, 15, 20 and 30%, marking each clip as a job of its own (a clip of four words
 * gets no mark at 20%) and all clips of a set as one job (as a long recording would be), with the
 * confidences the editor gets ({@link ElementListBuilder#wordConfidences}, rounded as stored) and
 * with the recognizer's own, and per clip what perfect marks would catch with the same budgets.
 * Picking words at random catches the share of words marked.
 */
public final class ConfidenceMarksBench {
    private static final double[] SHARES = {0.10, 0.15, 0.20, 0.30};
    private static final int[] DEFAULT_SNR_DB = {15, 10};

    private ConfidenceMarksBench() {
    }

    /** One recognized clip: its words, the errors each carries, and the gaps where reference words were missed. */
    record Clip(List<RecognizedWord> words, int[] errors, List<Integer> gapsBefore, int referenceWords) {
        int errorCount() {
            return Arrays.stream(errors).sum() + gapsBefore.size();
        }
    }

    public static void main(String[] args) throws Exception {
        Path speechDir = Path.of(args[0]);
        Path out = Path.of(args[1]);
        int[] snrs = args.length > 2 ? Arrays.stream(args, 2, args.length).mapToInt(Integer::parseInt).toArray() : DEFAULT_SNR_DB;
        Map<String, String> refs = new LinkedHashMap<>();
        for (String line : Files.readAllLines(speechDir.resolve("refs.tsv"))) {
            if (!line.isBlank()) {
                refs.put(line.substring(0, line.indexOf('\t')), line.substring(line.indexOf('\t') + 1));
            }
        }
        try (RecognizerPool pool = new RecognizerPool(BenchModel.load(out), 1, Long.MAX_VALUE)) {
            System.out.printf(Locale.ROOT, "lattice beam %s%n", BenchModel.latticeBeam(out));
            MediaTranscriber transcriber = new MediaTranscriber(new PcmDecoder(Duration.ofMinutes(2)),
                    new SpeechRecognizers(List.of(new VoskSpeechRecognizer(pool, "en"))));
            List<List<Clip>> sets = new ArrayList<>();
            List<String> names = new ArrayList<>();
            names.add("the evaluation set");
            sets.add(recognize(transcriber, refs, id -> speechDir.resolve(id + ".wav")));
            for (int snr : snrs) {
                Path noisy = Files.createDirectories(out.resolve("noisy-" + snr + "db"));
                names.add("the same with pink noise at " + snr + " dB SNR");
                sets.add(recognize(transcriber, refs, id -> withNoise(speechDir.resolve(id + ".wav"), noisy.resolve(id + ".wav"), snr)));
            }
            for (int i = 0; i < sets.size(); i++) {
                report(names.get(i), sets.get(i));
            }
            if (sets.size() > 1) {
                report("all of them", sets.stream().flatMap(List::stream).toList());
            }
        }
        System.exit(0);
    }

    private static List<Clip> recognize(MediaTranscriber transcriber, Map<String, String> refs, Function<String, Path> media)
            throws IOException {
        List<Clip> clips = new ArrayList<>();
        for (Map.Entry<String, String> ref : refs.entrySet()) {
            DecodeResult<Recognition> result = transcriber.transcribe(media.apply(ref.getKey()), "en", 0, SpeechRecognizer.Listener.NONE);
            clips.add(charge(words(ref.getValue()), ((DecodeResult.Decoded<Recognition>) result).value().words()));
        }
        return clips;
    }

    private static void report(String name, List<Clip> clips) {
        int words = clips.stream().mapToInt(c -> c.words().size()).sum();
        int refWords = clips.stream().mapToInt(Clip::referenceWords).sum();
        int errors = clips.stream().mapToInt(Clip::errorCount).sum();
        System.out.printf(Locale.ROOT, "== %s: %d clips, %d reference words, %d recognized, %d word errors (%.1f%% WER)%n",
                name, clips.size(), refWords, words, errors, 100.0 * errors / Math.max(1, refWords));
        System.out.println("marks on at most   | each clip a job: marked, errors on them (recognizer's own) [perfect marks] "
                + "| all clips one job: marked, errors on them (recognizer's own)");
        for (double share : SHARES) {
            Caught perClip = new Caught();
            Caught perClipOwn = new Caught();
            for (Clip clip : clips) {
                perClip.add(clip, marks(stored(clip.words()), share));
                perClipOwn.add(clip, marks(own(clip.words()), share));
            }
            Caught oneJob = oneJob(clips, share, ConfidenceMarksBench::stored);
            Caught oneJobOwn = oneJob(clips, share, ConfidenceMarksBench::own);
            Caught bestPerClip = new Caught();
            for (Clip clip : clips) {
                bestPerClip.add(clip, bestMarks(clip, share));
            }
            System.out.printf(Locale.ROOT, "%2.0f%% of the words   | %5.1f%%, %5.1f%% (%5.1f%%) [at best %5.1f%%]         "
                            + "| %5.1f%%, %5.1f%% (%5.1f%%)%n",
                    share * 100, perClip.markedShare(words), perClip.caughtShare(errors), perClipOwn.caughtShare(errors),
                    bestPerClip.caughtShare(errors), oneJob.markedShare(words), oneJob.caughtShare(errors), oneJobOwn.caughtShare(errors));
        }
    }

    /**
     * What a perfect confidence would catch with each clip's budget (the words with most errors at or
     * beside them marked first): short clips get few marks or none, which caps the per-clip figure.
     */
    private static boolean[] bestMarks(Clip clip, double share) {
        int n = clip.words().size();
        if (n == 0) {
            return new boolean[0];
        }
        int[] weight = clip.errors().clone();
        for (int gap : clip.gapsBefore()) {
            weight[gap < n ? gap : n - 1]++;
        }
        boolean[] marks = new boolean[n];
        int budget = (int) Math.floor(n * share);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            order.add(i);
        }
        order.sort((a, b) -> weight[b] - weight[a]);
        for (int k = 0; k < budget && weight[order.get(k)] > 0; k++) {
            marks[order.get(k)] = true;
        }
        return marks;
    }

    /** Errors on marked words, counted over clips. */
    private static final class Caught {
        int marked;
        int caught;

        void add(Clip clip, boolean[] marks) {
            for (int i = 0; i < marks.length; i++) {
                if (marks[i]) {
                    marked++;
                    caught += clip.errors()[i];
                }
            }
            for (int gap : clip.gapsBefore()) {
                // a missed word before word `gap`: caught when the word before or after the gap is marked
                if ((gap > 0 && marks[gap - 1]) || (gap < marks.length && marks[gap])) {
                    caught++;
                }
            }
        }

        double markedShare(int words) {
            return 100.0 * marked / Math.max(1, words);
        }

        double caughtShare(int errors) {
            return 100.0 * caught / Math.max(1, errors);
        }
    }

    /** Every clip's words in one list, marked together, the marks handed back clip by clip. */
    private static Caught oneJob(List<Clip> clips, double share, Function<List<RecognizedWord>, double[]> confidences) {
        List<Double> all = new ArrayList<>();
        for (Clip clip : clips) {
            for (double c : confidences.apply(clip.words())) {
                all.add(c);
            }
        }
        boolean[] marks = marks(all.stream().mapToDouble(Double::doubleValue).toArray(), share);
        Caught caught = new Caught();
        int at = 0;
        for (Clip clip : clips) {
            caught.add(clip, Arrays.copyOfRange(marks, at, at + clip.words().size()));
            at += clip.words().size();
        }
        return caught;
    }

    /** The confidences the editor gets: in context, three digits as stored. */
    private static double[] stored(List<RecognizedWord> words) {
        return ElementListBuilder.wordConfidences(words).values().stream()
                .mapToDouble(c -> Math.round(c * 1000) / 1000.0).toArray();
    }

    private static double[] own(List<RecognizedWord> words) {
        return words.stream().mapToDouble(RecognizedWord::confidence).toArray();
    }

    /** The editor's rule (editor-model.js indexWords). */
    static boolean[] marks(double[] confidences, double share) {
        boolean[] marks = new boolean[confidences.length];
        int most = (int) Math.floor(confidences.length * share);
        if (most == 0) {
            return marks;
        }
        double[] sorted = confidences.clone();
        Arrays.sort(sorted);
        double threshold = Math.min(sorted[most], 1.0);
        for (int i = 0; i < marks.length; i++) {
            marks[i] = confidences[i] < threshold;
        }
        return marks;
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.toLowerCase(Locale.ROOT).split("\\s+")).map(w -> w.replaceAll("[^\\p{L}\\p{N}']", ""))
                .filter(w -> !w.isEmpty()).toList();
    }

    /** Levenshtein alignment of reference and recognized words: each word's errors, and the gaps. */
    static Clip charge(List<String> ref, List<RecognizedWord> hyp) {
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
        List<Integer> gaps = new ArrayList<>();
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
                gaps.add(j); // missed: the gap before recognized word j
                i--;
            }
        }
        return new Clip(hyp, errors, gaps, n);
    }

    /** The clip with seeded pink noise mixed in at this ratio to the speech's level (the louder half of its 20 ms frames). */
    private static Path withNoise(Path clean, Path noisy, int snrDb) {
        try (AudioInputStream in = AudioSystem.getAudioInputStream(clean.toFile())) {
            AudioFormat format = in.getFormat();
            if (format.getChannels() != 1 || format.getSampleSizeInBits() != 16 || format.isBigEndian()) {
                throw new IllegalArgumentException(clean + ": expected 16-bit little-endian mono, got " + format);
            }
            short[] samples = new short[(int) in.getFrameLength()];
            ByteBuffer.wrap(in.readAllBytes()).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(samples);
            double level = speechLevel(samples, Math.round(format.getSampleRate() / 50));
            double[] noise = pinkNoise(samples.length, new Random(clean.getFileName().toString().hashCode() * 31L + snrDb));
            double gain = level * Math.pow(10, -snrDb / 20.0);
            ByteBuffer mixed = ByteBuffer.allocate(samples.length * 2).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < samples.length; i++) {
                mixed.putShort((short) Math.clamp(Math.round(samples[i] + gain * noise[i]), Short.MIN_VALUE, Short.MAX_VALUE));
            }
            try (AudioInputStream mix = new AudioInputStream(new ByteArrayInputStream(mixed.array()), format, samples.length)) {
                AudioSystem.write(mix, AudioFileFormat.Type.WAVE, noisy.toFile());
            }
            return noisy;
        } catch (IOException | javax.sound.sampled.UnsupportedAudioFileException e) {
            throw new IllegalStateException("Cannot make a noisy copy of " + clean, e);
        }
    }

    private static double speechLevel(short[] samples, int frame) {
        int frames = Math.max(1, samples.length / frame);
        double[] energy = new double[frames];
        for (int f = 0; f < frames; f++) {
            double sum = 0;
            for (int i = f * frame; i < Math.min(samples.length, (f + 1) * frame); i++) {
                sum += (double) samples[i] * samples[i];
            }
            energy[f] = sum / frame;
        }
        Arrays.sort(energy);
        double sum = 0;
        for (int f = frames / 2; f < frames; f++) {
            sum += energy[f];
        }
        return Math.sqrt(sum / (frames - frames / 2));
    }

    /** Unit-level pink noise (Paul Kellet's filter over white noise). */
    private static double[] pinkNoise(int length, Random random) {
        double[] noise = new double[length];
        double b0 = 0;
        double b1 = 0;
        double b2 = 0;
        double power = 0;
        for (int i = 0; i < length; i++) {
            double white = random.nextGaussian();
            b0 = 0.99765 * b0 + white * 0.0990460;
            b1 = 0.96300 * b1 + white * 0.2965164;
            b2 = 0.57000 * b2 + white * 1.0526913;
            noise[i] = b0 + b1 + b2 + white * 0.1848;
            power += noise[i] * noise[i];
        }
        double rms = Math.sqrt(power / Math.max(1, length));
        for (int i = 0; i < length; i++) {
            noise[i] /= rms;
        }
        return noise;
    }
}
