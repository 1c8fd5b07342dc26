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
 * The db-scheduler tasks that make deliverable files, one instance per deliverable row (its id the
 * row's id, so requests for the same file share one run). All share one failure policy: unexpected
 * failures are retried {@code parlance.deliverables.retries} times with a delay doubling from
 * {@code parlance.deliverables.backoff}; then the row is FAILED with the last error (burn-in
 * requesters are e-mailed it) and the next request queues the work again. A worker that dies
 * mid-encode leaves a dead execution, which db-scheduler revives; the work starts over (its work
 * file went with the worker). Burn-in and narration declare their tasks in their own packages.
 */
@Configuration
public class DeliverableTasks {
    /** Task name as stored in queued rows: never rename. */
    static final TaskDescriptor<DeliverableWork> TRANSCODE = TaskDescriptor.of("transcode-media", DeliverableWork.class);

    /** What a task runs: one of the *Step classes. */
    @FunctionalInterface
    public interface Work {
        void run(DeliverableWork work) throws IOException, InterruptedException;
    }

    @Bean
    OneTimeTask<DeliverableWork> transcodeMedia(TranscodeStep step, DeliverableOutcomes outcomes,
                                                DeliverableProperties properties) {
        return task(TRANSCODE, step::run, "transcoding failed", outcomes, properties);
    }

    public static OneTimeTask<DeliverableWork> task(TaskDescriptor<DeliverableWork> descriptor, Work work,
                                                    String failure, DeliverableOutcomes outcomes,
                                                    DeliverableProperties properties) {
        return Tasks.oneTime(descriptor)
                .onFailure(FailureHandler.<DeliverableWork>maxRetries(properties.retries())
                        .withBackoff(properties.backoff(), 2.0)
                        .thenRemove(done -> outcomes.failed(
                                ((DeliverableWork) done.getExecution().taskInstance.getData()).deliverableId(),
                                done.getCause().map(Throwable::getMessage).orElse(failure))))
                .onDeadExecutionRevive()
                .execute((instance, context) -> {
                    try {
                        work.run(instance.getData());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException("Interrupted", e);
                    }
                });
    }

    @Bean
    Encoder encoder(DeliverableProperties properties) {
        return new Encoder(properties.stallTimeout());
    }
}
