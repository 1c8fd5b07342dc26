package dev.parlance.notification;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The send-email task: a message the transport did not take is retried {@code parlance.smtp.retries}
 * times (8) with a delay doubling from {@code parlance.smtp.backoff} (1 minute: the last try comes
 * about four hours after the first), then marked FAILED. A worker that dies mid-send leaves a dead
 * execution, which db-scheduler revives; the receiver may then see the message twice, with one
 * Message-ID.
 */
@Configuration
class SendEmailTask {
    @Bean
    OneTimeTask<EmailDelivery> sendEmail(SendEmailStep step, SmtpProperties smtp) {
        return Tasks.oneTime(Mailer.SEND)
                .onFailure(FailureHandler.<EmailDelivery>maxRetries(smtp.retries())
                        .withBackoff(smtp.backoff(), 2.0)
                        .thenRemove(done -> step.giveUp(((EmailDelivery) done.getExecution().taskInstance.getData()).emailId(),
                                done.getCause().map(Throwable::getMessage).orElse("not sent"))))
                .onDeadExecutionRevive()
                .execute((instance, context) -> step.run(instance.getData()));
    }
}
