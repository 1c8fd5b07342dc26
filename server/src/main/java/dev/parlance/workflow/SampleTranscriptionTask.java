package dev.parlance.workflow;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import dev.parlance.sandbox.SampleElementList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;

/**
 * The sandbox-sample-transcription task: completes a sandbox job with the sample ElementList. It
 * never looks at the media, so no media can make it fail; a database hiccup is retried.
 */
@Configuration
class SampleTranscriptionTask {
    private static final Logger log = LoggerFactory.getLogger(SampleTranscriptionTask.class);

    @Bean
    OneTimeTask<PipelineJob> sampleTranscription(JobOutcomes outcomes, SampleElementList sample) {
        return Tasks.oneTime(Pipeline.SAMPLE)
                .onFailure(FailureHandler.<PipelineJob>maxRetries(10)
                        .withBackoff(Duration.ofSeconds(2), 2.0)
                        .thenRemove(done -> log.error("Sandbox job {} could not be completed: {}",
                                ((PipelineJob) done.getExecution().taskInstance.getData()).jobId(),
                                done.getCause().map(Throwable::toString).orElse("unknown error"))))
                .onDeadExecutionRevive()
                .execute((instance, context) -> outcomes.sampleDone(instance.getData().jobId(),
                        instance.getData().taskId(), sample.get()));
    }
}
