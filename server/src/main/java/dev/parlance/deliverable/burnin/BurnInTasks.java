package dev.parlance.deliverable.burnin;

import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import dev.parlance.deliverable.DeliverableOutcomes;
import dev.parlance.deliverable.DeliverableProperties;
import dev.parlance.deliverable.DeliverableTasks;
import dev.parlance.deliverable.DeliverableWork;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The burn-in-captions task, with the deliverables' failure policy ({@link DeliverableTasks}). */
@Configuration
class BurnInTasks {
    /** Task name as stored in queued rows: never rename. One instance per job and transcript version. */
    static final TaskDescriptor<DeliverableWork> BURN_IN = TaskDescriptor.of("burn-in-captions", DeliverableWork.class);

    @Bean
    OneTimeTask<DeliverableWork> burnInCaptions(BurnInStep step, DeliverableOutcomes outcomes,
                                                DeliverableProperties properties) {
        return DeliverableTasks.task(BURN_IN, step::run, "burning in the captions failed", outcomes, properties);
    }
}
