package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Rebuilds an ElementList with rewritten tokens. Sequences and segments left without tokens are
 * dropped; a dropped segment's speaker change passes to the next segment so a turn is not lost
 * when its first words were all fillers or removed sounds.
 */
final class Rewrite {
    private Rewrite() {
    }

    /** Rewrites every sequence's token list as a whole (for rules that look at neighbours). */
    static ElementList sequences(ElementList list, UnaryOperator<List<Token>> rewrite) {
        List<Segment> segments = new ArrayList<>(list.segments().size());
        boolean pendingChange = false;
        for (Segment segment : list.segments()) {
            List<Sequence> sequences = new ArrayList<>(segment.sequences().size());
            boolean changed = false;
            for (Sequence sequence : segment.sequences()) {
                List<Token> tokens = rewrite.apply(sequence.tokens());
                changed |= tokens != sequence.tokens();
                if (!tokens.isEmpty()) {
                    sequences.add(tokens == sequence.tokens() ? sequence : new Sequence(tokens,
                            sequence.interpolated(), sequence.startTime(), sequence.endTime(), sequence.confidenceScore()));
                }
            }
            if (sequences.isEmpty()) {
                pendingChange |= segment.speakerChange();
                continue;
            }
            boolean change = segment.speakerChange() || pendingChange;
            pendingChange = false;
            segments.add(change == segment.speakerChange() && !changed ? segment
                    : new Segment(sequences, change, segment.speakerId(), segment.interpolated(),
                    segment.startTime(), segment.endTime()));
        }
        return new ElementList(list.version(), list.startTime(), list.endTime(), list.language(), segments,
                list.speakers(), list.keywords(), list.topics());
    }

    /** Maps every token on its own to zero, one or several tokens. */
    static ElementList tokens(ElementList list, Function<Token, List<Token>> map) {
        return sequences(list, tokens -> {
            List<Token> out = new ArrayList<>(tokens.size());
            boolean changed = false;
            for (Token token : tokens) {
                List<Token> mapped = map.apply(token);
                changed |= mapped.size() != 1 || mapped.getFirst() != token;
                out.addAll(mapped);
            }
            return changed ? out : tokens;
        });
    }

    /** A copy of the token showing different text; value, type, times and tags kept. */
    static Token withDisplay(Token token, String displayAs) {
        return new Token(token.value(), token.type(), displayAs, token.startTime(), token.endTime(),
                token.interpolated(), token.tags());
    }

    /** What a token shows: its display form, or its value when it has none. */
    static String display(Token token) {
        return token.displayAs() != null ? token.displayAs() : token.value();
    }
}
