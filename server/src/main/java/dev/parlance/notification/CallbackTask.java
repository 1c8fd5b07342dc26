package dev.parlance.notification;

import com.github.kagkarlsson.scheduler.task.ExecutionComplete;
import com.github.kagkarlsson.scheduler.task.ExecutionOperations;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;
import java.time.Instant;

/**
 * The deliver-callback task: retried with a delay doubling from {@code initialBackoff} (30 s by
 * default) up to {@code maxBackoff} (1 h), until {@code giveUpAfter} (24 h) since the delivery was
 * queued; then the delivery is recorded as failed.
 */
@Configuration
class CallbackTask {
    @Bean
    OneTimeTask<CallbackDelivery> deliverCallback(CallbackStep step, CallbackProperties properties) {
        return Tasks.oneTime(Callbacks.DELIVER)
                .onFailure(new Backoff(step, properties))
                .onDeadExecutionRevive()
                .execute((instance, context) -> step.run(instance.getData()));
    }

    /** Exponential back-off with a ceiling and a deadline. */
    record Backoff(CallbackStep step, CallbackProperties properties) implements FailureHandler<CallbackDelivery> {
        @Override
        public void onFailure(ExecutionComplete complete, ExecutionOperations<CallbackDelivery> ops) {
            CallbackDelivery delivery = (CallbackDelivery) complete.getExecution().taskInstance.getData();
            Instant next = complete.getTimeDone().plus(delay(complete.getExecution().consecutiveFailures + 1));
            if (step.withinDeadline(delivery.deliveryId(), next)) {
                ops.reschedule(complete, next);
            } else {
                step.giveUp(delivery.deliveryId(), "no 2xx answer within " + properties.giveUpAfter());
                ops.remove();
            }
        }

        /** The wait after the n-th failed attempt. */
        Duration delay(int failures) {
            Duration d = properties.initialBackoff();
            for (int i = 1; i < failures && d.compareTo(properties.maxBackoff()) < 0; i++) {
                d = d.multipliedBy(2);
            }
            return d.compareTo(properties.maxBackoff()) > 0 ? properties.maxBackoff() : d;
        }
    }
}
