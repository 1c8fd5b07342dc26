package dev.parlance.captions.layout;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.SoundTag;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random ElementLists (seeded, so a failure repeats) under random options: cues never overlap,
 * times only move forward, every cue lasts, limits hold, and no word is lost or reordered. The
 * generator also produces what real recognizers do: overlapping word times, zero-length words,
 * words longer than a line, long silences, sound tokens.
 */
class CaptionLayoutPropertyTest {
    private static final String[] VOCABULARY = ("the a of and to in is you that it he was for on are as with his they "
            + "I at be this have from or one had by word but not what all were we when your can said there use an "
            + "each which she do how their if will up other about out many then them these so some her would make "
            + "like him into time has look two more write go see number no way could people my than first water "
            + "London Maria Lopez extraordinarily internationalisation responsibilities").split(" ");
    private static final SoundTag[] SOUNDS = {SoundTag.MUSIC, SoundTag.LAUGH, SoundTag.NOISE, SoundTag.BLANK_AUDIO, SoundTag.APPLAUSE};

    @Test
    void cuesNeverOverlapAndKeepEveryWordInOrder() {
        Random random = new Random(20240611L);
        for (int round = 0; round < 300; round++) {
            ElementList list = randomList(random);
            LayoutOptions options = randomOptions(random);
            FormatLimits limits = random.nextInt(4) == 0 ? FormatLimits.CEA_608 : FormatLimits.NONE;
            List<Cue> cues = new CaptionLayout(options, limits).cues(list);
            String context = "round " + round + " with " + options + " " + limits;

            long previousEnd = Long.MIN_VALUE;
            long minGap = options.minimumGapBetweenCaptionsMs().orElse(0);
            int rows = Math.min(options.linesPerCaption(), limits.maxRows());
            int columns = Math.min(options.charactersPerCaptionLine(), limits.maxColumns());
            for (Cue cue : cues) {
                assertThat(cue.end()).as(context).isGreaterThan(cue.start());
                if (previousEnd != Long.MIN_VALUE) {
                    assertThat(cue.start()).as(context).isGreaterThanOrEqualTo(previousEnd + minGap);
                }
                previousEnd = cue.end();
                assertThat(cue.lines()).as(context).isNotEmpty().hasSizeLessThanOrEqualTo(rows);
                options.maximumCaptionDuration().ifPresent(max -> assertThat(cue.end() - cue.start()).as(context).isLessThanOrEqualTo(max));
                if (options.displaySpeakerId() == SpeakerDisplay.NO && !options.disallowDangling()) {
                    assertThat(cue.lines()).as(context).allMatch(l -> l.length() <= columns || !l.contains(" "));
                }
            }
            assertEveryWordInOrder(list, cues, context);
        }
    }

    private static void assertEveryWordInOrder(ElementList list, List<Cue> cues, String context) {
        StringBuilder all = new StringBuilder();
        cues.forEach(c -> all.append(String.join(" ", c.lines())).append(' '));
        int at = 0;
        for (Segment segment : list.segments()) {
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    if (!token.isPunctuation()) {
                        int found = all.indexOf(token.displayAs(), at);
                        assertThat(found).as(context + ": " + token.displayAs() + " after " + at).isGreaterThanOrEqualTo(0);
                        at = found + token.displayAs().length();
                    }
                }
            }
        }
    }

    private static ElementList randomList(Random random) {
        List<Speaker> speakers = List.of(new Speaker("Ann", 0, "FEMALE"), new Speaker(null, 1, "UNKNOWN"), new Speaker("Bob", 2, "MALE"));
        List<Segment> segments = new ArrayList<>();
        long clock = random.nextInt(3000);
        int segmentCount = 1 + random.nextInt(12);
        Integer speaker = null;
        for (int s = 0; s < segmentCount; s++) {
            Integer next = random.nextInt(5) == 0 ? null : random.nextInt(3);
            boolean change = next != null && !next.equals(speaker) || random.nextInt(6) == 0;
            speaker = next;
            List<Sequence> sequences = new ArrayList<>();
            long segmentStart = clock;
            int sentences = 1 + random.nextInt(4);
            for (int q = 0; q < sentences; q++) {
                List<Token> tokens = new ArrayList<>();
                int words = random.nextInt(25);
                for (int w = 0; w < words; w++) {
                    int roll = random.nextInt(30);
                    if (roll == 0) {
                        long length = 200 + random.nextInt(5000);
                        tokens.add(Token.sound(SOUNDS[random.nextInt(SOUNDS.length)], clock, clock + length));
                        clock += length;
                    } else {
                        String word = VOCABULARY[random.nextInt(VOCABULARY.length)];
                        long start = random.nextInt(15) == 0 ? Math.max(0, clock - random.nextInt(400)) : clock;
                        long length = random.nextInt(20) == 0 ? 0 : 80 + random.nextInt(600);
                        tokens.add(Token.word(word.toLowerCase(), w == 0 ? capital(word) : word, start, start + length));
                        clock = Math.max(clock, start + length);
                        if (random.nextInt(8) == 0) {
                            tokens.add(Token.punctuation(",", clock));
                        }
                    }
                    clock += random.nextInt(10) == 0 ? random.nextInt(4000) : random.nextInt(120);
                }
                if (!tokens.isEmpty() && random.nextBoolean()) {
                    tokens.add(Token.punctuation(random.nextBoolean() ? "." : "?", clock));
                }
                if (!tokens.isEmpty()) {
                    sequences.add(new Sequence(tokens, false, tokens.getFirst().startTime(), clock, 0.9));
                }
                clock += random.nextInt(800);
            }
            if (!sequences.isEmpty()) {
                segments.add(new Segment(sequences, change, speaker, false, segmentStart, clock));
            }
        }
        return new ElementList(3, 0, clock, "EN_US", segments, speakers, Map.of(), Map.of());
    }

    private static String capital(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }

    private static LayoutOptions randomOptions(Random random) {
        return LayoutOptions.builder()
                .captionWordsMin(1 + random.nextInt(4))
                .captionBySentence(random.nextBoolean())
                .charactersPerCaptionLine(10 + random.nextInt(50))
                .disallowDangling(random.nextInt(4) == 0)
                .displaySpeakerId(SpeakerDisplay.values()[random.nextInt(3)])
                .layoutTargetCaptionLengthMs(1000 + random.nextInt(8000))
                .lineBreakOnSentence(random.nextBoolean())
                .linesPerCaption(1 + random.nextInt(4))
                .maximumCaptionDuration(random.nextBoolean() ? null : 800 + random.nextInt(8000))
                .mergeGapInterval(random.nextInt(1500))
                .minimumCaptionLengthMs(random.nextBoolean() ? null : 200 + random.nextInt(2000))
                .minimumGapBetweenCaptionsMs(random.nextBoolean() ? null : random.nextInt(200))
                .silenceMaxMs(300 + random.nextInt(3000))
                .singleSpeakerPerCaption(random.nextBoolean())
                .soundThreshold(random.nextBoolean() ? null : random.nextInt(3000))
                .soundTokensByCaption(random.nextInt(4) == 0)
                .soundTokensByLine(random.nextInt(4) == 0)
                .soundTokensByCaptionList(random.nextBoolean() ? LayoutOptions.DEFAULT_SOUND_LIST : Set.of("LAUGH"))
                .speakerOnNewLine(random.nextBoolean())
                .maxCharactersPerSecond(10 + random.nextInt(20))
                .minimumDisplayMs(random.nextInt(1500))
                .build();
    }
}
