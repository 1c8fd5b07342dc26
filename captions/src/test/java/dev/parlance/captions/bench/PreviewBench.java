package dev.parlance.captions.bench;

import dev.parlance.captions.LongElementLists;
import dev.parlance.captions.align.Alignment;
import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.align.TranscriptAligner;
import dev.parlance.captions.align.TypedTranscripts;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.preview.CaptionPreview;
import dev.parlance.captions.preview.Preview;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.captions.transform.TextOptions;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Random;

/**
 * Not a test: what the editor's caption preview costs the caption engine on a synthetic 3-hour,
 * ~30,000-word transcript: the typed text aligned against the version it was edited from (as the
 * work API's preview route does, without the audio search), then laid out, checked against the
 * NETFLIX_LIKE profile and tied back to the typed words. Texts: unchanged, one word changed, one
 * minute rewritten. Prints p50, p99 and the slowest of 100 warm runs (wall), the median CPU time,
 * and what a preview holds. Run with {@code bench/preview.sh}.
 */
public final class PreviewBench {
    private static final int RUNS = 100;

    private PreviewBench() {
    }

    public static void main(String[] args) {
        ElementList list = LongElementLists.threeHours(new Random(7));
        long media = list.endTime() + 2_000;
        long words = list.segments().stream().flatMap(s -> s.sequences().stream()).flatMap(q -> q.tokens().stream())
                .filter(Token::isWord).count();
        System.out.printf("transcript: %d words, %d turns, %.2f hours%n", words, list.segments().size(), media / 3_600_000.0);
        long minute = media / 2;
        Random random = new Random(3);
        int[] changed = {0};
        EditedTranscript unchanged = TypedTranscripts.typed(list);
        EditedTranscript oneWord = TypedTranscripts.typed(list, (token, shown) ->
                token.isWord() && token.startTime() >= minute && changed[0]++ == 0 ? "library" : shown);
        EditedTranscript rewritten = TypedTranscripts.typed(list, (token, shown) ->
                token.isWord() && token.startTime() >= minute && token.startTime() < minute + 60_000 && random.nextInt(3) == 0
                        ? "council budget" : shown);
        TranscriptAligner aligner = new TranscriptAligner();
        CaptionPreview preview = new CaptionPreview(TextOptions.defaults(), LayoutOptions.defaults(), QualityProfile.NETFLIX_LIKE);

        run("unchanged", unchanged, aligner, preview, list, media);
        run("one word changed", oneWord, aligner, preview, list, media);
        run("one minute rewritten", rewritten, aligner, preview, list, media);
    }

    private static void run(String name, EditedTranscript typed, TranscriptAligner aligner, CaptionPreview preview, ElementList list,
                            long media) {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Preview result = null;
        for (int i = 0; i < 20; i++) { // warm-up: let the JIT compile the hot paths
            result = preview.preview(aligner.align(list, typed, media), typed);
        }
        long[] wall = new long[RUNS];
        long[] cpu = new long[RUNS];
        long[] alignOnly = new long[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            Alignment aligned = aligner.align(list, typed, media);
            long alignedAt = System.nanoTime();
            result = preview.preview(aligned, typed);
            wall[i] = System.nanoTime() - start;
            alignOnly[i] = alignedAt - start;
            cpu[i] = threads.getCurrentThreadCpuTime() - cpuStart;
        }
        Arrays.sort(wall);
        Arrays.sort(cpu);
        Arrays.sort(alignOnly);
        System.out.printf("%s: %d cues, %d violations%n", name, result.cues().size(), result.problems().size());
        System.out.printf("  align + preview: p50 %.1f ms, p99 %.1f ms, max %.1f ms wall; median %.1f ms CPU (align alone p50 %.1f ms)%n",
                ms(wall[RUNS / 2]), ms(wall[RUNS * 99 / 100 - 1]), ms(wall[RUNS - 1]), ms(cpu[RUNS / 2]), ms(alignOnly[RUNS / 2]));
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }
}
