package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * emit_speaker_change_tokens_as: puts the marker ({@code >>} by default) and a space in front of
 * the first word of every speaker turn, so "Hello" shows as {@code >> Hello} and every writer that
 * joins tokens with spaces shows it without knowing about it. Being part of the word, the marker is
 * never left alone at a line end. An empty marker changes nothing.
 *
 * <p>The caption layout adds speaker names after the marker ({@code >> Alice: Hello}, the
 * broadcast convention); {@link #split} is how it finds the marker again.
 */
public record SpeakerChangeMarker(String marker) implements TextTransform {
    public static final SpeakerChangeMarker DEFAULT = new SpeakerChangeMarker(">>");

    public SpeakerChangeMarker {
        marker = marker == null ? "" : marker.strip();
    }

    @Override
    public ElementList apply(ElementList list) {
        if (marker.isEmpty()) {
            return list;
        }
        List<Segment> segments = new ArrayList<>(list.segments().size());
        Segment previous = null;
        for (Segment segment : list.segments()) {
            segments.add(SpeakerTurns.startsTurn(previous, segment) ? marked(segment) : segment);
            previous = segment;
        }
        return new ElementList(list.version(), list.startTime(), list.endTime(), list.language(), segments,
                list.speakers(), list.keywords(), list.topics());
    }

    private Segment marked(Segment segment) {
        List<Sequence> sequences = new ArrayList<>(segment.sequences());
        for (int s = 0; s < sequences.size(); s++) {
            List<Token> tokens = sequences.get(s).tokens();
            for (int t = 0; t < tokens.size(); t++) {
                if (tokens.get(t).isWord()) {
                    List<Token> changed = new ArrayList<>(tokens);
                    changed.set(t, Rewrite.withDisplay(tokens.get(t), marker + " " + Rewrite.display(tokens.get(t))));
                    Sequence q = sequences.get(s);
                    sequences.set(s, new Sequence(changed, q.interpolated(), q.startTime(), q.endTime(), q.confidenceScore()));
                    return new Segment(sequences, segment.speakerChange(), segment.speakerId(), segment.interpolated(),
                            segment.startTime(), segment.endTime());
                }
            }
        }
        return segment;
    }

    /**
     * Splits what the first word of a turn shows into marker and word: {@code ">> Hello"} gives
     * {@code [">>", "Hello"]}; a text without a marker gives {@code ["", text]}. A marker is the part
     * before the last space when it holds no letter or digit, so a token such as "New York" is not
     * mistaken for one.
     */
    public static String[] split(String shown) {
        int space = shown.lastIndexOf(' ');
        if (space <= 0) {
            return new String[] {"", shown};
        }
        String head = shown.substring(0, space);
        if (head.codePoints().anyMatch(Character::isLetterOrDigit)) {
            return new String[] {"", shown};
        }
        return new String[] {head.strip(), shown.substring(space + 1)};
    }
}
