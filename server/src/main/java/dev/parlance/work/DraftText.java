package dev.parlance.work;

import dev.parlance.captions.align.EditedTranscript;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a draft save sends: the whole text, or only the turns that changed since the revision it was
 * typed on. A three-hour text is some 2.5 MB; the editor saves a second after each pause in typing,
 * and a retimed caption or a corrected word changes one turn of three hundred.
 */
public sealed interface DraftText {

    /** The text as it now is, given the saved revision's (null when none is saved). */
    EditedTranscript resolve(Draft saved);

    /** Whether the text can be resolved without the saved revision. */
    boolean whole();

    record Whole(EditedTranscript text) implements DraftText {
        @Override
        public EditedTranscript resolve(Draft saved) {
            return text;
        }

        @Override
        public boolean whole() {
            return true;
        }
    }

    /**
     * @param count     how many turns the text has now
     * @param changed   the turns that differ from the saved revision's turn at the same place, by
     *                  place (0 first); every other place keeps the saved turn
     * @param confirmed the words confirmed, in full (as {@link EditedTranscript#confirmed})
     */
    record Changes(int count, Map<Integer, EditedTranscript.Turn> changed, Set<Long> confirmed) implements DraftText {
        public Changes {
            changed = Map.copyOf(changed);
        }

        @Override
        public EditedTranscript resolve(Draft saved) {
            if (saved == null) {
                throw new WorkException(WorkRefusal.INVALID, "No draft is saved to change: send the whole text as \"turns\"");
            }
            List<EditedTranscript.Turn> before = saved.text().turns();
            List<EditedTranscript.Turn> turns = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                EditedTranscript.Turn turn = changed.get(i);
                if (turn == null && i >= before.size()) {
                    throw new WorkException(WorkRefusal.INVALID, "Turn " + i + " is new (the saved draft has " + before.size()
                            + "): send it in \"changed\"");
                }
                turns.add(turn != null ? turn : before.get(i));
            }
            for (int place : changed.keySet()) {
                if (place < 0 || place >= count) {
                    throw new WorkException(WorkRefusal.INVALID, "A changed turn's place is 0 to " + (count - 1) + ", not " + place);
                }
            }
            return new EditedTranscript(turns, confirmed);
        }

        @Override
        public boolean whole() {
            return false;
        }
    }
}
