package dev.parlance.deliverable.burnin;

import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.deliverable.DeliverableOutcomes;
import dev.parlance.deliverable.DeliverableProperties;
import dev.parlance.deliverable.DeliverableQueuedWork;
import dev.parlance.deliverable.DeliverableWork;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The burn-in-captions queued work, with the deliverables' failure policy ({@link DeliverableQueuedWork}). */
@Configuration
class BurnInQueuedWork {
    /** Name as stored in queued rows: never rename. One instance per job and transcript version. */
    static final TaskDescriptor<DeliverableWork> BURN_IN = TaskDescriptor.of("burn-in-captions", DeliverableWork.class);

    @Bean
    Task<DeliverableWork> burnInCaptions(BurnInStep step, DeliverableOutcomes outcomes, DeliverableProperties properties) {
        return DeliverableQueuedWork.work(BURN_IN, "burning in the captions failed", outcomes, properties).runs(step::run);
    }
}
