package dev.parlance.work;

import dev.parlance.captions.align.EditedTranscript;

import java.time.Instant;

/**
 * A work item's text as its holder last saved it, and when.
 *
 * @param revision counts the saves from 1: a save names the revision it was typed on ({@link WorkDrafts#save})
 */
public record Draft(EditedTranscript text, Instant savedAt, int revision) {
}
