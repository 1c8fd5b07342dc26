package dev.parlance.deliverable;

import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.RetryPolicy;
import dev.parlance.queue.WorkKind;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The queued work that makes deliverable files, one instance per deliverable row (its id the row's
 * id, so requests for the same file share one run). All share one failure policy, {@link #work}:
 * unexpected failures are retried {@code parlance.deliverables.retries} times with a delay doubling
 * from {@code parlance.deliverables.backoff}; then the row is FAILED with the last error (burn-in
 * requesters are e-mailed it) and the next request queues the work again. A worker that dies
 * mid-encode leaves a dead execution, which db-scheduler revives; the work starts over (its work
 * file went with the worker). Burn-in and narration declare their work in their own packages.
 */
@Configuration
public class DeliverableQueuedWork {
    /** Name as stored in queued rows: never rename. */
    static final TaskDescriptor<DeliverableWork> TRANSCODE = TaskDescriptor.of("transcode-media", DeliverableWork.class);

    @Bean
    Task<DeliverableWork> transcodeMedia(TranscodeStep step, DeliverableOutcomes outcomes,
                                         DeliverableProperties properties) {
        return work(TRANSCODE, "transcoding failed", outcomes, properties).runs(step::run);
    }

    /**
     * Queued work making a deliverable file, with the deliverables' failure policy.
     *
     * @param unknownError the row's failure reason when the last error had no message
     */
    public static QueuedWork<DeliverableWork> work(TaskDescriptor<DeliverableWork> name, String unknownError,
                                                   DeliverableOutcomes outcomes, DeliverableProperties properties) {
        return QueuedWork.of(name, WorkKind.DELIVERABLE, RetryPolicy.doubling(properties.retries(), properties.backoff()))
                .onGiveUp(unknownError, (work, lastError) -> outcomes.failed(work.deliverableId(), lastError));
    }

    @Bean
    Encoder encoder(DeliverableProperties properties) {
        return new Encoder(properties.stallTimeout());
    }
}
