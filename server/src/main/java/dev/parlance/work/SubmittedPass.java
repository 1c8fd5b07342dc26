package dev.parlance.work;

/**
 * Queued data of finish-submitted-pass: a pass submitted to an api-only process, whose text (saved
 * as the item's draft) a worker times against the audio and stores. Stored in queued rows as JSON:
 * never rename the fields.
 *
 * @param itemId   the work item submitted
 * @param holderId who submitted it (the customer's account for an approval)
 */
public record SubmittedPass(String itemId, String holderId) {
}
