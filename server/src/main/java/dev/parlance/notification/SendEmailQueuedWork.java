package dev.parlance.notification;

import com.github.kagkarlsson.scheduler.task.Task;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.RetryPolicy;
import dev.parlance.queue.WorkKind;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The send-email queued work: a message the transport did not take is retried
 * {@code parlance.smtp.retries} times (8) with a delay doubling from {@code parlance.smtp.backoff}
 * (1 minute: the last try comes about four hours after the first), then marked FAILED. A worker
 * that dies mid-send leaves a dead execution, which db-scheduler revives; the receiver may then see
 * the message twice, with one Message-ID.
 */
@Configuration
class SendEmailQueuedWork {
    @Bean
    Task<EmailDelivery> sendEmail(SendEmailStep step, SmtpProperties smtp) {
        return QueuedWork.of(Mailer.SEND, WorkKind.NOTIFICATION, RetryPolicy.doubling(smtp.retries(), smtp.backoff()))
                .onGiveUp("not sent", (email, lastError) -> step.giveUp(email.emailId(), lastError))
                .runs(step::run);
    }
}
