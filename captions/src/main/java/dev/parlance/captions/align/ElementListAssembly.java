package dev.parlance.captions.align;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.model.TokenType;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Builds the new version's ElementList from the timed text: each paragraph of a turn is a
 * segment (split further where an unnamed turn's sentences change speaker), each sentence a
 * sequence; punctuation is timed at the end of the word before it (or the start of the word
 * after, when it opens a sentence). A segment that starts a different speaker's words is a
 * {@code speaker_change}.
 */
final class ElementListAssembly {
    private final ElementList previous;
    private final ParsedTranscript text;
    private final Timing timing;
    private final PreviousWords old;
    private final double confidence;
    private final SpeakerRegistry registry;
    private final List<Segment> segments = new ArrayList<>();
    private final List<AlignedToken> timed = new ArrayList<>();
    private Speaker lastSpeaker;

    private ElementListAssembly(ElementList previous, ParsedTranscript text, Timing timing, PreviousWords old, double confidence) {
        this.previous = previous;
        this.text = text;
        this.timing = timing;
        this.old = old;
        this.confidence = confidence;
        this.registry = new SpeakerRegistry(previous.speakers());
    }

    static ElementListAssembly build(ElementList previous, ParsedTranscript text, Timing timing, PreviousWords old,
                                     double confidence) {
        ElementListAssembly assembly = new ElementListAssembly(previous, text, timing, old, confidence);
        for (ParsedTranscript.Turn turn : text.turns) {
            assembly.turn(turn);
        }
        return assembly;
    }

    ElementList elementList(long media) {
        return new ElementList(previous.version(), Math.min(Math.max(previous.startTime(), 0), media), media,
                previous.language(), segments, registry.speakers(), previous.keywords(), previous.topics());
    }

    List<AlignedToken> timed() {
        return timed;
    }

    private void turn(ParsedTranscript.Turn turn) {
        Speaker named = turn.speaker() == null ? null : registry.named(turn.speaker());
        for (ParsedTranscript.Paragraph paragraph : turn.paragraphs()) {
            List<Speaker> speakers = new ArrayList<>();
            for (ParsedTranscript.Sentence sentence : paragraph.sentences()) {
                speakers.add(named != null ? named : heardSpeaker(sentence));
            }
            fillUnknown(speakers);
            List<Sequence> sequences = new ArrayList<>();
            Speaker segmentSpeaker = speakers.getFirst();
            for (int s = 0; s < paragraph.sentences().size(); s++) {
                if (!sequences.isEmpty() && !Objects.equals(speakers.get(s), segmentSpeaker)) {
                    segment(sequences, segmentSpeaker);
                    sequences = new ArrayList<>();
                    segmentSpeaker = speakers.get(s);
                }
                sequences.add(sequence(paragraph.sentences().get(s)));
            }
            segment(sequences, segmentSpeaker);
        }
    }

    /** The speaker of the previous version's first word this sentence took a time from. */
    private Speaker heardSpeaker(ParsedTranscript.Sentence sentence) {
        for (int k = sentence.firstTimed(); k < sentence.endTimed(); k++) {
            int source = timing.sources[k];
            if (source >= 0 && old.speakers[source] != null) {
                return registry.carried(old.speakers[source]);
            }
        }
        return null;
    }

    /** Sentences with no speaker of their own take the one before, else the one after, else the last segment's. */
    private void fillUnknown(List<Speaker> speakers) {
        Speaker carry = lastSpeaker;
        Speaker firstKnown = speakers.stream().filter(Objects::nonNull).findFirst().orElse(null);
        boolean seen = false;
        for (int s = 0; s < speakers.size(); s++) {
            if (speakers.get(s) != null) {
                carry = speakers.get(s);
                seen = true;
            } else {
                speakers.set(s, seen || firstKnown == null ? carry : firstKnown);
            }
        }
    }

    private void segment(List<Sequence> sequences, Speaker speaker) {
        boolean change = segments.isEmpty() || !Objects.equals(speaker, lastSpeaker);
        boolean interpolated = sequences.stream().allMatch(Sequence::interpolated);
        long end = sequences.stream().mapToLong(Sequence::endTime).max().orElseThrow();
        segments.add(new Segment(sequences, change, speaker == null ? null : speaker.id(), interpolated,
                sequences.getFirst().startTime(), end));
        lastSpeaker = speaker;
    }

    private Sequence sequence(ParsedTranscript.Sentence sentence) {
        List<Token> tokens = new ArrayList<>();
        int k = sentence.firstTimed();
        boolean interpolated = true;
        long end = Long.MIN_VALUE;
        for (TextToken token : sentence.tokens()) {
            if (token.timed()) {
                Token made = token.kind() == TextToken.Kind.SOUND
                        ? new Token(token.tag().name(), TokenType.SOUND, token.tag().name(), timing.starts[k], timing.ends[k],
                        timing.estimated[k], List.of(token.tag().name()))
                        : new Token(token.text().toLowerCase(Locale.ROOT), TokenType.WORD, token.text(), timing.starts[k],
                        timing.ends[k], timing.estimated[k], List.of());
                tokens.add(made);
                timed.add(new AlignedToken(made, timing.evidence[k], timing.sources[k]));
                interpolated &= timing.estimated[k];
                end = Math.max(end, timing.ends[k]);
                k++;
            } else {
                long at = k > sentence.firstTimed() ? timing.ends[k - 1] : timing.starts[k];
                tokens.add(Token.punctuation(token.text(), at));
            }
        }
        return new Sequence(tokens, interpolated, timing.starts[sentence.firstTimed()], end, confidence);
    }
}
