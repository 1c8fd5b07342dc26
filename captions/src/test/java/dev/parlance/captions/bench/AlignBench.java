package dev.parlance.captions.bench;

import dev.parlance.captions.LongElementLists;
import dev.parlance.captions.align.Alignment;
import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.align.Evidence;
import dev.parlance.captions.align.Stretch;
import dev.parlance.captions.align.StretchAligner;
import dev.parlance.captions.align.TimeSpan;
import dev.parlance.captions.align.TranscriptAligner;
import dev.parlance.captions.align.TypedTranscripts;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

/**
 * Not a test: times the alignment engine on a synthetic 3-hour, ~30,000-word transcript (two
 * speakers, music) against edits of it: one word changed; one minute of speech rewritten (its
 * words replaced, some dropped, some added), without and with a stretch aligner (a stand-in that
 * answers at once, so only the engine's own work is timed); and every word changed with
 * probability 12% (an imported human transcript against the machine's); ten minutes rewritten;
 * and every word changed (the worst case: nothing to anchor on). Prints the median and
 * best of 15 warm runs, wall-clock and CPU time of the measuring thread, the memory one alignment
 * allocates, and the live heap holding the transcript, the edit and the result.
 * Run with {@code bench/align.sh}.
 */
public final class AlignBench {
    private static final String[] OTHER_WORDS = ("meanwhile council members debated whether funding should move toward "
            + "evening programs weekend hours digital lending outreach volunteers neighborhood branches seniors "
            + "teenagers tutoring workshops computers printers broadband grants donors").split(" ");

    private AlignBench() {
    }

    public static void main(String[] args) {
        ElementList list = LongElementLists.threeHours(new Random(7));
        long words = list.segments().stream().flatMap(s -> s.sequences().stream()).flatMap(q -> q.tokens().stream())
                .filter(Token::isWord).count();
        long media = list.endTime() + 2_000;
        System.out.printf("transcript: %d words, %d segments, %.2f hours%n", words, list.segments().size(), media / 3_600_000.0);
        Random random = new Random(3);
        long minute = media / 2;

        EditedTranscript oneWord = typed(list, t -> t.startTime() >= minute, random, 1.0, 1);
        EditedTranscript rewritten = typed(list, t -> t.startTime() >= minute && t.startTime() < minute + 60_000, random, 1.0,
                Integer.MAX_VALUE);
        EditedTranscript imported = typed(list, t -> true, random, 0.12, Integer.MAX_VALUE);
        EditedTranscript tenMinutes = typed(list, t -> t.startTime() >= minute && t.startTime() < minute + 600_000, random,
                1.0, Integer.MAX_VALUE);
        EditedTranscript unrelated = typed(list, t -> true, random, 1.0, Integer.MAX_VALUE);
        StretchAligner instantAudio = stretch -> {
            List<TimeSpan> spans = new ArrayList<>();
            long step = Math.max(1, stretch.window().length() / Math.max(1, stretch.words().size()));
            for (int w = 0; w < stretch.words().size(); w++) {
                long start = stretch.window().start() + w * step;
                spans.add(new TimeSpan(start, start + step * 3 / 4));
            }
            return spans;
        };

        TranscriptAligner aligner = new TranscriptAligner();
        run("(a) one word changed", () -> aligner.align(list, oneWord, media));
        run("(b) one minute rewritten", () -> aligner.align(list, rewritten, media));
        run("(b') one minute rewritten, stretch aligner", () -> aligner.align(list, rewritten, media, instantAudio));
        run("(c) 12% of the words changed everywhere", () -> aligner.align(list, imported, media));
        run("(d) ten minutes rewritten", () -> aligner.align(list, tenMinutes, media));
        run("(e) every word changed: an unrelated text", () -> aligner.align(list, unrelated, media));

        System.gc();
        Alignment kept = aligner.align(list, rewritten, media);
        System.gc();
        var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        System.out.printf("live heap after a full collection, holding the transcript, three edits and one result: %d MB (max heap %d MB)%n",
                heap.getUsed() >> 20, heap.getMax() >> 20);
        if (kept.timed().isEmpty()) {
            throw new IllegalStateException("nothing aligned");
        }
    }

    private static void run(String name, java.util.function.Supplier<Alignment> alignment) {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Alignment result = null;
        for (int i = 0; i < 10; i++) { // warm-up: let the JIT compile the hot paths
            result = alignment.get();
        }
        int runs = 15;
        long[] wall = new long[runs];
        long[] cpu = new long[runs];
        long allocated = 0;
        for (int i = 0; i < runs; i++) {
            long cpuStart = threads.getCurrentThreadCpuTime();
            long bytes = threads.getCurrentThreadAllocatedBytes();
            long start = System.nanoTime();
            result = alignment.get();
            wall[i] = System.nanoTime() - start;
            cpu[i] = threads.getCurrentThreadCpuTime() - cpuStart;
            allocated = threads.getCurrentThreadAllocatedBytes() - bytes;
        }
        Arrays.sort(wall);
        Arrays.sort(cpu);
        List<Stretch> stretches = result.stretches();
        System.out.printf("%s%n  kept %d, replaced %d, rewritten %d, interpolated %d, from audio %d; %d stretch(es)%s%n",
                name, result.count(Evidence.KEPT), result.count(Evidence.REPLACED), result.count(Evidence.REWRITTEN),
                result.count(Evidence.INTERPOLATED), result.count(Evidence.AUDIO), stretches.size(),
                stretches.size() == 1 ? " of " + stretches.getFirst().words().size() + " words, window "
                        + stretches.getFirst().window().length() / 1000 + " s" : "");
        System.out.printf("  time: median %.1f ms wall (%.1f ms CPU), best %.1f ms wall; allocates %d MB per alignment%n",
                wall[runs / 2] / 1e6, cpu[runs / 2] / 1e6, wall[0] / 1e6, allocated >> 20);
    }

    /**
     * The list as a person would type it, with up to {@code most} of the words matching
     * {@code edit} replaced by other words (each with probability {@code share}); of those, one in
     * five is dropped and one in seven gets a second word, except for a single change, which is
     * one word for another.
     */
    private static EditedTranscript typed(ElementList list, Predicate<Token> edit, Random random, double share, int most) {
        int[] changes = {0};
        return TypedTranscripts.typed(list, (token, shown) -> {
            if (!token.isWord() || changes[0] >= most || !edit.test(token) || random.nextDouble() >= share) {
                return shown;
            }
            changes[0]++;
            int roll = most == 1 ? 1 : random.nextInt(35);
            return roll % 5 == 0 ? null : OTHER_WORDS[random.nextInt(OTHER_WORDS.length)]
                    + (roll % 7 == 0 ? " " + OTHER_WORDS[random.nextInt(OTHER_WORDS.length)] : "");
        });
    }
}
