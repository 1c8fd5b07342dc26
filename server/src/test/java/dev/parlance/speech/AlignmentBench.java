package dev.parlance.speech;

import dev.parlance.captions.align.AlignOptions;
import dev.parlance.captions.align.AlignedToken;
import dev.parlance.captions.align.Alignment;
import dev.parlance.captions.align.Evidence;
import dev.parlance.captions.align.ImportAligner;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.read.ImportFormat;
import dev.parlance.captions.read.ImportedCue;
import dev.parlance.captions.read.ImportedTranscript;
import dev.parlance.elementlist.ElementListBuilder;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskModelLoader;
import dev.parlance.speech.vosk.VoskSpeechRecognizer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How well and how fast an imported transcript is timed to its audio (the machine pass of a job
 * with add_transcript), run by {@code bench/alignment.sh}. Not a test: it needs the shared
 * evaluation set.
 *
 * <pre>
 * clips SPEECH_DIR OUT_DIR            each refs.tsv reference timed to its clip: as text, as captions,
 *                                     and with a quarter of the recognizer's words taken away
 * hour MEDIA REFERENCE_TEXT OUT_DIR   one long file: recognition, then the alignment, timed apart (the
 *                                     recognizer's words are kept in OUT_DIR and reused while the media is older)
 * </pre>
 *
 * "Agree" pairs a reference word with a recognizer word by a plain word-level edit-distance
 * alignment of the two texts (independent of the aligner's), where both read the same.
 */
public final class AlignmentBench {
    private static final MediaProbe PROBE = new MediaProbe(Duration.ofMinutes(1));
    private static final PcmDecoder DECODER = new PcmDecoder(Duration.ofMinutes(2));
    private static final ElementListBuilder BUILDER = new ElementListBuilder();
    /** {@code -Dalign.minStretchWords=N} tries another stretch size; the default is the server's. */
    private static final ImportAligner ALIGNER = Integer.getInteger("align.minStretchWords") == null ? new ImportAligner()
            : new ImportAligner(new AlignOptions(Integer.getInteger("align.minStretchWords"),
                    ImportAligner.defaultOptions().weakSimilarity(), ImportAligner.defaultOptions().sequenceConfidence()));

    public static void main(String[] args) throws Exception {
        Path models = Path.of(args[args.length - 1]).resolve("models");
        VoskModelLoader model = new VoskModelLoader(models, "vosk-model-en-us");
        try (RecognizerPool pool = new RecognizerPool(model::model, 1, Long.MAX_VALUE)) {
            MediaTranscriber transcriber = new MediaTranscriber(DECODER,
                    new SpeechRecognizers(List.of(new VoskSpeechRecognizer(pool, "en"))));
            switch (args[0]) {
                case "clips" -> clips(transcriber, Path.of(args[1]));
                case "hour" -> hour(transcriber, Path.of(args[1]), Files.readString(Path.of(args[2])), Path.of(args[3]));
                default -> throw new IllegalArgumentException("clips or hour");
            }
        }
        System.exit(0);
    }

    /** Distances in milliseconds, with their summary. */
    private static final class Distances {
        final List<Long> values = new ArrayList<>();

        void add(long distance) {
            values.add(Math.abs(distance));
        }

        String summary() {
            if (values.isEmpty()) {
                return "none";
            }
            long[] sorted = values.stream().mapToLong(Long::longValue).sorted().toArray();
            double mean = Arrays.stream(sorted).average().orElse(0);
            long p95 = sorted[(int) Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
            return String.format(Locale.ROOT, "%d words, mean %.0f ms, p95 %d ms, max %d ms", sorted.length, mean, p95,
                    sorted[sorted.length - 1]);
        }
    }

    /** Shares of words by how they were timed. */
    private static final class Shares {
        final Map<Evidence, Integer> byEvidence = new EnumMap<>(Evidence.class);
        int words;
        int fromAudio;
        int outsideCue;

        void add(Alignment alignment) {
            for (AlignedToken token : alignment.timed()) {
                if (token.token().isWord()) {
                    words++;
                    fromAudio += token.token().interpolated() ? 0 : 1;
                    byEvidence.merge(token.evidence(), 1, Integer::sum);
                }
            }
        }

        String summary() {
            StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                    "%d words, %.1f%% timed from the audio (not interpolated); by evidence:", words, 100.0 * fromAudio / words));
            byEvidence.forEach((evidence, count) -> text.append(' ').append(evidence).append(' ').append(count));
            return text.toString();
        }
    }

    private static void clips(MediaTranscriber transcriber, Path speechDir) throws Exception {
        Map<String, String> refs = new LinkedHashMap<>();
        for (String line : Files.readAllLines(speechDir.resolve("refs.tsv"))) {
            if (!line.isBlank()) {
                refs.put(line.substring(0, line.indexOf('\t')), line.substring(line.indexOf('\t') + 1));
            }
        }
        Distances text = new Distances();
        Distances captions = new Distances();
        Distances heldOutAudio = new Distances();
        Distances heldOutInterpolated = new Distances();
        Distances heldOutOther = new Distances();
        Shares textShares = new Shares();
        Shares captionShares = new Shares();
        Shares heldOutShares = new Shares();
        int agreeing = 0;
        int referenceWords = 0;
        Random random = new Random(14);
        for (Map.Entry<String, String> clip : refs.entrySet()) {
            Path media = speechDir.resolve(clip.getKey() + ".wav");
            long millis = ((MediaInfo) PROBE.probe(media)).durationMillis();
            List<RecognizedWord> heard = RecognitionBench.decoded(transcriber.transcribe(media, "en", 0, SpeechRecognizer.Listener.NONE)).words();
            ElementList recognized = BUILDER.build(heard, millis, "en");
            StretchListener audio = new StretchListener(transcriber, media, "en");
            String reference = clip.getValue();
            int[] pairs = agreeing(words(reference), heard.stream().map(RecognizedWord::text).toList());
            referenceWords += pairs.length;

            Alignment asText = ALIGNER.align(recognized, transcript(ImportFormat.TEXT, List.of(reference), null), millis, audio);
            textShares.add(asText);
            List<AlignedToken> textWords = wordsOf(asText);
            if (textWords.size() != pairs.length) {
                throw new IllegalStateException(clip.getKey() + ": the aligner read " + textWords.size()
                        + " words where the bench reads " + pairs.length);
            }
            for (int w = 0; w < pairs.length; w++) {
                if (pairs[w] >= 0) {
                    agreeing++;
                    text.add(textWords.get(w).token().startTime() - heard.get(pairs[w]).startMillis());
                }
            }

            // As captions: cues of six words, timed from the text's alignment, 250 ms wider on each side
            // but never past the middle of the pause to the next cue's words.
            List<String> cueTexts = new ArrayList<>();
            List<long[]> cueTimes = new ArrayList<>();
            List<String> referenceWordsList = Arrays.asList(reference.split("\\s+"));
            for (int first = 0; first < textWords.size(); first += 6) {
                int last = Math.min(textWords.size(), first + 6) - 1;
                long start = textWords.get(first).token().startTime() - 250;
                if (first > 0) {
                    start = Math.max(start, (textWords.get(first - 1).token().endTime() + textWords.get(first).token().startTime()) / 2);
                }
                long end = textWords.get(last).token().endTime() + 250;
                if (last + 1 < textWords.size()) {
                    end = Math.min(end, (textWords.get(last).token().endTime() + textWords.get(last + 1).token().startTime()) / 2);
                }
                cueTexts.add(String.join(" ", referenceWordsList.subList(first, last + 1)));
                cueTimes.add(new long[] {Math.max(0, start), Math.min(millis, end)});
            }
            Alignment asCaptions = ALIGNER.align(recognized, transcript(ImportFormat.SRT, cueTexts, cueTimes), millis, audio);
            captionShares.add(asCaptions);
            List<AlignedToken> captionWords = wordsOf(asCaptions);
            for (int w = 0; w < pairs.length; w++) {
                long[] cue = cueTimes.get(w / 6);
                long start = captionWords.get(w).token().startTime();
                if (start < cue[0] || captionWords.get(w).token().endTime() > cue[1]) {
                    captionShares.outsideCue++;
                }
                if (pairs[w] >= 0) {
                    captions.add(start - heard.get(pairs[w]).startMillis());
                }
            }

            // Held out: a quarter of the recognizer's words taken away (five draws): how far from where
            // the recognizer heard them do the agreeing words they leave without a match end up?
            for (int draw = 0; draw < 5; draw++) {
                boolean[] dropped = new boolean[heard.size()];
                List<RecognizedWord> kept = new ArrayList<>();
                for (int j = 0; j < heard.size(); j++) {
                    dropped[j] = random.nextInt(4) == 0;
                    if (!dropped[j]) {
                        kept.add(heard.get(j));
                    }
                }
                Alignment holed = ALIGNER.align(BUILDER.build(kept, millis, "en"),
                        transcript(ImportFormat.TEXT, List.of(reference), null), millis, audio);
                heldOutShares.add(holed);
                List<AlignedToken> holedWords = wordsOf(holed);
                for (int w = 0; w < pairs.length; w++) {
                    if (pairs[w] >= 0 && dropped[pairs[w]]) {
                        AlignedToken token = holedWords.get(w);
                        long distance = token.token().startTime() - heard.get(pairs[w]).startMillis();
                        (token.evidence() == Evidence.AUDIO ? heldOutAudio
                                : token.evidence() == Evidence.INTERPOLATED ? heldOutInterpolated : heldOutOther).add(distance);
                    }
                }
            }
            audio.close();
        }
        System.out.printf(Locale.ROOT, "clips: %d references, %d words, %d agree with the recognizer's word (%.1f%%)%n",
                refs.size(), referenceWords, agreeing, 100.0 * agreeing / referenceWords);
        System.out.println("as text:     " + textShares.summary());
        System.out.println("as text:     start distance to the recognizer's time where both agree: " + text.summary());
        System.out.println("as captions: " + captionShares.summary() + "; words outside their cue: " + captionShares.outsideCue);
        System.out.println("as captions: start distance to the recognizer's time where both agree: " + captions.summary());
        System.out.println("held out:    " + heldOutShares.summary());
        System.out.println("held out:    agreeing words whose recognizer word was taken away, start distance to where it was heard:");
        System.out.println("               found in the audio by listening for them: " + heldOutAudio.summary());
        System.out.println("               interpolated:                             " + heldOutInterpolated.summary());
        System.out.println("               from a neighbouring heard word:           " + heldOutOther.summary());
    }

    private static void hour(MediaTranscriber transcriber, Path media, String reference, Path out) throws Exception {
        MediaInfo info = (MediaInfo) PROBE.probe(media);
        double seconds = info.durationSeconds();
        Path cache = out.resolve("hour-words.tsv");
        List<RecognizedWord> heard;
        double recognition;
        if (Files.exists(cache) && Files.getLastModifiedTime(cache).compareTo(Files.getLastModifiedTime(media)) > 0) {
            List<String> lines = Files.readAllLines(cache);
            recognition = Double.parseDouble(lines.getFirst().substring("# recognition seconds ".length()));
            heard = lines.stream().skip(1).map(l -> l.split("\t"))
                    .map(f -> new RecognizedWord(f[0], Long.parseLong(f[1]), Long.parseLong(f[2]), Double.parseDouble(f[3])))
                    .toList();
            System.out.println("hour: the recognizer's words of an earlier run (" + cache + "; delete it to recognize again)");
        } else {
            long started = System.nanoTime();
            heard = RecognitionBench.decoded(transcriber.transcribe(media, "en", 0, SpeechRecognizer.Listener.NONE)).words();
            recognition = elapsed(started);
            List<String> lines = new ArrayList<>(List.of("# recognition seconds " + recognition));
            heard.forEach(w -> lines.add(w.text() + "\t" + w.startMillis() + "\t" + w.endMillis() + "\t" + w.confidence()));
            Files.write(cache, lines);
        }
        long started = System.nanoTime();
        ElementList recognized = BUILDER.build(heard, info.durationMillis(), "en");
        double build = elapsed(started);
        List<String> paragraphs = reference.lines().filter(l -> !l.isBlank()).toList();
        ImportedTranscript imported = transcript(ImportFormat.TEXT, paragraphs, null);
        System.out.printf(Locale.ROOT, "hour: %.1f min of %s, %d recognized words, %d reference paragraphs%n",
                seconds / 60, info.audioCodec(), heard.size(), paragraphs.size());
        System.out.printf(Locale.ROOT, "hour: recognition (decode, Vosk; one recognizer) %.1f s = %.1fx real time; "
                + "building its ElementList %.2f s%n", recognition, seconds / recognition, build);

        double textOnly = Double.MAX_VALUE;
        Alignment alignment = null;
        for (int run = 0; run < 3; run++) {
            long start = System.nanoTime();
            alignment = ALIGNER.align(recognized, imported, info.durationMillis(), null);
            textOnly = Math.min(textOnly, elapsed(start));
        }
        Shares withoutAudio = new Shares();
        withoutAudio.add(alignment);
        System.out.printf(Locale.ROOT, "hour: alignment against the recognized words alone (best of 3) %.2f s = %.0fx real time%n",
                textOnly, seconds / textOnly);
        System.out.println("hour:   " + withoutAudio.summary());
        double listening = timedWithAudio("as recognized", transcriber, media, recognized, imported, info);

        // The same with a quarter of the recognizer's words taken away: many more stretches to listen for.
        Random random = new Random(14);
        List<RecognizedWord> holed = heard.stream().filter(w -> random.nextInt(4) != 0).toList();
        timedWithAudio("a quarter of the recognized words taken away", transcriber, media,
                BUILDER.build(holed, info.durationMillis(), "en"), imported, info);
        System.out.printf(Locale.ROOT, "hour: recognition + alignment as recognized, listening: %.1f s = %.1fx real time "
                + "(the machine pass of the import with one recognizer; the server recognizes in a lane per recognizer)%n",
                recognition + build + listening, seconds / (recognition + build + listening));
    }

    /** @return the seconds the alignment took */
    private static double timedWithAudio(String label, MediaTranscriber transcriber, Path media, ElementList recognized,
                                       ImportedTranscript imported, MediaInfo info) throws IOException {
        AtomicInteger listened = new AtomicInteger();
        long start = System.nanoTime();
        Alignment withAudio;
        try (StretchListener listener = new StretchListener(transcriber, media, "en")) {
            withAudio = ALIGNER.align(recognized, imported, info.durationMillis(), stretch -> {
                listened.incrementAndGet();
                return listener.align(stretch);
            });
        }
        double took = elapsed(start);
        Shares shares = new Shares();
        shares.add(withAudio);
        System.out.printf(Locale.ROOT, "hour: %s, listening for the %d disagreeing stretches: %.1f s = %.0fx real time (%.0f ms a stretch)%n",
                label, listened.get(), took, info.durationSeconds() / took, listened.get() == 0 ? 0 : 1000 * took / listened.get());
        System.out.println("hour:   " + shares.summary());
        return took;
    }

    private static ImportedTranscript transcript(ImportFormat format, List<String> texts, List<long[]> times) {
        List<ImportedCue> cues = new ArrayList<>();
        for (int c = 0; c < texts.size(); c++) {
            cues.add(times == null ? new ImportedCue(null, null, null, texts.get(c))
                    : new ImportedCue(times.get(c)[0], times.get(c)[1], null, texts.get(c)));
        }
        return new ImportedTranscript(format, cues);
    }

    private static List<AlignedToken> wordsOf(Alignment alignment) {
        return alignment.timed().stream().filter(t -> t.token().isWord()).toList();
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.split("\\s+")).filter(w -> !w.isBlank()).toList();
    }

    private static String fold(String word) {
        return word.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}']", "");
    }

    /**
     * For each reference word, the recognizer word it agrees with (same folded spelling) in a
     * minimal word-level edit alignment of the two texts, or -1.
     */
    static int[] agreeing(List<String> reference, List<String> heard) {
        int n = reference.size();
        int m = heard.size();
        int[][] cost = new int[n + 1][m + 1];
        for (int i = 0; i <= n; i++) {
            cost[i][0] = i;
        }
        for (int j = 0; j <= m; j++) {
            cost[0][j] = j;
        }
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                int same = fold(reference.get(i - 1)).equals(fold(heard.get(j - 1))) ? 0 : 1;
                cost[i][j] = Math.min(cost[i - 1][j - 1] + same, Math.min(cost[i - 1][j], cost[i][j - 1]) + 1);
            }
        }
        int[] pairs = new int[n];
        Arrays.fill(pairs, -1);
        for (int i = n, j = m; i > 0 && j > 0; ) {
            boolean same = fold(reference.get(i - 1)).equals(fold(heard.get(j - 1)));
            if (cost[i][j] == cost[i - 1][j - 1] + (same ? 0 : 1)) {
                if (same) {
                    pairs[i - 1] = j - 1;
                }
                i--;
                j--;
            } else if (cost[i][j] == cost[i - 1][j] + 1) {
                i--;
            } else {
                j--;
            }
        }
        return pairs;
    }

    private static double elapsed(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
