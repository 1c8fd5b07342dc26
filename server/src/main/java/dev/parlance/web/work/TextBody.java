package dev.parlance.web.work;

import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.work.DraftText;
import dev.parlance.work.WorkException;
import dev.parlance.work.WorkRefusal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The text a person sends (draft, submit, approval): {@code {"turns": [{"speaker": "Maria", "text":
 * "Hello there."}, ...]}}. A turn's text holds words, punctuation and sound tags in square brackets
 * ({@code [MUSIC]}); a blank line starts a new paragraph; {@code speaker} may be left out (each
 * sentence then keeps the speaker of the words it replaces). {@code basedOn}, optional, is the draft
 * revision the text was typed on (0 before any save): a save or submission on an older one than
 * the saved draft is refused (409 {@code stale_draft}) rather than replacing text typed elsewhere.
 * {@code confirmed}, optional, lists the start times (ms, as loaded) of doubtful words the person
 * heard as written: they are no longer marked doubtful, in this pass or a later one.
 *
 * <p>A draft save may send only what changed since {@code basedOn} instead of {@code turns}:
 * {@code {"basedOn": 7, "count": 316, "changed": {"12": {"speaker": ..., "text": ...}}}}, the text's
 * number of turns now and the turns that differ from revision 7's at the same place.
 */
record TextBody(List<TurnBody> turns, Integer basedOn, Set<Long> confirmed, Integer count, Map<Integer, TurnBody> changed) {
    /**
     * @param start where the person put the turn's start in the media (ms), as {@code end}; null: its words decide
     * @param pins  optional: words whose start or end the person put ({@code {"at": 12, "start": 4200}}, {@code at} a
     *              character offset in the turn's text of the word)
     */
    record TurnBody(String speaker, String text, Long start, Long end, List<PinBody> pins) {
        /** A stored turn as sent back to the editor: {@code pins} null when there are none. */
        static TurnBody of(EditedTranscript.Turn turn) {
            return new TurnBody(turn.speaker(), turn.text(), turn.start(), turn.end(), turn.pins().isEmpty() ? null
                    : turn.pins().stream().map(p -> new PinBody(p.at(), p.start(), p.end())).toList());
        }
    }

    record PinBody(Integer at, Long start, Long end) {
        EditedTranscript.Pin pin() {
            if (at == null || at < 0 || start == null && end == null || start != null && start < 0 || end != null && end < 0
                    || start != null && end != null && end < start) {
                throw new WorkException(WorkRefusal.INVALID, "A pin is {\"at\": a character offset in the turn's text, "
                        + "\"start\" and/or \"end\": milliseconds of the media, the end not before the start}");
            }
            return new EditedTranscript.Pin(at, start, end);
        }
    }

    /** A draft save's text: the whole, or the changed turns. */
    DraftText draftText() {
        if (changed == null) {
            return new DraftText.Whole(transcript());
        }
        if (turns != null || count == null || count < 0) {
            throw new WorkException(WorkRefusal.INVALID, "Send either \"turns\" (the whole text) or \"count\" and \"changed\"");
        }
        Map<Integer, EditedTranscript.Turn> turnsChanged = new HashMap<>();
        changed.forEach((place, turn) -> turnsChanged.put(place, turn(turn)));
        return new DraftText.Changes(count, turnsChanged, confirmed);
    }

    EditedTranscript transcript() {
        if (turns == null) {
            throw new WorkException(WorkRefusal.INVALID, "Send the text as {\"turns\": [{\"speaker\": ..., \"text\": ...}]}");
        }
        return new EditedTranscript(turns.stream().map(TextBody::turn).toList(), confirmed);
    }

    private static EditedTranscript.Turn turn(TurnBody t) {
        if (t == null || t.text() == null) {
            throw new WorkException(WorkRefusal.INVALID, "Every turn needs a \"text\"");
        }
        if (t.start() != null && t.start() < 0 || t.end() != null && t.end() < 0) {
            throw new WorkException(WorkRefusal.INVALID, "A turn's \"start\" and \"end\" are milliseconds of the media, 0 or more");
        }
        if (t.start() != null && t.end() != null && t.end() < t.start()) {
            throw new WorkException(WorkRefusal.INVALID, "A turn cannot end (" + t.end() + " ms) before it starts (" + t.start() + " ms)");
        }
        List<EditedTranscript.Pin> pins = t.pins() == null ? List.of()
                : t.pins().stream().map(p -> p == null ? new PinBody(null, null, null).pin() : p.pin()).toList();
        return new EditedTranscript.Turn(t.speaker(), t.text(), t.start(), t.end(), pins);
    }
}
