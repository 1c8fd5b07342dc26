package dev.parlance.work;

import java.time.Instant;
import java.util.Locale;

/**
 * One pass of one job that a person does, as stored.
 *
 * @param step            the pass's position in the job's {@link PassPlan}
 * @param iwpName         the version the pass stores when done
 * @param holderId        who works on it while CLAIMED (the customer's account for approval)
 * @param leaseUntil      when a workforce claim lapses unless renewed; null for the customer's approval
 * @param excludedId      who may not take it (the editor of the same job, for a review); null when anyone may
 * @param sourceVersionId the ElementList version (row id) the pass starts from
 * @param requestTaskId   perform_transcription's task, finished when the job completes
 * @param passTaskId      the task that shows this pass in Job Info
 */
public record WorkItem(
        String id,
        String jobId,
        int step,
        Pass pass,
        String iwpName,
        WorkState state,
        String holderId,
        Instant leaseUntil,
        Instant dueAt,
        String excludedId,
        long sourceVersionId,
        String requestTaskId,
        String passTaskId,
        Instant createdAt,
        Instant claimedAt,
        Instant doneAt,
        String doneBy) {

    /** Claimed, with its lease (if any) still running. */
    public boolean heldAt(Instant now) {
        return state == WorkState.CLAIMED && (leaseUntil == null || leaseUntil.isAfter(now));
    }

    public boolean heldBy(String accountId, Instant now) {
        return heldAt(now) && accountId.equals(holderId);
    }

    /** In the queue: open, or claimed by someone whose lease ran out. */
    public boolean takeableAt(Instant now) {
        return state == WorkState.OPEN || (state == WorkState.CLAIMED && !heldAt(now));
    }

    /** Why {@code who} ("You", a username) may not take it: they did the earlier pass it must not share a doer with. */
    String forSomeoneElseThan(String who) {
        return who + " did the " + pass.notByTheDoerOf().label().toLowerCase(Locale.ROOT) + " of this job; its "
                + pass.label().toLowerCase(Locale.ROOT) + " must be done by someone else";
    }

    public boolean overdueAt(Instant now) {
        return state != WorkState.DONE && dueAt.isBefore(now);
    }
}
