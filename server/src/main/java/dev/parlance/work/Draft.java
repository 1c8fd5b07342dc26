package dev.parlance.work;

import dev.parlance.captions.align.EditedTranscript;

import java.time.Instant;

/** A work item's text as its holder last saved it, and when. */
public record Draft(EditedTranscript text, Instant savedAt) {
}
