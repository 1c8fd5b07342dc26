package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Turns of a speaker who is not in a list (text read on screen, an audio description) put into it:
 * the speaker is added after the list's own, and each turn goes in time order among the list's
 * turns (at the same time, the list's first). A turn that starts while someone speaks comes after
 * their sentence, not after their whole turn, which is cut there. Every turn whose speaker differs
 * from the one before is a speaker change, so the caption and transcript options mark it as they
 * mark any speaker, and the list's speech after it as a change again.
 */
public final class AddedTurns {
    private AddedTurns() {
    }

    /** @param turns in time order; their speakers are replaced by the added one */
    public static ElementList interleaved(ElementList list, List<Segment> turns, String speakerName) {
        List<Speaker> speakers = new ArrayList<>(list.speakers());
        int added = speakers.stream().mapToInt(Speaker::id).max().orElse(-1) + 1;
        speakers.add(new Speaker(speakerName, added, "UNKNOWN"));
        List<Segment> segments = new ArrayList<>(list.segments());
        long end = list.endTime();
        for (Segment turn : turns) {
            int at = 0;
            while (at < segments.size() && segments.get(at).startTime() <= turn.startTime()) {
                at++;
            }
            if (at > 0 && segments.get(at - 1).endTime() > turn.startTime()) {
                cutAfterSentence(segments, at - 1, turn.startTime()); // its later sentences follow the turn
            }
            segments.add(at, new Segment(turn.sequences(), true, added, turn.interpolated(), turn.startTime(), turn.endTime()));
            end = Math.max(end, turn.endTime());
        }
        for (int i = 1; i < segments.size(); i++) {
            Segment s = segments.get(i);
            if (!s.speakerChange() && !Objects.equals(s.speakerId(), segments.get(i - 1).speakerId())) {
                segments.set(i, new Segment(s.sequences(), true, s.speakerId(), s.interpolated(), s.startTime(), s.endTime()));
            }
        }
        long start = turns.isEmpty() ? list.startTime() : Math.min(list.startTime(), turns.getFirst().startTime());
        return new ElementList(list.version(), start, end, list.language(), segments, speakers, list.keywords(), list.topics());
    }

    /**
     * Cuts the segment at {@code index} after its last sentence that ends by {@code time}, when
     * sentences follow it; the later part becomes the segment after it.
     */
    private static void cutAfterSentence(List<Segment> segments, int index, long time) {
        Segment speaking = segments.get(index);
        List<Sequence> sentences = speaking.sequences();
        int cut = 1;
        while (cut < sentences.size() && sentences.get(cut - 1).endTime() <= time) {
            cut++;
        }
        if (cut >= sentences.size()) {
            return;
        }
        List<Sequence> before = sentences.subList(0, cut);
        List<Sequence> after = sentences.subList(cut, sentences.size());
        segments.set(index, new Segment(before, speaking.speakerChange(), speaking.speakerId(), speaking.interpolated(),
                speaking.startTime(), before.getLast().endTime()));
        segments.add(index + 1, new Segment(after, false, speaking.speakerId(), speaking.interpolated(),
                after.getFirst().startTime(), speaking.endTime()));
    }
}
