package dev.parlance.description;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.SoundTag;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.elementlist.ElementListBuilder;
import dev.parlance.screen.ScreenText;
import dev.parlance.speech.sounds.SoundEvent;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The machine's audio description: what it heard where nobody speaks ("Music plays.") and what it
 * read on screen ("On screen: Quarterly results."), each placed in a gap between dialogue of at
 * least {@code minGapMillis}: in the gap where it happens, or the next one with room, never over
 * speech. A description lasts as long as a voice takes to read it ({@value #WORDS_PER_SECOND} words
 * a second, espeak-ng's 160 words a minute) but no longer than its gap; descriptions in one gap
 * follow each other. It is what a machine can know, not what a describer would write: it says
 * nothing of what is seen but not written.
 */
public final class DescriptionDraft {
    static final double WORDS_PER_SECOND = 160 / 60.0;
    /** Room kept between two descriptions in one gap, and before the dialogue resumes. */
    private static final long BREATH_MILLIS = 200;
    private static final Speaker DESCRIBER = new Speaker("Description", 0, "UNKNOWN");
    private static final Map<SoundTag, String> SOUNDS = Map.of(SoundTag.MUSIC, "Music plays.", SoundTag.APPLAUSE, "Applause.",
            SoundTag.LAUGH, "Laughter.", SoundTag.NOISE, "Noise.");

    private DescriptionDraft() {
    }

    /** A stretch without dialogue, and how much of it descriptions have taken. */
    private static final class Gap {
        final long start;
        final long end;
        long free;

        Gap(long start, long end) {
            this.start = start;
            this.end = end;
            this.free = start;
        }
    }

    private record Item(long at, String text) {
    }

    /**
     * @param dialogue the job's list: its spoken words mark where descriptions cannot go (sounds and
     *                 text read on screen in it are not speech)
     */
    public static ElementList of(ElementList dialogue, List<SoundEvent> sounds, List<ScreenText> screen, long mediaMillis,
                                 long minGapMillis) {
        List<Gap> gaps = gaps(dialogue, mediaMillis, minGapMillis);
        List<Item> items = new ArrayList<>();
        for (SoundEvent sound : sounds) {
            String text = SOUNDS.get(sound.tag());
            if (text != null) {
                items.add(new Item(sound.startMillis(), text));
            }
        }
        for (ScreenText line : screen) {
            String text = line.text().strip();
            items.add(new Item(line.startMillis(), "On screen: " + text + (text.matches(".*[.!?]$") ? "" : ".")));
        }
        items.sort(Comparator.comparingLong(Item::at));
        List<Segment> segments = new ArrayList<>();
        for (Item item : items) {
            long reading = Math.round(item.text().split("\\s+").length / WORDS_PER_SECOND * 1000);
            for (Gap gap : gaps) {
                long at = Math.max(gap.free, Math.max(gap.start, item.at()));
                if (gap.end <= item.at() || gap.end - at < Math.min(reading, minGapMillis) - BREATH_MILLIS) {
                    continue; // over before it happens, or no room left
                }
                long end = Math.min(gap.end - BREATH_MILLIS, at + reading);
                end = Math.max(end, at + 1);
                List<Token> tokens = ElementListBuilder.spreadTokens(item.text(), at, end);
                segments.add(new Segment(List.of(new Sequence(tokens, false, at, end, 1.0)), true, DESCRIBER.id(), false, at, end));
                gap.free = end + BREATH_MILLIS;
                break;
            }
        }
        segments.sort(Comparator.comparingLong(Segment::startTime));
        long end = Math.max(mediaMillis, segments.stream().mapToLong(Segment::endTime).max().orElse(0));
        return new ElementList(ElementListBuilder.VERSION, 0, end, dialogue.language(), segments, List.of(DESCRIBER), null, null);
    }

    /** A description with nothing in it yet, over the dialogue's length: where a describer starts without a draft. */
    public static ElementList empty(ElementList dialogue) {
        return new ElementList(ElementListBuilder.VERSION, 0, dialogue.endTime(), dialogue.language(), List.of(),
                List.of(DESCRIBER), null, null);
    }

    /** The stretches between spoken words, at least {@code minGapMillis} long, from the media's start to its end. */
    static List<Gap> gaps(ElementList dialogue, long mediaMillis, long minGapMillis) {
        List<long[]> spoken = new ArrayList<>();
        for (Segment segment : dialogue.segments()) {
            if (ElementListBuilder.isScreenText(segment, dialogue)) {
                continue;
            }
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    if (token.isWord()) {
                        spoken.add(new long[] {token.startTime(), token.endTime()});
                    }
                }
            }
        }
        spoken.sort(Comparator.comparingLong(w -> w[0]));
        List<Gap> gaps = new ArrayList<>();
        long from = 0;
        for (long[] word : spoken) {
            if (word[0] - from >= minGapMillis) {
                gaps.add(new Gap(from, word[0]));
            }
            from = Math.max(from, word[1]);
        }
        long end = Math.max(mediaMillis, from);
        if (end - from >= minGapMillis) {
            gaps.add(new Gap(from, end));
        }
        return gaps;
    }
}
