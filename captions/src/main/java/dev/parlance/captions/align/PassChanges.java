package dev.parlance.captions.align;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a pass changed: each word and sound of the version it made, against the version it started
 * from, as the aligner pairs them (case, punctuation and the way a number is written do not make
 * two words different; a change of spelling or case still shows as a replacement): unchanged,
 * inserted, replaced (with what was there), moved in time; the words it deleted, given with the word
 * that now follows them; and whether its speaker changed.
 *
 * <pre>{@code
 * List<PassChanges.Change> changes = PassChanges.between(interim, reviewed);
 * changes.get(k).kind();   // the k-th word or sound of the reviewed version
 * }</pre>
 */
public final class PassChanges {
    /** A word moved by less than this is not counted as moved (rounding, a nudge of punctuation). */
    static final long MOVED_MILLIS = 40;

    public enum Kind { SAME, INSERTED, REPLACED, MOVED }

    /**
     * @param was            the word it replaced, as shown; null unless REPLACED
     * @param deletedBefore  the words deleted just before it, as shown; null when none
     * @param speakerChanged whether its speaker is another than the word it came from had
     */
    public record Change(Kind kind, String was, String deletedBefore, boolean speakerChanged) {
        public boolean any() {
            return kind != Kind.SAME || deletedBefore != null || speakerChanged;
        }
    }

    private PassChanges() {
    }

    /** One change per word and sound of {@code after}, in order; deletions at its end go with its last word. */
    public static List<Change> between(ElementList before, ElementList after) {
        List<Token> oldWords = words(before);
        List<String> oldSpeakers = speakers(before);
        List<Token> newWords = words(after);
        List<String> newSpeakers = speakers(after);
        long media = Math.max(Math.max(before.endTime(), after.endTime()), 1);
        Alignment alignment = new TranscriptAligner().align(before, textOf(after), media);
        List<AlignedToken> timed = alignment.timed();
        int n = Math.min(timed.size(), newWords.size());
        boolean[] used = new boolean[oldWords.size()];
        List<Change> changes = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            AlignedToken t = timed.get(k);
            Token now = newWords.get(k);
            int from = t.previousIndex();
            Kind kind;
            String was = null;
            if (from < 0) {
                kind = Kind.INSERTED;
            } else {
                used[from] = true;
                Token old = oldWords.get(from);
                if (t.evidence() != Evidence.KEPT || !Objects.equals(shown(old), shown(now))) {
                    kind = Kind.REPLACED;
                    was = shown(old);
                } else if (Math.abs(old.startTime() - now.startTime()) > MOVED_MILLIS
                        || Math.abs(old.endTime() - now.endTime()) > MOVED_MILLIS) {
                    kind = Kind.MOVED;
                } else {
                    kind = Kind.SAME;
                }
            }
            boolean speakerChanged = from >= 0 && !Objects.equals(oldSpeakers.get(from), newSpeakers.get(k));
            changes.add(new Change(kind, was, null, speakerChanged));
        }
        attachDeletions(changes, timed, oldWords, used);
        return changes;
    }

    /**
     * Each run of old words no new word took goes with the first new word after it. Runs and the new
     * words' sources both go forward, so one pass over each does.
     */
    private static void attachDeletions(List<Change> changes, List<AlignedToken> timed, List<Token> oldWords, boolean[] used) {
        int i = 0;
        int k = 0;
        while (i < used.length) {
            if (used[i]) {
                i++;
                continue;
            }
            int end = i;
            StringBuilder deleted = new StringBuilder();
            while (end < used.length && !used[end]) {
                deleted.append(deleted.isEmpty() ? "" : " ").append(shown(oldWords.get(end)));
                end++;
            }
            while (k < changes.size() && timed.get(k).previousIndex() < end) {
                k++;
            }
            int at = k < changes.size() ? k : changes.size() - 1;
            if (at >= 0) {
                Change c = changes.get(at);
                String joined = c.deletedBefore() == null ? deleted.toString() : c.deletedBefore() + " " + deleted;
                changes.set(at, new Change(c.kind(), c.was(), joined, c.speakerChanged()));
            }
            i = end;
        }
    }

    private static String shown(Token token) {
        return token.isSound() ? "[" + token.value() + "]" : token.displayAs();
    }

    private static List<Token> words(ElementList list) {
        List<Token> words = new ArrayList<>();
        for (Segment segment : list.segments()) {
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    if (!token.isPunctuation()) {
                        words.add(token);
                    }
                }
            }
        }
        return words;
    }

    private static List<String> speakers(ElementList list) {
        List<String> names = new ArrayList<>();
        for (Segment segment : list.segments()) {
            String name = list.speakers().stream().filter(s -> segment.speakerId() != null && s.id() == segment.speakerId())
                    .map(Speaker::name).findFirst().orElse(null);
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    if (!token.isPunctuation()) {
                        names.add(name);
                    }
                }
            }
        }
        return names;
    }

    /** The list's text as a person would have typed it: a turn per segment, sounds as their tags. */
    private static EditedTranscript textOf(ElementList list) {
        List<EditedTranscript.Turn> turns = new ArrayList<>();
        for (Segment segment : list.segments()) {
            StringBuilder text = new StringBuilder();
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    if (token.isPunctuation()) {
                        text.append(token.displayAs());
                    } else {
                        text.append(text.isEmpty() ? "" : " ").append(shown(token));
                    }
                }
            }
            turns.add(new EditedTranscript.Turn(null, text.toString()));
        }
        return new EditedTranscript(turns);
    }
}
