package dev.parlance.work;

import com.github.kagkarlsson.scheduler.task.Task;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.RetryPolicy;
import dev.parlance.queue.WorkKind;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;

/**
 * The work room's queued work: work-item-due, one per workforce pass at its due date, and
 * finish-submitted-pass, a pass submitted to an api process ({@link PassWork}). A failure (a
 * database hiccup) is retried 5 times with a delay doubling from a minute; after that the item simply
 * stays overdue in the queue, as with the default setting, or the submitted text stays its draft.
 */
@Configuration
class WorkQueuedWork {
    /** A pass submitted to an api process, finished by a worker; retried as the due date is. */
    @Bean
    Task<SubmittedPass> finishSubmittedPass(PassWork work) {
        return QueuedWork.of(PassWork.FINISH_SUBMITTED, WorkKind.PROCESSING, RetryPolicy.<SubmittedPass>doubling(5, Duration.ofMinutes(1)))
                .runs(work::finishSubmitted);
    }

    @Bean
    Task<WorkItemDue> workItemDue(OverdueStep step) {
        return QueuedWork.of(JobJourney.ITEM_DUE, WorkKind.UPKEEP, RetryPolicy.<WorkItemDue>doubling(5, Duration.ofMinutes(1)))
                .runs(step::run);
    }
}
