package dev.parlance.captions.align;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The previous version's words and sounds in order, with their times made safe to keep: inside
 * the media, never ending before they start, starts never going back.
 */
final class PreviousWords {
    final List<String> texts = new ArrayList<>();
    final boolean[] sounds;
    final boolean[] runStarts;
    final long[] starts;
    final long[] ends;
    /** The speaker of each word, or null. */
    final Speaker[] speakers;

    private PreviousWords(ElementList list, long mediaMillis) {
        List<Boolean> sound = new ArrayList<>();
        List<Boolean> runStart = new ArrayList<>();
        List<long[]> times = new ArrayList<>();
        List<Speaker> speakerOf = new ArrayList<>();
        for (Segment segment : list.segments()) {
            Speaker speaker = speaker(list, segment.speakerId());
            for (Sequence sequence : segment.sequences()) {
                boolean afterWord = false;
                for (Token token : sequence.tokens()) {
                    if (token.isPunctuation()) {
                        afterWord = false;
                        continue;
                    }
                    boolean isSound = token.isSound();
                    texts.add(isSound ? tag(token) : token.value() != null ? token.value() : String.valueOf(token.displayAs()));
                    sound.add(isSound);
                    runStart.add(!afterWord);
                    times.add(new long[] {token.startTime(), token.endTime()});
                    speakerOf.add(speaker);
                    afterWord = !isSound;
                }
            }
        }
        int n = texts.size();
        sounds = new boolean[n];
        runStarts = new boolean[n];
        starts = new long[n];
        ends = new long[n];
        speakers = speakerOf.toArray(Speaker[]::new);
        long floor = 0;
        for (int i = 0; i < n; i++) {
            sounds[i] = sound.get(i);
            runStarts[i] = runStart.get(i);
            starts[i] = Math.min(Math.max(times.get(i)[0], floor), mediaMillis);
            ends[i] = Math.min(Math.max(times.get(i)[1], starts[i]), mediaMillis);
            floor = starts[i];
        }
    }

    static PreviousWords of(ElementList list, long mediaMillis) {
        return new PreviousWords(list, mediaMillis);
    }

    int size() {
        return texts.size();
    }

    private static String tag(Token token) {
        String tag = token.tags().isEmpty() ? token.value() : token.tags().getFirst();
        return tag == null ? "UNKNOWN" : tag.toUpperCase(Locale.ROOT);
    }

    private static Speaker speaker(ElementList list, Integer id) {
        if (id == null) {
            return null;
        }
        for (Speaker speaker : list.speakers()) {
            if (speaker.id() == id) {
                return speaker;
            }
        }
        return id >= 0 && id < list.speakers().size() ? list.speakers().get(id) : new Speaker(null, id, "UNKNOWN");
    }
}
