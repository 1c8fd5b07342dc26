package dev.parlance.web.work;

import dev.parlance.work.QueueEntry;
import dev.parlance.work.WorkItem;
import dev.parlance.work.WorkState;

import java.time.Instant;

/**
 * A work item as the operator sees it: who holds it and until when, whether the claim lapsed, whether
 * it is overdue.
 *
 * @param state        OPEN, CLAIMED (a holder, its lease perhaps lapsed) or, for customer approval, CLAIMED
 *                     by the customer
 * @param holder       the holder's username; null when nobody holds it
 * @param leaseExpired whether the holder's claim has lapsed (the item is back in the queue)
 */
public record OperatorItemView(String id, String pass, String passLabel, String iwpName, String state, String holder, Instant leaseUntil,
                        boolean leaseExpired, Instant claimedAt, Instant dueAt, boolean overdue,
                        QueueItemView.JobSummary job) {

    static OperatorItemView of(QueueEntry e, Instant now) {
        WorkItem item = e.item();
        boolean held = item.state() == WorkState.CLAIMED;
        return new OperatorItemView(item.id(), item.pass().name(), item.pass().label(), item.iwpName(), item.state().name(),
                held ? e.holderName() : null, item.leaseUntil(), held && !item.heldAt(now), item.claimedAt(),
                item.dueAt(), item.overdueAt(now), QueueItemView.JobSummary.of(e));
    }
}
