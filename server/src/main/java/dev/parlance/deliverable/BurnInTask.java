package dev.parlance.deliverable;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The burn-in-captions task: one instance per job and transcript version, its id the deliverable
 * row's id (requests for the same captions share one video). Same failure policy as
 * transcode-media; when it gives up, every waiting requester is e-mailed the reason.
 */
@Configuration
class BurnInTask {
    /** Task name as stored in queued rows: never rename. */
    static final TaskDescriptor<DeliverableWork> BURN_IN = TaskDescriptor.of("burn-in-captions", DeliverableWork.class);

    @Bean
    OneTimeTask<DeliverableWork> burnInCaptions(BurnInStep step, DeliverableOutcomes outcomes,
                                                DeliverableProperties properties) {
        return Tasks.oneTime(BURN_IN)
                .onFailure(FailureHandler.<DeliverableWork>maxRetries(properties.retries())
                        .withBackoff(properties.backoff(), 2.0)
                        .thenRemove(done -> outcomes.failed(
                                ((DeliverableWork) done.getExecution().taskInstance.getData()).deliverableId(),
                                done.getCause().map(Throwable::getMessage).orElse("burning in the captions failed"))))
                .onDeadExecutionRevive()
                .execute((instance, context) -> {
                    try {
                        step.run(instance.getData());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
    }
}
