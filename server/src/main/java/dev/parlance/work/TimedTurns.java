package dev.parlance.work;

import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.align.TextPlace;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.elementlist.WordConfidences;

import java.util.ArrayList;
import java.util.List;

/**
 * An ElementList as the editor shows it: a turn per segment, named after its speaker, as timed words.
 * A word carries the punctuation that follows it ("you."), a sound is its tag in brackets
 * ("[MUSIC]"), so a turn's words joined by spaces are its text, ready to edit and send back.
 */
public final class TimedTurns {
    /**
     * A word (or sound) with its time in the media.
     *
     * @param confidence  the recognizer's confidence, 0 to 1; null when unknown (typed by a person, a sound)
     * @param pinnedStart whether a person put the word's start (moved a caption's start), as {@code pinnedEnd}
     */
    public record Word(String text, long start, long end, Double confidence, boolean sound, boolean pinnedStart,
                       boolean pinnedEnd) {
        public Word(String text, long start, long end, Double confidence, boolean sound) {
            this(text, start, end, confidence, sound, false, false);
        }
    }

    /**
     * What a person decided about times in a draft, by the draft's words and sounds in order (as an
     * alignment of it lists them): which belong to a turn the person retimed, and which have their
     * start or end put by the person.
     */
    public record PersonTimes(boolean[] retimed, boolean[] pinnedStarts, boolean[] pinnedEnds) {
        public static PersonTimes of(EditedTranscript text) {
            List<TextPlace> places = text.wordPlaces();
            EditedTranscript.Pin[] pins = text.wordPins();
            int n = places.size();
            var times = new PersonTimes(new boolean[n], new boolean[n], new boolean[n]);
            for (int i = 0; i < n; i++) {
                times.retimed[i] = text.turns().get(places.get(i).turn()).retimed();
                times.pinnedStarts[i] = pins[i] != null && pins[i].start() != null;
                times.pinnedEnds[i] = pins[i] != null && pins[i].end() != null;
            }
            return times;
        }

        boolean at(boolean[] flags, int index) {
            return index < flags.length && flags[index];
        }
    }

    /**
     * @param speaker the speaker's name; null when the list names none
     * @param retimed whether a person set where the turn lies (its words' span is kept as it is: {@code TurnTimes})
     */
    public record Turn(String speaker, String text, List<Word> words, boolean retimed) {
    }

    private TimedTurns() {
    }

    /** @param confidences the list's word confidences (words and sounds in order); null when none are known */
    public static List<Turn> of(ElementList list, WordConfidences confidences) {
        return of(list, confidences, null);
    }

    /** @param person what a person decided about the list's words' times; null: nothing */
    public static List<Turn> of(ElementList list, WordConfidences confidences, PersonTimes person) {
        List<Turn> turns = new ArrayList<>();
        int index = 0; // over the list's words and sounds, as confidences count them
        for (Segment segment : list.segments()) {
            List<Word> words = new ArrayList<>();
            boolean retimed = person != null && person.at(person.retimed(), index);
            StringBuilder pending = new StringBuilder(); // punctuation before the turn's first word
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    if (token.isPunctuation()) {
                        if (words.isEmpty()) {
                            pending.append(token.displayAs());
                        } else {
                            Word last = words.removeLast();
                            words.add(new Word(last.text() + token.displayAs(), last.start(), last.end(), last.confidence(),
                                    last.sound(), last.pinnedStart(), last.pinnedEnd()));
                        }
                        continue;
                    }
                    String shown = token.isSound() ? "[" + token.value() + "]" : token.displayAs();
                    Double confidence = token.isSound() || confidences == null ? null : confidences.at(index);
                    boolean pinnedStart = person != null && person.at(person.pinnedStarts(), index);
                    boolean pinnedEnd = person != null && person.at(person.pinnedEnds(), index);
                    words.add(new Word(pending + shown, token.startTime(), token.endTime(), confidence, token.isSound(),
                            pinnedStart, pinnedEnd));
                    pending.setLength(0);
                    index++;
                }
            }
            if (!words.isEmpty()) {
                turns.add(new Turn(speaker(list, segment.speakerId()),
                        String.join(" ", words.stream().map(Word::text).toList()), List.copyOf(words), retimed));
            }
        }
        return turns;
    }

    private static String speaker(ElementList list, Integer id) {
        return id == null ? null : list.speakers().stream().filter(s -> s.id() == id).map(Speaker::name).findFirst().orElse(null);
    }
}
