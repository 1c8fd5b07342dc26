package dev.parlance.notification;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;

import java.io.IOException;

/** Where finished messages go: an SMTP server, or the outbox folder when there is none. */
interface MailTransport {
    /** The session messages for this transport are built in. */
    Session session();

    /** Hands the message over; any exception means "not sent" and the message is retried. */
    void send(MimeMessage message) throws MessagingException, IOException;

    /** For the log: where messages go. */
    String describe();
}
