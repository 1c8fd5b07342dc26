package dev.parlance.deliverable.narration;

import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import dev.parlance.deliverable.DeliverableOutcomes;
import dev.parlance.deliverable.DeliverableProperties;
import dev.parlance.deliverable.DeliverableTasks;
import dev.parlance.deliverable.DeliverableWork;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The synthesize-speech task, with the deliverables' failure policy ({@link DeliverableTasks}). */
@Configuration
class NarrationTasks {
    /** Task name as stored in queued rows: never rename. One instance per job, flavour and transcript version. */
    static final TaskDescriptor<DeliverableWork> SYNTHESIZE = TaskDescriptor.of("synthesize-speech", DeliverableWork.class);

    @Bean
    OneTimeTask<DeliverableWork> synthesizeSpeech(NarrationStep step, DeliverableOutcomes outcomes,
                                                  DeliverableProperties properties) {
        return DeliverableTasks.task(SYNTHESIZE, step::run, "speech synthesis failed", outcomes, properties);
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
