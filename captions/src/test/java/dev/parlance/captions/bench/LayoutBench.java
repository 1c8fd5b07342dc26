package dev.parlance.captions.bench;

import dev.parlance.captions.LongElementLists;
import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.layout.CaptionLayout;
import dev.parlance.captions.layout.Cue;
import dev.parlance.captions.layout.FormatLimits;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.transform.TextOptions;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Random;

/**
 * Not a test: times text transforms plus layout of a synthetic 3-hour, ~30,000-word ElementList
 * (two speakers, fillers, sounds, pauses) with default options. Prints the best of 5 warm runs,
 * wall-clock and CPU time of the measuring thread.
 * Run after {@code ./mvnw -o -q test-compile -pl captions}:
 * {@code java -cp captions/target/classes:captions/target/test-classes dev.parlance.captions.bench.LayoutBench}
 */
public final class LayoutBench {
    private LayoutBench() {
    }

    public static void main(String[] args) {
        ElementList list = LongElementLists.threeHours(new Random(7));
        long words = TestElementLists.tokens(list).stream().filter(t -> t.isWord()).count();
        System.out.printf("ElementList: %d words, %.1f hours%n", words, list.endTime() / 3_600_000.0);
        CaptionLayout layout = new CaptionLayout(LayoutOptions.defaults(), FormatLimits.NONE);
        TextOptions text = TextOptions.defaults();
        List<Cue> cues = List.of();
        for (int i = 0; i < 15; i++) { // warm-up: let the JIT compile the hot paths
            cues = layout.cues(text.apply(list));
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long best = Long.MAX_VALUE;
        long bestCpu = Long.MAX_VALUE;
        long bestTransform = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            long cpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            ElementList transformed = text.apply(list);
            long transformedAt = System.nanoTime();
            cues = layout.cues(transformed);
            best = Math.min(best, System.nanoTime() - start);
            bestCpu = Math.min(bestCpu, threads.getCurrentThreadCpuTime() - cpu);
            bestTransform = Math.min(bestTransform, transformedAt - start);
        }
        // CPU time of this thread is what the work costs; wall time also counts waiting for a core
        // on a busy machine.
        System.out.printf("transform + layout: %d cues, best of 5: %d ms wall, %d ms CPU (transform alone %d ms wall)%n",
                cues.size(), best / 1_000_000, bestCpu / 1_000_000, bestTransform / 1_000_000);
    }
}
