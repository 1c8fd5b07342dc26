package dev.parlance.notification;

import dev.parlance.queue.ExpectedFailure;
import jakarta.mail.MessagingException;
import jakarta.mail.SendFailedException;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.MimeMessage;
import io.micrometer.core.instrument.Metrics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.time.Clock;

/**
 * One attempt of send-email: build the message from its row, hand it to the transport,
 * mark it SENT. A failure is counted on the row (attempts, last error) and thrown, so the work's
 * back-off retries it; a message refused for its address is given up at once, since waiting will
 * not make the address valid.
 */
@Component
class SendEmailStep {
    private static final Logger log = LoggerFactory.getLogger(SendEmailStep.class);

    /** The transport did not take the message; retried later. */
    static final class NotSent extends ExpectedFailure {
        NotSent(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final OutboundEmails emails;
    private final MailTransport transport;
    private final SmtpProperties smtp;
    private final Clock clock;

    SendEmailStep(OutboundEmails emails, MailTransport transport, SmtpProperties smtp, Clock clock) {
        this.emails = emails;
        this.transport = transport;
        this.smtp = smtp;
        this.clock = clock;
    }

    void run(EmailDelivery delivery) {
        OutboundEmail email = emails.find(delivery.emailId()).orElse(null);
        if (email == null || email.state() != OutboundEmail.State.PENDING) {
            return;
        }
        MimeMessage message;
        try {
            message = EmailMessages.build(transport.session(), email, smtp.from());
        } catch (MessagingException e) {
            emails.recordFailedAttempt(email.id(), "cannot build the message: " + e.getMessage());
            giveUp(email.id(), "cannot build the message: " + e.getMessage());
            return;
        }
        try {
            transport.send(message);
        } catch (MessagingException | IOException | RuntimeException e) {
            String error = describe(e);
            emails.recordFailedAttempt(email.id(), error);
            count("failed");
            if (refusedAddress(e)) {
                giveUp(email.id(), error);
                return;
            }
            throw new NotSent("E-mail " + email.id() + " to " + email.recipient() + " not sent: " + error, e);
        }
        emails.markSent(email.id(), clock.instant());
        count("sent");
        log.info("E-mail {} to {} sent ({})", email.id(), email.recipient(), email.subject());
    }

    /** parlance_emails_total{result}: messages sent, attempts failed, messages given up (docs/deploy.md, metrics). */
    private static void count(String result) {
        Metrics.counter("parlance.emails", "result", result).increment();
    }

    void giveUp(String emailId, String why) {
        if (emails.markFailed(emailId)) {
            count("given_up");
            log.warn("E-mail {} given up: {}", emailId, why);
        }
    }

    /** The server refused the recipient itself (5xx for the address), or the address does not parse. */
    private static boolean refusedAddress(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof AddressException) {
                return true;
            }
            if (t instanceof SendFailedException sf && sf.getInvalidAddresses() != null && sf.getInvalidAddresses().length > 0
                    && (sf.getValidUnsentAddresses() == null || sf.getValidUnsentAddresses().length == 0)) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return root == e ? message : message + " (" + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
    }
}
