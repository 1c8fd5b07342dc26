package dev.parlance.captions.align;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The edited transcript read into turns, paragraphs and sentences, and its words and sounds
 * numbered in order (the units of timing). A sentence ends at {@code .}, {@code ?}, {@code !} or
 * {@code …} (not after "Mr." and the like); punctuation with no word of its own joins the
 * sentence before (or, at a paragraph's start, the one after); a paragraph without a word or a
 * sound has no time to carry and is dropped.
 */
final class ParsedTranscript {
    private static final Set<String> ABBREVIATIONS = Set.of("mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "vs", "mt");

    record Sentence(List<TextToken> tokens, int firstTimed, int endTimed) {
    }

    record Paragraph(List<Sentence> sentences) {
    }

    /**
     * @param start where a person put the turn (ms; null: its words decide), as {@code end}
     * @param pins  the word edges a person put, in the order of the text
     */
    record Turn(String speaker, List<Paragraph> paragraphs, Long start, Long end, List<EdgePin> pins) {
        int firstTimed() {
            return paragraphs.getFirst().sentences().getFirst().firstTimed();
        }

        int endTimed() {
            return paragraphs.getLast().sentences().getLast().endTimed();
        }
    }

    /**
     * A word's edge put by a person.
     *
     * @param timed the word's number among the transcript's words and sounds
     * @param end   whether its end is put (else its start)
     * @param at    where (ms)
     */
    record EdgePin(int timed, boolean end, long at) {
    }

    final List<Turn> turns = new ArrayList<>();
    /** Each word as typed, or a sound's tag name. */
    final List<String> texts = new ArrayList<>();
    private final List<Boolean> sounds = new ArrayList<>();
    private final List<Boolean> runStarts = new ArrayList<>();
    private final List<Boolean> sentenceStarts = new ArrayList<>();
    private final List<Boolean> sentenceEnds = new ArrayList<>();

    static ParsedTranscript of(EditedTranscript edited) {
        ParsedTranscript parsed = new ParsedTranscript();
        EditedTranscript.Pin[] wordPins = edited.wordPins(); // numbered as the words are here
        for (int t = 0; t < edited.turns().size(); t++) {
            EditedTranscript.Turn turn = edited.turns().get(t);
            List<Paragraph> paragraphs = new ArrayList<>();
            for (List<TextToken> paragraph : paragraphs(TurnText.tokens(turn.text(), t))) {
                List<Sentence> sentences = parsed.sentences(paragraph);
                if (!sentences.isEmpty()) {
                    paragraphs.add(new Paragraph(sentences));
                }
            }
            if (!paragraphs.isEmpty()) {
                int from = paragraphs.getFirst().sentences().getFirst().firstTimed();
                int to = paragraphs.getLast().sentences().getLast().endTimed();
                parsed.turns.add(new Turn(turn.speaker(), paragraphs, turn.start(), turn.end(), pins(wordPins, from, to)));
            }
        }
        return parsed;
    }

    /** The edges the {@link EditedTranscript#wordPins} of the turn's words put, in order. */
    private static List<EdgePin> pins(EditedTranscript.Pin[] wordPins, int from, int to) {
        List<EdgePin> found = new ArrayList<>();
        for (int k = from; k < to; k++) {
            EditedTranscript.Pin pin = wordPins[k];
            if (pin != null && pin.start() != null) {
                found.add(new EdgePin(k, false, pin.start()));
            }
            if (pin != null && pin.end() != null) {
                found.add(new EdgePin(k, true, pin.end()));
            }
        }
        return List.copyOf(found);
    }

    int size() {
        return texts.size();
    }

    boolean sound(int timed) {
        return sounds.get(timed);
    }

    boolean[] sounds() {
        return array(sounds);
    }

    /** Which words cannot continue a number spelled by the word before. */
    boolean[] runStarts() {
        return array(runStarts);
    }

    boolean startsSentence(int timed) {
        return sentenceStarts.get(timed);
    }

    boolean endsSentence(int timed) {
        return sentenceEnds.get(timed);
    }

    private static List<List<TextToken>> paragraphs(List<TextToken> tokens) {
        List<List<TextToken>> paragraphs = new ArrayList<>();
        List<TextToken> current = new ArrayList<>();
        for (TextToken token : tokens) {
            if (token.kind() == TextToken.Kind.PARAGRAPH) {
                paragraphs.add(current);
                current = new ArrayList<>();
            } else {
                current.add(token);
            }
        }
        paragraphs.add(current);
        return paragraphs;
    }

    private List<Sentence> sentences(List<TextToken> tokens) {
        List<List<TextToken>> split = new ArrayList<>();
        List<TextToken> current = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            TextToken token = tokens.get(i);
            current.add(token);
            if (token.endsSentence() && !(token.text().equals(".") && i > 0 && abbreviation(tokens.get(i - 1)))) {
                split.add(current);
                current = new ArrayList<>();
            }
        }
        split.add(current);
        List<List<TextToken>> merged = new ArrayList<>();
        List<TextToken> leading = new ArrayList<>();
        for (List<TextToken> sentence : split) {
            boolean timed = sentence.stream().anyMatch(TextToken::timed);
            if (timed) {
                List<TextToken> joined = new ArrayList<>(leading);
                joined.addAll(sentence);
                merged.add(joined);
                leading.clear();
            } else if (!merged.isEmpty()) {
                merged.getLast().addAll(sentence);
            } else {
                leading.addAll(sentence);
            }
        }
        List<Sentence> sentences = new ArrayList<>();
        for (List<TextToken> sentence : merged) {
            int first = texts.size();
            TextToken before = null;
            for (TextToken token : sentence) {
                if (token.timed()) {
                    texts.add(token.kind() == TextToken.Kind.SOUND ? token.tag().name() : token.text());
                    sounds.add(token.kind() == TextToken.Kind.SOUND);
                    runStarts.add(before == null || before.kind() != TextToken.Kind.WORD);
                    sentenceStarts.add(texts.size() - 1 == first);
                    sentenceEnds.add(false);
                }
                before = token;
            }
            sentenceEnds.set(texts.size() - 1, true);
            sentences.add(new Sentence(sentence, first, texts.size()));
        }
        return sentences;
    }

    private static boolean abbreviation(TextToken token) {
        return token.kind() == TextToken.Kind.WORD && ABBREVIATIONS.contains(token.text().toLowerCase(Locale.ROOT));
    }

    private static boolean[] array(List<Boolean> values) {
        boolean[] array = new boolean[values.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = values.get(i);
        }
        return array;
    }
}
