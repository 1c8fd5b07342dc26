package dev.parlance.deliverable.narration;

import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.deliverable.DeliverableOutcomes;
import dev.parlance.deliverable.DeliverableProperties;
import dev.parlance.deliverable.DeliverableQueuedWork;
import dev.parlance.deliverable.DeliverableWork;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The synthesize-speech queued work, with the deliverables' failure policy ({@link DeliverableQueuedWork}). */
@Configuration
class NarrationQueuedWork {
    /** Name as stored in queued rows: never rename. One instance per job, flavour and transcript version. */
    static final TaskDescriptor<DeliverableWork> SYNTHESIZE = TaskDescriptor.of("synthesize-speech", DeliverableWork.class);

    @Bean
    Task<DeliverableWork> synthesizeSpeech(NarrationStep step, DeliverableOutcomes outcomes,
                                           DeliverableProperties properties) {
        return DeliverableQueuedWork.work(SYNTHESIZE, "speech synthesis failed", outcomes, properties).runs(step::run);
    }

    @Bean
    Narrator narrator(DeliverableProperties properties) {
        return new Narrator(properties.speechRate());
    }

    @Bean
    NarrationVoices narrationVoices() {
        return new NarrationVoices();
    }
}
