package dev.parlance.speech;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.ElementListJson;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Token;
import dev.parlance.elementlist.ElementListBuilder;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskSpeechRecognizer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

/**
 * Accuracy and speed of the whole path (probe, decode, recognize, build), run by
 * {@code bench/recognition.sh}. Not a test: it needs the shared evaluation set.
 *
 * <pre>
 * utterances SPEECH_DIR OUT_DIR THREADS PASSES  every refs.tsv utterance; hypotheses to OUT_DIR
 * long MEDIA OUT_DIR [REFERENCE_TEXT_FILE]       one long file end to end, with memory samples
 * sections MEDIA OUT_DIR REFERENCE_TEXT_FILE LANES LEAD_MS...
 *                                                the long file cut as the service cuts it for LANES
 *                                                lanes, each section decoded from LEAD_MS before it,
 *                                                stitched: the word error rate for each lead
 * </pre>
 */
public final class RecognitionBench {
    private static final MediaProbe PROBE = new MediaProbe(Duration.ofMinutes(1));
    private static final PcmDecoder DECODER = new PcmDecoder(Duration.ofMinutes(2));
    private static final ElementListBuilder BUILDER = new ElementListBuilder();

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "utterances" -> utterances(Path.of(args[1]), Path.of(args[2]), Integer.parseInt(args[3]), Integer.parseInt(args[4]));
            case "long" -> longFile(Path.of(args[1]), Path.of(args[2]), args.length > 3 ? Path.of(args[3]) : null);
            case "sections" -> sections(Path.of(args[1]), Path.of(args[2]), Path.of(args[3]), Integer.parseInt(args[4]),
                    java.util.Arrays.stream(args, 5, args.length).mapToLong(Long::parseLong).toArray());
            default -> throw new IllegalArgumentException("utterances or long");
        }
        System.exit(0);
    }

    private record Result(String id, String raw, String built, double audioSeconds) {
    }

    private static void utterances(Path speechDir, Path out, int threads, int passes) throws Exception {
        Map<String, String> refs = new LinkedHashMap<>();
        for (String line : Files.readAllLines(speechDir.resolve("refs.tsv"))) {
            if (!line.isBlank()) {
                refs.put(line.substring(0, line.indexOf('\t')), line.substring(line.indexOf('\t') + 1));
            }
        }
        long loadStart = System.nanoTime();
        var model = BenchModel.load(out);
        model.get();
        double loadSeconds = seconds(loadStart);
        try (RecognizerPool pool = new RecognizerPool(model, threads, Long.MAX_VALUE)) {
            MediaTranscriber transcriber = new MediaTranscriber(DECODER,
                    new SpeechRecognizers(List.of(new VoskSpeechRecognizer(pool, "en"))));
            // Create every recognizer once, outside the clock: a worker keeps its recognizers for good.
            long warmStart = System.nanoTime();
            runAll(transcriber, speechDir, List.of(refs.keySet().iterator().next()), threads);
            double warmSeconds = seconds(warmStart);

            List<Result> results = new ArrayList<>();
            double cpuBefore = cpuSeconds();
            long started = System.nanoTime();
            for (int pass = 0; pass < passes; pass++) {
                results = runAll(transcriber, speechDir, List.copyOf(refs.keySet()), threads);
            }
            double wall = seconds(started);
            double cpu = cpuSeconds() - cpuBefore;
            double audio = passes * results.stream().mapToDouble(Result::audioSeconds).sum();
            write(out.resolve("hyp-raw.tsv"), results, Result::raw);
            write(out.resolve("hyp-built.tsv"), results, Result::built);
            System.out.printf(Locale.ROOT, "threads=%d model load %.1f s, first recognition (creates recognizers) %.1f s%n",
                    threads, loadSeconds, warmSeconds);
            System.out.printf(Locale.ROOT, "threads=%d %d utterances x %d passes: %.1f s audio in %.1f s wall = %.1f audio-s per wall-s%n",
                    threads, results.size(), passes, audio, wall, audio / wall);
            System.out.printf(Locale.ROOT, "threads=%d JVM CPU %.1f s = %.1f audio-s per CPU-s (independent of other load)%n",
                    threads, cpu, audio / cpu);
            System.out.printf(Locale.ROOT, "threads=%d peak RSS %d MB%n", threads, peakRssMb());
        }
    }

    private static List<Result> runAll(MediaTranscriber transcriber, Path speechDir, List<String> ids, int threads) throws Exception {
        try (ExecutorService workers = Executors.newFixedThreadPool(threads)) {
            List<Future<Result>> futures = new ArrayList<>();
            for (String id : ids) {
                futures.add(workers.submit(() -> recognizeOne(transcriber, id, speechDir.resolve(id + ".wav"))));
            }
            List<Result> results = new ArrayList<>();
            for (Future<Result> future : futures) {
                results.add(future.get());
            }
            return results;
        }
    }

    private static Result recognizeOne(MediaTranscriber transcriber, String id, Path media) throws IOException {
        MediaInfo info = (MediaInfo) PROBE.probe(media);
        Recognition recognition = decoded(transcriber.transcribe(media, "en", 0, SpeechRecognizer.Listener.NONE));
        ElementList list = BUILDER.build(recognition.words(), info.durationMillis(), "en");
        return new Result(id, raw(recognition), shown(list), info.durationSeconds());
    }

    private static void longFile(Path media, Path out, Path referenceText) throws Exception {
        List<String> rss = new ArrayList<>();
        long started = System.nanoTime();
        Thread sampler = Thread.ofPlatform().daemon().start(() -> {
            try {
                while (true) {
                    Thread.sleep(10_000);
                    synchronized (rss) {
                        rss.add(String.format(Locale.ROOT, "%.0fs:%dMB", seconds(started), currentRssMb()));
                    }
                }
            } catch (InterruptedException e) {
                // done
            }
        });
        var model = BenchModel.load(out);
        try (RecognizerPool pool = new RecognizerPool(model, 1, Long.MAX_VALUE)) {
            MediaTranscriber transcriber = new MediaTranscriber(DECODER,
                    new SpeechRecognizers(List.of(new VoskSpeechRecognizer(pool, "en"))));
            MediaInfo info = (MediaInfo) PROBE.probe(media);
            double cpuBefore = cpuSeconds();
            long recognitionStart = System.nanoTime();
            Recognition recognition = decoded(transcriber.transcribe(media, "en", 0, SpeechRecognizer.Listener.NONE));
            ElementList list = BUILDER.build(recognition.words(), info.durationMillis(), "en");
            double recognitionWall = seconds(recognitionStart);
            double cpu = cpuSeconds() - cpuBefore;
            double wall = seconds(started);
            sampler.interrupt();
            String json = ElementListJson.write(list);
            Files.writeString(out.resolve("long-elementlist.json"), json);
            System.out.printf(Locale.ROOT, "long file: %.1f min of %s, %d words, %d segments, ElementList JSON %d KB%n",
                    info.durationSeconds() / 60, info.audioCodec(), recognition.words().size(), list.segments().size(), json.length() / 1024);
            System.out.printf(Locale.ROOT, "long file: end to end %.1f s wall incl. model load = %.1fx real time; "
                            + "decode+recognize+build %.1f s = %.1fx real time%n",
                    wall, info.durationSeconds() / wall, recognitionWall, info.durationSeconds() / recognitionWall);
            System.out.printf(Locale.ROOT, "long file: JVM CPU %.1f s = %.1f audio-s per CPU-s%n", cpu, info.durationSeconds() / cpu);
            System.out.printf(Locale.ROOT, "long file: peak RSS %d MB; RSS every 10 s: %s%n", peakRssMb(), String.join(" ", rss));
            if (referenceText != null) {
                String reference = Files.readString(referenceText);
                System.out.printf(Locale.ROOT, "long file: WER raw %.2f%%, built %.2f%% (Java word alignment, lower-cased, punctuation dropped)%n",
                        100 * WordErrorRate.of(reference, raw(recognition)), 100 * WordErrorRate.of(reference, shown(list)));
            }
        }
    }

    private static void sections(Path media, Path out, Path referenceText, int lanes, long[] leads) throws Exception {
        String reference = Files.readString(referenceText);
        var model = BenchModel.load(out);
        try (RecognizerPool pool = new RecognizerPool(model, 1, Long.MAX_VALUE)) {
            MediaTranscriber transcriber = new MediaTranscriber(DECODER,
                    new SpeechRecognizers(List.of(new VoskSpeechRecognizer(pool, "en"))));
            MediaInfo info = (MediaInfo) PROBE.probe(media);
            List<MediaSection> plan = SectionPlan.of(info.durationMillis(), lanes,
                    Long.getLong("parlance.bench.max-section-ms", SectionPlan.MAX_SECTION_MILLIS));
            for (long lead : leads) {
                double cpuBefore = cpuSeconds();
                List<RecognizedSection> recognized = new ArrayList<>();
                for (MediaSection section : plan) {
                    long from = Math.max(0, section.startMillis() - lead);
                    Recognition recognition = decoded(transcriber.transcribe(media, "en", from, section.decodeEndMillis(),
                            SpeechRecognizer.Listener.NONE));
                    recognized.add(new RecognizedSection(section, recognition.words()));
                }
                List<RecognizedWord> words = SectionStitcher.stitch(recognized);
                String text = words.stream().map(RecognizedWord::text).collect(Collectors.joining(" "));
                System.out.printf(Locale.ROOT, "sections: %d of the %.0f s file, lead %d ms: WER raw %.2f%%, CPU %.1f s%n", plan.size(),
                        info.durationSeconds(), lead, 100 * WordErrorRate.of(reference, text), cpuSeconds() - cpuBefore);
            }
        }
    }

    static Recognition decoded(DecodeResult<Recognition> result) {
        return switch (result) {
            case DecodeResult.Decoded<Recognition> decoded -> decoded.value();
            case DecodeResult.Failed<Recognition> failed -> throw new IllegalStateException(failed.failure().reason());
        };
    }

    private static String raw(Recognition recognition) {
        return recognition.words().stream().map(RecognizedWord::text).collect(Collectors.joining(" "));
    }

    /** The text a transcript shows: display forms with punctuation attached. */
    static String shown(ElementList list) {
        StringBuilder text = new StringBuilder();
        for (Segment segment : list.segments()) {
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    if (!token.isPunctuation() && !text.isEmpty()) {
                        text.append(' ');
                    }
                    text.append(token.displayAs());
                }
            }
        }
        return text.toString();
    }

    private static void write(Path file, List<Result> results, java.util.function.Function<Result, String> text) throws IOException {
        Files.write(file, results.stream().map(r -> r.id() + "\t" + text.apply(r)).toList());
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

    private static double cpuSeconds() {
        return ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO).toNanos() / 1e9;
    }

    private static long peakRssMb() {
        return statusKb("VmHWM:") / 1024;
    }

    private static long currentRssMb() {
        return statusKb("VmRSS:") / 1024;
    }

    /** From /proc/self/status (Linux); -1 elsewhere. */
    private static long statusKb(String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith(field)) {
                    return Long.parseLong(line.substring(field.length()).strip().split("\\s+")[0]);
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return -1024;
    }
}
