package dev.parlance.translation;

import com.github.kagkarlsson.scheduler.task.Task;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.RetryPolicy;
import dev.parlance.queue.WorkKind;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;

/**
 * The machine-translate queued work. A failure (Apertium missing or crashing, a database hiccup) is
 * retried 4 times with a delay doubling from 30 seconds; after that the child goes to Media Failure
 * with the last error. A worker that dies mid-run leaves a dead execution, which db-scheduler
 * revives on any live worker: nothing was stored, so the run starts over.
 */
@Configuration
class MachineTranslationQueuedWork {
    @Bean
    Task<TranslationTask> machineTranslate(MachineTranslationStep step) {
        return QueuedWork.of(MachineTranslations.TRANSLATE, WorkKind.PROCESSING, RetryPolicy.<TranslationTask>doubling(4, Duration.ofSeconds(30)))
                .onGiveUp("unknown error", step::failed)
                .runsSteps(step::run);
    }
}
