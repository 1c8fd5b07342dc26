package dev.parlance.workflow;

import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.helper.CustomTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.function.Function;

/**
 * The transcription tasks: transcribe-media, recognize-sections and build-transcript. Unexpected
 * failures (a crashed ffmpeg, a full disk, a database hiccup) are retried 4 times with a delay
 * doubling from 30 seconds; after that the job goes to Media Failure with the last error. A worker that dies
 * mid-run leaves a dead execution, which db-scheduler revives on any live worker.
 */
@Configuration
class PipelineTasks {

    /** A step of the pipeline: runs on task data, says whether it is done. */
    @FunctionalInterface
    private interface Step<T> {
        StepOutcome run(T data) throws IOException;
    }

    @Bean
    CustomTask<PipelineJob> transcribeMedia(TranscribeStep step, JobOutcomes outcomes) {
        return task(Pipeline.TRANSCRIBE, step::run, job -> job, outcomes);
    }

    @Bean
    CustomTask<PipelineJob> buildTranscript(TranscribeStep step, JobOutcomes outcomes) {
        return task(Pipeline.BUILD, step::build, job -> job, outcomes);
    }

    @Bean
    CustomTask<SectionLane> recognizeSections(RecognizeSectionsStep step, JobOutcomes outcomes) {
        return task(Pipeline.RECOGNIZE, step::run, SectionLane::job, outcomes);
    }

    private static <T> CustomTask<T> task(TaskDescriptor<T> descriptor, Step<T> step,
                                          Function<T, PipelineJob> jobOf, JobOutcomes outcomes) {
        return Tasks.custom(descriptor)
                .onFailure(FailureHandler.<T>maxRetries(4)
                        .withBackoff(Duration.ofSeconds(30), 2.0)
                        .thenRemove(done -> {
                            @SuppressWarnings("unchecked")
                            PipelineJob job = jobOf.apply((T) done.getExecution().taskInstance.getData());
                            outcomes.mediaFailed(job.jobId(), job.taskId(), "transcription failed: "
                                    + done.getCause().map(Throwable::getMessage).orElse("unknown error"));
                        }))
                .onDeadExecutionRevive()
                .execute((instance, context) -> switch (run(step, instance.getData())) {
                    case StepOutcome.Done d -> new CompletionHandler.OnCompleteRemove<>();
                    // A success that reschedules: waiting for a download, or going on to the next section.
                    case StepOutcome.Later later -> (CompletionHandler<T>) (complete, ops) ->
                            ops.reschedule(complete, complete.getTimeDone().plus(later.delay()));
                });
    }

    private static <T> StepOutcome run(Step<T> step, T data) {
        try {
            return step.run(data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
