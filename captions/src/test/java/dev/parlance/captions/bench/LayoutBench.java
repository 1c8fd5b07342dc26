package dev.parlance.captions.bench;

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
    private static final String[] WORDS = ("the library community people evening visitors families budget council "
            + "books building history town winter classroom meeting internet connection month percent years "
            + "student job semester shelter place program hours doors staff reading children service future "
            + "was is are have has had will would could should think know said went made took kept found asked "
            + "and but so because when while if that which who with for from about into over under after before "
            + "we they you I it she he our their this these a an of to in on at by very really always "
            + "um uh gonna wanna kinda").split(" ");
    private static final String[] NAMES = {"Maria", "Lopez", "Michigan", "Ann", "Arbor", "David", "Chen"};

    private LayoutBench() {
    }

    public static void main(String[] args) {
        ElementList list = threeHours(new Random(7));
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

    /** About 30,000 words at conversational speed: three hours. */
    static ElementList threeHours(Random random) {
        TestElementLists.Builder builder = TestElementLists.builder();
        String[] speakers = {"Maria Lopez", "David Chen"};
        int words = 0;
        for (int turn = 0; words < 30_000; turn++) {
            builder.pause(200 + random.nextInt(900)).speaker(speakers[turn % 2]);
            int sentences = 1 + random.nextInt(6);
            for (int s = 0; s < sentences; s++) {
                String sentence = sentence(random);
                words += sentence.split(" ").length;
                builder.say(sentence);
                if (random.nextInt(20) == 0) {
                    builder.say("[MUSIC]");
                }
            }
        }
        return builder.build();
    }

    private static String sentence(Random random) {
        StringBuilder sentence = new StringBuilder();
        int length = 4 + random.nextInt(18);
        for (int w = 0; w < length; w++) {
            String word = random.nextInt(25) == 0 ? NAMES[random.nextInt(NAMES.length)] : WORDS[random.nextInt(WORDS.length)];
            sentence.append(w == 0 ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word);
            if (w + 1 < length && random.nextInt(9) == 0) {
                sentence.append(',');
            }
            sentence.append(' ');
        }
        return sentence.toString().strip() + (random.nextInt(5) == 0 ? "?" : ".");
    }
}
