package dev.parlance.web.work;

import dev.parlance.deliverable.PlayableMedia;
import dev.parlance.description.DescriberContext;
import dev.parlance.work.Instructions;
import dev.parlance.work.LoadedItem;
import dev.parlance.work.SourceText;

import java.time.Instant;
import java.util.List;

/**
 * A held item as the editor loads it ({@code GET /work/api/items/{id}}, and the approval page's load).
 *
 * @param turns the current text: turns of timed words (times in ms of the media; confidence 0..1,
 *              null when unknown), the draft's when one is saved; the words as columns ({@link LoadedTurnView})
 * @param draft  the draft as typed, or null
 * @param source on a translation child, the text it translates (its parent's FINAL), each source turn
 *               paired with one of {@code turns} by its index; null on any other job
 * @param sentBack the customer's comment when they sent this pass back from the approval page; else null
 * @param changes  what the pass before this one changed, by index among the loaded words (a review, an
 *                 approval); empty when the machine made the text
 * @param describing on a describer's pass, the dialogue the description goes between; else null
 * @param description on a customer's approval of a job with an audio description, its descriptions; else empty
 */
record LoadedItemView(QueueItemView item, QueueItemView.JobSummary job, PassView pass, Instructions instructions,
                      PlayableMedia media, List<LoadedTurnView> turns, DraftView draft, SourceText source, String sentBack,
                      List<ChangeView> changes, DescriberContext describing,
                      List<DescriberContext.Line> description) {

    /** A word the previous pass changed: {@code kind} inserted, replaced, moved or same (then only a deletion or speaker). */
    record ChangeView(int word, String kind, String was, String deletedBefore, boolean speakerChanged) {
    }

    /** @param startsFrom the version the pass was given to work on */
    record PassView(String name, String label, String iwpName, String startsFrom) {
    }

    /**
     * @param revision the draft's revision: the next save names it as the one it was typed on
     * @param problem  why the draft's text could not be given times (then {@code turns} is the starting version's)
     */
    record DraftView(List<TextBody.TurnBody> turns, Instant savedAt, int revision, String problem) {
    }

    static LoadedItemView of(LoadedItem loaded, String me, Instant now) {
        var item = loaded.entry().item();
        DraftView draft = loaded.draft() == null ? null : new DraftView(loaded.draft().text().turns().stream()
                .map(TextBody.TurnBody::of).toList(), loaded.draft().savedAt(), loaded.draft().revision(), loaded.draftProblem());
        return new LoadedItemView(QueueItemView.of(loaded.entry(), me, now), QueueItemView.JobSummary.of(loaded.entry()),
                new PassView(item.pass().name(), item.pass().label(), item.iwpName(), loaded.sourceIwp()),
                loaded.instructions(), loaded.media(), loaded.turns().stream().map(LoadedTurnView::of).toList(), draft, loaded.source(), loaded.sentBack(),
                loaded.changes().stream().map(c -> new ChangeView(c.word(), c.kind().name().toLowerCase(java.util.Locale.ROOT), c.was(),
                        c.deletedBefore(), c.speakerChanged())).toList(), loaded.describing(), loaded.description());
    }
}
