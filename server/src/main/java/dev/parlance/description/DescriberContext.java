package dev.parlance.description;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.elementlist.ElementListBuilder;

import java.util.ArrayList;
import java.util.List;

/**
 * What a describer's editor shows beside the description: the dialogue, turn by turn, whose spoken
 * stretches a description must not cover (the gaps between them are where descriptions go), the
 * voice's speed for the reading-time check, and the shortest gap the machine's draft uses.
 *
 * @param dialogue       the transcript's turns with speech, each from its first word to its last
 * @param wordsPerMinute how fast the voiced description speaks (espeak-ng's {@code -s})
 * @param minGapMillis   the shortest pause the machine places a description in
 */
public record DescriberContext(List<Line> dialogue, int wordsPerMinute, long minGapMillis) {
    /** One turn of dialogue: where its speech lies, who speaks, what is said. */
    public record Line(long start, long end, String speaker, String text) {
    }

    public DescriberContext {
        dialogue = List.copyOf(dialogue);
    }

    /** The context of a description of this transcript. Sounds are not dialogue: a description may go over music. */
    public static DescriberContext of(ElementList transcript, int wordsPerMinute, long minGapMillis) {
        List<Line> lines = new ArrayList<>();
        for (Segment segment : transcript.segments()) {
            if (ElementListBuilder.isScreenText(segment, transcript)) {
                continue;
            }
            List<Token> words = tokensOf(segment).stream().filter(Token::isWord).toList();
            if (!words.isEmpty()) {
                lines.add(new Line(words.getFirst().startTime(), words.getLast().endTime(), speakerName(transcript, segment),
                        textOf(segment)));
            }
        }
        return new DescriberContext(lines, wordsPerMinute, minGapMillis);
    }

    /** A description list's descriptions, each as a line over its whole span, without a speaker. */
    public static List<Line> descriptions(ElementList description) {
        List<Line> lines = new ArrayList<>();
        for (Segment segment : description.segments()) {
            String text = textOf(segment);
            if (!text.isEmpty()) {
                lines.add(new Line(segment.startTime(), segment.endTime(), "", text));
            }
        }
        return lines;
    }

    private static List<Token> tokensOf(Segment segment) {
        return segment.sequences().stream().map(Sequence::tokens).flatMap(List::stream).toList();
    }

    /** The segment's words and punctuation as read: words apart, punctuation against the word before. */
    private static String textOf(Segment segment) {
        StringBuilder text = new StringBuilder();
        for (Token token : tokensOf(segment)) {
            if (token.isWord() || token.isPunctuation()) {
                text.append(token.isWord() && !text.isEmpty() ? " " : "").append(shown(token));
            }
        }
        return text.toString();
    }

    /** A word as captions show it: its display form (case, punctuation) when it has one. */
    private static String shown(Token word) {
        return word.displayAs() == null || word.displayAs().isBlank() ? word.value() : word.displayAs();
    }

    private static String speakerName(ElementList list, Segment segment) {
        return list.speakers().stream().filter(s -> segment.speakerId() != null && s.id() == segment.speakerId())
                .map(Speaker::name).findFirst().orElse("");
    }
}
