package dev.parlance.captions.bench;

import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.CaptionWriter;
import dev.parlance.captions.format.CaptionWriters;
import dev.parlance.captions.format.TestTracks;
import dev.parlance.captions.format.TextOutput;
import dev.parlance.captions.format.WriterOptions;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.transcript.TranscriptFileFormat;
import dev.parlance.captions.transcript.TranscriptOptions;
import dev.parlance.captions.transcript.TranscriptWriter;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writing speed on a three-hour lecture: about 2,500 cues in every caption format and about
 * 32,000 words in every transcript format, each written as UTF-8 bytes in memory. Prints the
 * best of five runs after warming up, in milliseconds; the target is under 300 ms per format.
 * Not a test (timings depend on the machine). Run it with:
 * <pre>
 * ./mvnw -o -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt -pl captions
 * java -cp captions/target/classes:captions/target/test-classes:$(cat captions/target/cp.txt) \
 *     dev.parlance.captions.bench.WriterBench
 * </pre>
 */
public final class WriterBench {
    private static final int WARM_UPS = 5;
    private static final int RUNS = 5;

    private WriterBench() {
    }

    public static void main(String[] args) throws IOException {
        CaptionTrack track = TestTracks.lecture(2_500);
        long lastEnd = track.cues().getLast().end();
        System.out.printf("Caption track: %d cues, %d:%02d of media%n", track.cues().size(), lastEnd / 3_600_000, lastEnd / 60_000 % 60);
        for (CaptionFormat format : CaptionFormat.values()) {
            CaptionWriter writer = CaptionWriters.create(format, WriterOptions.defaults());
            long bytes = 0;
            for (int i = 0; i < WARM_UPS; i++) {
                bytes = captions(writer, track);
            }
            long best = Long.MAX_VALUE;
            for (int i = 0; i < RUNS; i++) {
                long start = System.nanoTime();
                captions(writer, track);
                best = Math.min(best, System.nanoTime() - start);
            }
            System.out.printf("  %-10s %7.1f ms  %,10d bytes%n", format, best / 1e6, bytes);
        }
        ElementList list = lecture(3 * 3_600_000L);
        System.out.printf("Transcript: %d segments%n", list.segments().size());
        for (TranscriptFileFormat format : TranscriptFileFormat.values()) {
            TranscriptWriter writer = new TranscriptWriter(TranscriptOptions.builder().fileFormat(format).build());
            long bytes = 0;
            for (int i = 0; i < WARM_UPS; i++) {
                bytes = transcript(writer, list);
            }
            long best = Long.MAX_VALUE;
            for (int i = 0; i < RUNS; i++) {
                long start = System.nanoTime();
                transcript(writer, list);
                best = Math.min(best, System.nanoTime() - start);
            }
            System.out.printf("  %-10s %7.1f ms  %,10d bytes%n", format, best / 1e6, bytes);
        }
    }

    private static long captions(CaptionWriter writer, CaptionTrack track) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
        TextOutput.defaults().write(writer, track, out);
        return out.size();
    }

    private static long transcript(TranscriptWriter writer, ElementList list) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
        writer.write(list, "Thermodynamics, lecture 3", out);
        return out.size();
    }

    /** About 180 words a minute in segments of two sentences, a speaker change every fifth segment. */
    private static ElementList lecture(long duration) {
        String[] words = ("so the next thing we want to look at is how the energy of the system changes when we add heat "
                + "and do work on it which is what the first law tells us").split(" ");
        List<Segment> segments = new ArrayList<>();
        long t = 0;
        int w = 0;
        int s = 0;
        while (t < duration) {
            List<Token> tokens = new ArrayList<>();
            long start = t;
            for (int sentence = 0; sentence < 2; sentence++) {
                for (int i = 0; i < 14; i++) {
                    String word = words[w++ % words.length];
                    tokens.add(Token.word(word, i == 0 ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word, t, t + 280));
                    t += 333;
                }
                tokens.add(Token.punctuation(".", t));
                t += 400;
            }
            boolean change = s++ % 5 == 0;
            segments.add(new Segment(List.of(new Sequence(tokens, false, start, t, 0.9)), change, change ? s % 2 : null, false, start, t));
        }
        return new ElementList(3, 0, t, "EN_US", segments,
                List.of(new Speaker("Professor", 0, "UNKNOWN"), new Speaker("Student", 1, "UNKNOWN")), Map.of(), Map.of());
    }
}
