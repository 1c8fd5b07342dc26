package dev.parlance.work;

import dev.parlance.job.Job;
import org.springframework.stereotype.Component;

/** Customer approval: the job waits for the customer's approval of the passes' text. */
@Component
class CustomerApprovals {
    /** The approval pass opened (its item is held by the customer's account). */
    void requested(Job job, WorkItem item) {
        // The e-mailed link comes with the approval page's API.
    }
}
