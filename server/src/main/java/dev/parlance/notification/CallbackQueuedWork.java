package dev.parlance.notification;

import com.github.kagkarlsson.scheduler.task.Task;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.RetryPolicy;
import dev.parlance.queue.WorkKind;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The deliver-callback queued work: retried with a delay doubling from {@code initialBackoff} (30 s
 * by default) up to {@code maxBackoff} (1 h), until {@code giveUpAfter} (24 h) since the delivery
 * was queued; then the delivery is recorded as failed. A worker that dies mid-call leaves a dead
 * execution, which db-scheduler revives.
 */
@Configuration
class CallbackQueuedWork {
    @Bean
    Task<CallbackDelivery> deliverCallback(CallbackStep step, CallbackProperties properties) {
        RetryPolicy<CallbackDelivery> untilDeadline = RetryPolicy.doublingUpTo(properties.initialBackoff(),
                properties.maxBackoff(), (delivery, next) -> step.withinDeadline(delivery.deliveryId(), next));
        return QueuedWork.of(Callbacks.DELIVER, WorkKind.NOTIFICATION, untilDeadline)
                .onGiveUp((delivery, lastError) ->
                        step.giveUp(delivery.deliveryId(), "no 2xx answer within " + properties.giveUpAfter()))
                .runs(step::run);
    }
}
