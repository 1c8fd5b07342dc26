package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionLayout;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.FormatLimits;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Tracks laid out by the real layout from random word timings (seeded, so a failure repeats) under
 * a random maximum_caption_duration: for checking that what a writer writes keeps the limit after
 * its own rounding of times. Word times start anywhere within the millisecond, words run long or
 * are glued together, silences vary, so cue boundaries fall on every phase of a format's time unit.
 */
public final class RandomTimedTracks {
    private static final String[] WORDS = "we choose to go to the moon in this decade and do the other things not because they are easy"
            .split(" ");

    private RandomTimedTracks() {
    }

    /** A maximum between 100 ms (the least allowed) and 6 s, often round numbers such as 2500 (as clients send them). */
    public static int randomMaximum(Random random) {
        return switch (random.nextInt(4)) {
            case 0 -> 100 + random.nextInt(200);
            case 1 -> 300 + random.nextInt(5700);
            default -> 500 * (1 + random.nextInt(12));
        };
    }

    /** A track for {@code format} laid out with the given maximum and otherwise random options. */
    public static CaptionTrack track(Random random, CaptionFormat format, int maximumMs) {
        LayoutOptions options = LayoutOptions.builder()
                .maximumCaptionDuration(maximumMs)
                .minimumCaptionLengthMs(random.nextBoolean() ? null : random.nextInt(maximumMs * 2))
                .minimumGapBetweenCaptionsMs(random.nextBoolean() ? null : random.nextInt(100))
                .mergeGapInterval(random.nextInt(2000))
                .layoutTargetCaptionLengthMs(500 + random.nextInt(6000))
                .charactersPerCaptionLine(15 + random.nextInt(30))
                .linesPerCaption(1 + random.nextInt(3))
                .minimumDisplayMs(random.nextInt(3000))
                .build();
        FormatLimits limits = new FormatLimits(format.maxColumns(), format.maxRows(), format.roundingMs());
        return new CaptionLayout(options, limits).track(words(random), "Random", TestTracks.JOB_ID);
    }

    private static ElementList words(Random random) {
        List<Token> tokens = new ArrayList<>();
        long clock = random.nextInt(5000);
        int count = 5 + random.nextInt(120);
        for (int i = 0; i < count; i++) {
            long length = random.nextInt(10) == 0 ? 1500 + random.nextInt(6000) : 1 + random.nextInt(700);
            String word = WORDS[random.nextInt(WORDS.length)];
            tokens.add(Token.word(word, word, clock, clock + length));
            clock += length + (random.nextInt(6) == 0 ? random.nextInt(2500) : random.nextInt(60));
            if (random.nextInt(7) == 0) {
                tokens.add(Token.punctuation(".", clock));
            }
        }
        Sequence sequence = new Sequence(tokens, false, tokens.getFirst().startTime(), clock, 0.9);
        Segment segment = new Segment(List.of(sequence), false, null, false, tokens.getFirst().startTime(), clock);
        return new ElementList(3, 0, clock, "EN_US", List.of(segment), List.of(), Map.of(), Map.of());
    }
}
