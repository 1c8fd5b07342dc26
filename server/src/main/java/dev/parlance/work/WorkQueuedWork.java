package dev.parlance.work;

import com.github.kagkarlsson.scheduler.task.Task;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.RetryPolicy;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;

/**
 * The work room's queued work: work-item-due, one per workforce pass at its due date. A failure (a
 * database hiccup) is retried 5 times with a delay doubling from a minute; after that the item simply
 * stays overdue in the queue, as with the default setting.
 */
@Configuration
class WorkQueuedWork {
    @Bean
    Task<WorkItemDue> workItemDue(OverdueStep step) {
        return QueuedWork.of(PassFlow.ITEM_DUE, RetryPolicy.<WorkItemDue>doubling(5, Duration.ofMinutes(1)))
                .runs(step::run);
    }
}
