package dev.parlance.work;

import dev.parlance.job.JobDeleted;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * A deleted job's work goes with it, in the deleting transaction: its items leave every queue and
 * its drafts (the customer's text, as typed) are removed.
 */
@Component
class WorkCleaner {
    private final WorkItemRepository items;
    private final WorkDrafts drafts;

    WorkCleaner(WorkItemRepository items, WorkDrafts drafts) {
        this.items = items;
        this.drafts = drafts;
    }

    @EventListener
    void forget(JobDeleted event) {
        drafts.deleteForJob(event.jobId());
        items.deleteForJob(event.jobId());
    }
}
