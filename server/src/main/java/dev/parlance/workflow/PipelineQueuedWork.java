package dev.parlance.workflow;

import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.RetryPolicy;
import dev.parlance.queue.WorkKind;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;
import java.util.function.Function;

/**
 * The transcription pipeline's queued work: transcribe-media, recognize-sections and
 * build-transcript. Unexpected failures (a crashed ffmpeg, a full disk, a database hiccup) are
 * retried 4 times with a delay doubling from 30 seconds; after that the job goes to Media Failure
 * with the last error. A worker that dies mid-run leaves a dead execution, which db-scheduler
 * revives on any live worker.
 */
@Configuration
class PipelineQueuedWork {

    @Bean
    Task<PipelineJob> transcribeMedia(TranscribeStep step, JobOutcomes outcomes) {
        return work(Pipeline.TRANSCRIBE, job -> job, outcomes).runsSteps(step::run);
    }

    @Bean
    Task<PipelineJob> buildTranscript(TranscribeStep step, JobOutcomes outcomes) {
        return work(Pipeline.BUILD, job -> job, outcomes).runsSteps(step::build);
    }

    @Bean
    Task<SectionLane> recognizeSections(RecognizeSectionsStep step, JobOutcomes outcomes) {
        return work(Pipeline.RECOGNIZE, SectionLane::job, outcomes).runsSteps(step::run);
    }

    private static <T> QueuedWork<T> work(TaskDescriptor<T> name, Function<T, PipelineJob> jobOf, JobOutcomes outcomes) {
        return QueuedWork.of(name, WorkKind.PROCESSING, RetryPolicy.doubling(4, Duration.ofSeconds(30)))
                .onGiveUp("unknown error", (data, lastError) -> {
                    PipelineJob job = jobOf.apply(data);
                    outcomes.mediaFailed(job.jobId(), job.taskId(), "transcription failed: " + lastError);
                });
    }
}
