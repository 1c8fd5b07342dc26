package dev.parlance.notification;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.Clock;

/**
 * Queues e-mail. The message is stored and its send-email work queued in the caller's
 * transaction, so a message belongs to the change that caused it: both commit, or neither. The
 * sending happens later, retried with back-off (see {@link SendEmailQueuedWork}).
 */
@Service
public class Mailer {
    /** Task name as stored in queued rows: never rename. */
    static final TaskDescriptor<EmailDelivery> SEND = TaskDescriptor.of("send-email", EmailDelivery.class);

    private final OutboundEmails emails;
    private final ObjectProvider<SchedulerClient> scheduler;
    private final Clock clock;

    Mailer(OutboundEmails emails, ObjectProvider<SchedulerClient> scheduler, Clock clock) {
        this.emails = emails;
        // Resolved lazily: the scheduler bean depends on every queued-work bean.
        this.scheduler = scheduler;
        this.clock = clock;
    }

    /** Stores the message and queues its sending; returns its id. */
    @Transactional
    public String queue(Email email) {
        requireAddress(email.to(), "to");
        String id = Ids.newId();
        emails.insert(id, email, clock.instant());
        scheduler.getObject().schedule(SEND.instance(id).data(new EmailDelivery(id)).scheduledTo(clock.instant()));
        return id;
    }

    /**
     * One plain address such as {@code name@example.org} (no display name, no list), or the v1
     * error naming the parameter it came from.
     */
    public static String requireAddress(String address, String parameter) {
        String candidate = address == null ? "" : address.strip();
        try {
            InternetAddress parsed = new InternetAddress(candidate, true);
            if (parsed.getPersonal() != null || !parsed.getAddress().equals(candidate)
                    || !candidate.matches("[^@\\s]+@[^@\\s]+\\.[^@\\s]+") || candidate.length() > 320) {
                throw new AddressException("not a plain address");
            }
            return candidate;
        } catch (AddressException e) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Invalid value for " + parameter
                    + ": expected one e-mail address such as name@example.com, got '" + candidate + "'");
        }
    }
}
