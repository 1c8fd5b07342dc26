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
 * The transcode-media task: one instance per (job, flavour), its id the deliverable row's id.
 * Unexpected failures are retried {@code parlance.deliverables.retries} times with a delay doubling
 * from {@code parlance.deliverables.backoff}; then the row is FAILED with the last error, and the
 * next request for the flavour queues it again. A worker that dies mid-encode leaves a dead
 * execution, which db-scheduler revives; the encode starts over (its work file went with the worker).
 */
@Configuration
class TranscodeTask {
    /** Task name as stored in queued rows: never rename. */
    static final TaskDescriptor<DeliverableWork> TRANSCODE = TaskDescriptor.of("transcode-media", DeliverableWork.class);

    @Bean
    OneTimeTask<DeliverableWork> transcodeMedia(TranscodeStep step, DeliverableOutcomes outcomes,
                                                DeliverableProperties properties) {
        return Tasks.oneTime(TRANSCODE)
                .onFailure(FailureHandler.<DeliverableWork>maxRetries(properties.retries())
                        .withBackoff(properties.backoff(), 2.0)
                        .thenRemove(done -> outcomes.failed(
                                ((DeliverableWork) done.getExecution().taskInstance.getData()).deliverableId(),
                                done.getCause().map(Throwable::getMessage).orElse("transcoding failed"))))
                .onDeadExecutionRevive()
                .execute((instance, context) -> {
                    try {
                        step.run(instance.getData());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
    }

    @Bean
    Encoder encoder(DeliverableProperties properties) {
        return new Encoder(properties.stallTimeout());
    }
}
