package dev.parlance.workflow;

import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.helper.CustomTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;

/**
 * The transcribe-media task. Unexpected failures (a crashed ffmpeg, a full disk, a database
 * hiccup) are retried 4 times with a delay doubling from 30 seconds; after that the job goes to
 * Media Failure with the last error. A worker that dies mid-run leaves a dead execution, which
 * db-scheduler revives on any live worker, and the step resumes from its saved chunks.
 */
@Configuration
class TranscribeTask {
    private static TranscribeStep.Outcome run(TranscribeStep step, PipelineJob job) {
        try {
            return step.run(job);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Bean
    CustomTask<PipelineJob> transcribeMedia(TranscribeStep step, JobOutcomes outcomes) {
        return Tasks.custom(Pipeline.TRANSCRIBE)
                .onFailure(FailureHandler.<PipelineJob>maxRetries(4)
                        .withBackoff(Duration.ofSeconds(30), 2.0)
                        .thenRemove(done -> {
                            PipelineJob job = (PipelineJob) done.getExecution().taskInstance.getData();
                            outcomes.mediaFailed(job.jobId(), job.taskId(), "transcription failed: "
                                    + done.getCause().map(Throwable::getMessage).orElse("unknown error"));
                        }))
                .onDeadExecutionRevive()
                .execute((instance, context) -> switch (run(step, instance.getData())) {
                    case TranscribeStep.Outcome.Done d -> new CompletionHandler.OnCompleteRemove<>();
                    // A success that reschedules: waiting for a download is not a failure and costs no retry.
                    case TranscribeStep.Outcome.Later later -> (CompletionHandler<PipelineJob>) (complete, ops) ->
                            ops.reschedule(complete, complete.getTimeDone().plus(later.delay()));
                });
    }
}
