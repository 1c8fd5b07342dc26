package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Speaker;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * get_caption's and get_transcript's {@code mixed}: the audio description interleaved with the
 * dialogue in one list. Each description is a turn of its own of a speaker named
 * {@value #DESCRIPTION_SPEAKER}, appended to the dialogue's speakers, in time order among the
 * dialogue's turns (at the same time, the dialogue first), so the caption and transcript options
 * treat it as any speaker's turn: a speaker mark before it ({@code >> Description: Music plays.}),
 * and the dialogue after it marked as a change of speaker again.
 */
public final class MixDescriptions {
    public static final String DESCRIPTION_SPEAKER = "Description";

    private MixDescriptions() {
    }

    public static ElementList mixed(ElementList dialogue, ElementList description) {
        List<Speaker> speakers = new ArrayList<>(dialogue.speakers());
        int describer = speakers.stream().mapToInt(Speaker::id).max().orElse(-1) + 1;
        speakers.add(new Speaker(DESCRIPTION_SPEAKER, describer, "UNKNOWN"));
        List<Segment> segments = new ArrayList<>(dialogue.segments());
        for (Segment d : description.segments()) {
            segments.add(new Segment(d.sequences(), true, describer, d.interpolated(), d.startTime(), d.endTime()));
        }
        // A stable sort: at the same time the dialogue, added first, stays first.
        segments.sort(Comparator.comparingLong(Segment::startTime));
        for (int i = 1; i < segments.size(); i++) {
            Segment s = segments.get(i);
            if (!s.speakerChange() && !Objects.equals(s.speakerId(), segments.get(i - 1).speakerId())) {
                segments.set(i, new Segment(s.sequences(), true, s.speakerId(), s.interpolated(), s.startTime(), s.endTime()));
            }
        }
        return new ElementList(dialogue.version(), Math.min(dialogue.startTime(), description.startTime()),
                Math.max(dialogue.endTime(), description.endTime()), dialogue.language(), segments, speakers,
                dialogue.keywords(), dialogue.topics());
    }
}
