package dev.parlance.workflow;

import com.github.kagkarlsson.scheduler.task.Task;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.RetryPolicy;
import dev.parlance.queue.WorkKind;
import dev.parlance.sandbox.SampleElementList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;

/**
 * The sandbox-sample-transcription queued work: completes a sandbox job with the sample
 * ElementList. It never looks at the media, so no media can make it fail; a database hiccup is
 * retried 10 times with a delay doubling from 2 seconds.
 */
@Configuration
class SampleTranscriptionQueuedWork {
    private static final Logger log = LoggerFactory.getLogger(SampleTranscriptionQueuedWork.class);

    @Bean
    Task<PipelineJob> sampleTranscription(JobOutcomes outcomes, SampleElementList sample) {
        return QueuedWork.of(Pipeline.SAMPLE, WorkKind.PROCESSING, RetryPolicy.doubling(10, Duration.ofSeconds(2)))
                .onGiveUp("unknown error", (job, lastError) ->
                        log.error("Sandbox job {} could not be completed: {}", job.jobId(), lastError))
                .runs(job -> outcomes.sampleDone(job.jobId(), job.taskId(), sample.get()));
    }
}
