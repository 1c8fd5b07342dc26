package dev.parlance.notification;

import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;

import java.nio.charset.StandardCharsets;
import java.util.Date;

/**
 * Builds the MIME message of a stored e-mail: multipart/alternative with a text/plain part and a
 * text/html part, both UTF-8. The Message-ID is derived from the row's id, so a message sent twice
 * (a retry after an answer that got lost) reads as one message to the receiving side.
 */
final class EmailMessages {
    private EmailMessages() {
    }

    static MimeMessage build(Session session, OutboundEmail email, String from) throws MessagingException {
        InternetAddress sender = new InternetAddress(from, true);
        String domain = sender.getAddress().substring(sender.getAddress().indexOf('@') + 1);
        MimeMessage message = new FixedIdMessage(session, "<" + email.id() + "@" + domain + ">");
        message.setFrom(sender);
        message.setRecipient(Message.RecipientType.TO, new InternetAddress(email.recipient(), true));
        message.setSubject(email.subject(), StandardCharsets.UTF_8.name());
        message.setSentDate(Date.from(email.createdAt()));

        MimeBodyPart text = new MimeBodyPart();
        text.setText(email.text(), StandardCharsets.UTF_8.name(), "plain");
        MimeBodyPart html = new MimeBodyPart();
        html.setText(email.html(), StandardCharsets.UTF_8.name(), "html");
        // Simplest first: clients show the last part they understand.
        MimeMultipart alternative = new MimeMultipart("alternative");
        alternative.addBodyPart(text);
        alternative.addBodyPart(html);
        message.setContent(alternative);
        message.saveChanges();
        return message;
    }

    /** A message whose Message-ID survives {@code saveChanges} (which would otherwise make a new one each time). */
    private static final class FixedIdMessage extends MimeMessage {
        private final String messageId;

        FixedIdMessage(Session session, String messageId) {
            super(session);
            this.messageId = messageId;
        }

        @Override
        protected void updateMessageID() throws MessagingException {
            setHeader("Message-ID", messageId);
        }
    }
}
