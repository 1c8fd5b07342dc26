package dev.parlance.captions.translate;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.model.TokenType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A transcript cut into sentences for a translator, and the translated transcript built from what
 * the translator gave back.
 *
 * <p>Sentences: within each segment (one speaker's block of speech), the words up to and including
 * a sentence-ending mark (. ? ! …), or up to the segment's end. A sentence that runs past
 * {@value #LONG_SENTENCE_WORDS} words without such a mark (unpunctuated speech) ends at the next
 * sequence boundary, so no translated span grows long. Sound tags ({@code [MUSIC]}) end a sentence and
 * are kept as they are, with their own times: captions show them by their tag.
 *
 * <p>The translation: each segment keeps its speaker, speaker change and time span; each sentence
 * becomes one sequence with the source sentence's time span (its first word's start to its last
 * word's end) and confidence, its words timed by {@link TimeSpread} and flagged {@code interpolated}
 * (no audio gives their times). A sentence the translator returned empty keeps its source words, so
 * nothing said goes missing from the captions. Keywords and topics, which are in the source
 * language, are left out.
 */
public final class SentenceTranslation {
    static final int LONG_SENTENCE_WORDS = 40;
    private static final String SENTENCE_ENDS = ".?!…";

    /** What a segment holds, in order: sentences to translate and tokens kept as they are. */
    private sealed interface Part permits Sentence, Kept {
    }

    private record Sentence(int index, List<Token> tokens, long startTime, long endTime, double confidence)
            implements Part {
    }

    private record Kept(Token token) implements Part {
    }

    private final ElementList source;
    private final List<List<Part>> segments;
    private final List<String> sentences;

    private SentenceTranslation(ElementList source, List<List<Part>> segments, List<String> sentences) {
        this.source = source;
        this.segments = segments;
        this.sentences = sentences;
    }

    /** The source cut into sentences. */
    public static SentenceTranslation of(ElementList source) {
        List<List<Part>> segments = new ArrayList<>();
        List<String> sentences = new ArrayList<>();
        for (Segment segment : source.segments()) {
            segments.add(new Cutter(sentences).cut(segment));
        }
        return new SentenceTranslation(source, segments, List.copyOf(sentences));
    }

    /** The sentences' text, in order: what the translator translates, one translation each. */
    public List<String> sentences() {
        return sentences;
    }

    /**
     * The translated transcript.
     *
     * @param translations one per {@link #sentences()} entry, in the same order
     * @param language     the target's language, in the ElementList's form ({@code ES_ES})
     */
    public ElementList translated(List<String> translations, String language) {
        if (translations.size() != sentences.size()) {
            throw new IllegalArgumentException("Expected " + sentences.size() + " translations, got " + translations.size());
        }
        List<Segment> out = new ArrayList<>(segments.size());
        for (int s = 0; s < segments.size(); s++) {
            Segment segment = source.segments().get(s);
            List<Sequence> sequences = new ArrayList<>();
            for (Part part : segments.get(s)) {
                switch (part) {
                    case Kept kept -> sequences.add(new Sequence(List.of(kept.token()), false,
                            kept.token().startTime(), kept.token().endTime(), 1.0));
                    case Sentence sentence -> sequences.add(new Sequence(tokens(sentence,
                            translations.get(sentence.index())), false, sentence.startTime(), sentence.endTime(),
                            sentence.confidence()));
                }
            }
            out.add(new Segment(sequences, segment.speakerChange(), segment.speakerId(), segment.interpolated(),
                    segment.startTime(), segment.endTime()));
        }
        return new ElementList(source.version(), source.startTime(), source.endTime(), language, out,
                source.speakers(), Map.of(), Map.of());
    }

    /** The translation's tokens, spread over the source sentence's span. */
    private static List<Token> tokens(Sentence sentence, String translation) {
        List<TranslatedText.Piece> pieces = translation == null ? List.of() : TranslatedText.read(translation);
        List<Integer> lengths = pieces.stream().filter(TranslatedText.Piece::word)
                .map(p -> p.text().codePointCount(0, p.text().length())).toList();
        if (lengths.isEmpty()) {
            return sentence.tokens();
        }
        List<TimeSpread.Slot> slots = TimeSpread.over(sentence.startTime(), sentence.endTime(), lengths);
        List<Token> tokens = new ArrayList<>(pieces.size());
        int word = 0;
        for (TranslatedText.Piece piece : pieces) {
            if (piece.word()) {
                TimeSpread.Slot slot = slots.get(word++);
                tokens.add(new Token(TranslatedText.normalized(piece.text()), TokenType.WORD,
                        piece.text(), slot.startTime(), slot.endTime(), true, List.of()));
            } else {
                boolean opening = TranslatedText.OPENING.indexOf(piece.text().charAt(0)) >= 0;
                long at = opening ? (word < slots.size() ? slots.get(word).startTime() : sentence.endTime())
                        : (word > 0 ? slots.get(word - 1).endTime() : sentence.startTime());
                tokens.add(Token.punctuation(piece.text(), at));
            }
        }
        return tokens;
    }

    /** Cuts one segment into parts, numbering its sentences after those already cut. */
    private static final class Cutter {
        private final List<String> sentences;
        private final List<Part> parts = new ArrayList<>();
        private final List<Token> current = new ArrayList<>();
        private double confidenceSum;
        private int confidenceCount;
        private int words;
        /** The sequence whose confidence the current sentence counted last. */
        private Sequence counted;

        Cutter(List<String> sentences) {
            this.sentences = sentences;
        }

        List<Part> cut(Segment segment) {
            for (Sequence sequence : segment.sequences()) {
                if (words >= LONG_SENTENCE_WORDS) {
                    flush();
                }
                for (Token token : sequence.tokens()) {
                    if (token.isSound()) {
                        flush();
                        parts.add(new Kept(token));
                        continue;
                    }
                    current.add(token);
                    if (counted != sequence) {
                        counted = sequence;
                        confidenceSum += sequence.confidenceScore();
                        confidenceCount++;
                    }
                    if (token.isWord()) {
                        words++;
                    } else if (endsSentence(token)) {
                        flush();
                    }
                }
            }
            flush();
            return parts;
        }

        private void flush() {
            List<Token> words = current.stream().filter(Token::isWord).toList();
            if (words.isEmpty()) {
                current.forEach(token -> parts.add(new Kept(token)));
            } else {
                double confidence = confidenceCount == 0 ? 1.0 : confidenceSum / confidenceCount;
                parts.add(new Sentence(sentences.size(), List.copyOf(current), words.getFirst().startTime(),
                        Math.max(words.getFirst().startTime(), words.getLast().endTime()), confidence));
                sentences.add(TranslatedText.write(current));
            }
            current.clear();
            confidenceSum = 0;
            confidenceCount = 0;
            counted = null;
            this.words = 0;
        }

        private static boolean endsSentence(Token token) {
            String shown = TranslatedText.shown(token);
            return !shown.isEmpty() && SENTENCE_ENDS.indexOf(shown.charAt(shown.length() - 1)) >= 0;
        }
    }
}
