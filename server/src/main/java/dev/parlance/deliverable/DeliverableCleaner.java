package dev.parlance.deliverable;

import dev.parlance.job.JobDeleted;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * Forgets a deleted job's generated files, inside the deleting transaction. The files themselves sit
 * in the job's folder of the media store, which the media cleaner removes once the deletion commits;
 * a production still running then finds its row gone and deletes what it made.
 */
@Component
class DeliverableCleaner {
    private final DeliverableRepository deliverables;

    DeliverableCleaner(DeliverableRepository deliverables) {
        this.deliverables = deliverables;
    }

    @TransactionalEventListener(phase = TransactionPhase.BEFORE_COMMIT, fallbackExecution = true)
    void forget(JobDeleted event) {
        deliverables.deleteForJob(event.jobId());
    }
}
