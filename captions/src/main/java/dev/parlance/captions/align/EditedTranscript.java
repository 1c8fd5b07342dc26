package dev.parlance.captions.align;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A transcript as a person typed it: speaker turns in order, each with its text. Text holds words,
 * punctuation and sound tags in square brackets ({@code [MUSIC]}, {@code [laughter]}: see
 * {@link SoundNames}); a blank line inside a turn starts a new paragraph.
 *
 * @param confirmed words the person heard as the recognizer wrote them, though it was unsure: their
 *                  start times (ms) as the person saw them. Nothing here changes how the text is
 *                  aligned; it lets the words keep that a person vouched for them.
 */
public record EditedTranscript(List<Turn> turns, Set<Long> confirmed) {

    public EditedTranscript {
        turns = turns == null ? List.of() : List.copyOf(turns);
        confirmed = confirmed == null ? Set.of() : Set.copyOf(confirmed);
    }

    /** A text with no word confirmed. */
    public EditedTranscript(List<Turn> turns) {
        this(turns, Set.of());
    }

    /** One unnamed turn: speakers are taken from the words the text was aligned with. */
    public static EditedTranscript of(String text) {
        return new EditedTranscript(List.of(new Turn(null, text)));
    }

    /**
     * Where each word and sound tag is in the text, in the order an {@link Alignment} of this text
     * lists its timed words ({@link Alignment#timed()}): the n-th place is the n-th timed word's.
     *
     * @throws TranscriptTextException when the text cannot be read (as the aligner would)
     */
    public List<TextPlace> wordPlaces() {
        List<TextPlace> places = new ArrayList<>();
        for (int t = 0; t < turns.size(); t++) {
            for (TextToken token : TurnText.tokens(turns.get(t).text(), t)) {
                if (token.timed()) {
                    places.add(new TextPlace(t, token.start(), token.end()));
                }
            }
        }
        return places;
    }

    /**
     * The pin on each word and sound tag, in {@link #wordPlaces()} order; null where none. A pin names
     * the word of its turn holding its offset, or else the first after it; a word named by a start pin
     * and by an end pin has both.
     */
    public Pin[] wordPins() {
        List<TextPlace> places = wordPlaces();
        Pin[] pins = new Pin[places.size()];
        for (int i = 0; i < pins.length; i++) {
            TextPlace place = places.get(i);
            boolean firstOfTurn = i == 0 || places.get(i - 1).turn() != place.turn();
            for (Pin pin : turns.get(place.turn()).pins()) {
                if (place.end() > pin.at() && (firstOfTurn || places.get(i - 1).end() <= pin.at())) {
                    Pin had = pins[i];
                    pins[i] = had == null ? pin : new Pin(pin.at(), pin.start() != null ? pin.start() : had.start(),
                            pin.end() != null ? pin.end() : had.end());
                }
            }
        }
        return pins;
    }

    /**
     * @param speaker the speaker's name as shown; {@code null} or blank: not said, so each sentence
     *                keeps the speaker of the previous version's words it was aligned with
     * @param text    the words of the turn
     * @param start   where a person put the turn's start (ms), or null: its words' times decide.
     *                A turn with a start or an end has its words re-timed to fit it ({@link TurnTimes})
     * @param end     where a person put the turn's end (ms), or null
     * @param pins    words inside the turn whose start or end a person put somewhere (a caption's
     *                edge moved in the editor): the words between pins are fitted around them
     */
    public record Turn(String speaker, String text, Long start, Long end, List<Pin> pins) {
        public Turn {
            text = text == null ? "" : text;
            speaker = speaker == null || speaker.isBlank() ? null : speaker.strip();
            pins = pins == null ? List.of() : List.copyOf(pins);
            if (start != null && end != null && end < start) {
                throw new IllegalArgumentException("a turn cannot end (" + end + " ms) before it starts (" + start + " ms)");
            }
        }

        /** A turn with no word pinned. */
        public Turn(String speaker, String text, Long start, Long end) {
            this(speaker, text, start, end, List.of());
        }

        /** A turn whose words' times decide where it lies. */
        public Turn(String speaker, String text) {
            this(speaker, text, null, null);
        }

        /** Whether a person set where this turn or one of its words lies. */
        public boolean retimed() {
            return start != null || end != null || !pins.isEmpty();
        }
    }

    /**
     * A word's start or end (or both) put by a person. Offsets rather than word numbers name the
     * word, as the preview's captions name theirs ({@link TextPlace}): the word is the one whose
     * characters include {@code at}, or else the first after it.
     *
     * @param at    a character offset in the turn's text, in UTF-16 units
     * @param start where the word starts (ms), or null: unpinned
     * @param end   where the word ends (ms), or null
     */
    public record Pin(int at, Long start, Long end) {
        public Pin {
            if (at < 0) {
                throw new IllegalArgumentException("a pin's place is a character offset, 0 or more: " + at);
            }
            if (start == null && end == null) {
                throw new IllegalArgumentException("a pin puts a word's start or its end");
            }
            if (start != null && start < 0 || end != null && end < 0) {
                throw new IllegalArgumentException("a pin's times are milliseconds of the media, 0 or more");
            }
            if (start != null && end != null && end < start) {
                throw new IllegalArgumentException("a word cannot end (" + end + " ms) before it starts (" + start + " ms)");
            }
        }
    }
}
