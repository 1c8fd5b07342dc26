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
 * The synthesize-speech task (download_media with text_to_speech): one instance per job, flavour and
 * transcript version, its id the deliverable row's id. Same failure policy as transcode-media:
 * {@code parlance.deliverables.retries} retries with doubling back-off, then FAILED until asked again.
 */
@Configuration
class SpeechTask {
    /** Task name as stored in queued rows: never rename. */
    static final TaskDescriptor<DeliverableWork> SYNTHESIZE = TaskDescriptor.of("synthesize-speech", DeliverableWork.class);

    @Bean
    OneTimeTask<DeliverableWork> synthesizeSpeech(SpeechStep step, DeliverableOutcomes outcomes,
                                                  DeliverableProperties properties) {
        return Tasks.oneTime(SYNTHESIZE)
                .onFailure(FailureHandler.<DeliverableWork>maxRetries(properties.retries())
                        .withBackoff(properties.backoff(), 2.0)
                        .thenRemove(done -> outcomes.failed(
                                ((DeliverableWork) done.getExecution().taskInstance.getData()).deliverableId(),
                                done.getCause().map(Throwable::getMessage).orElse("speech synthesis failed"))))
                .onDeadExecutionRevive()
                .execute((instance, context) -> {
                    try {
                        step.run(instance.getData());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException("Interrupted", e);
                    }
                });
    }

    @Bean
    SpeechSynthesizer speechSynthesizer(DeliverableProperties properties) {
        return new SpeechSynthesizer(properties.speechRate());
    }

    @Bean
    SpeechVoices speechVoices() {
        return new SpeechVoices();
    }
}
