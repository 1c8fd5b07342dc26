package dev.parlance.notification;

import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import org.springframework.mail.javamail.JavaMailSenderImpl;

/** Messages handed to the configured SMTP server through Spring's mail sender. */
final class SmtpTransport implements MailTransport {
    private final JavaMailSenderImpl sender;

    SmtpTransport(JavaMailSenderImpl sender) {
        this.sender = sender;
    }

    @Override
    public Session session() {
        return sender.getSession();
    }

    @Override
    public void send(MimeMessage message) {
        sender.send(message);
    }

    @Override
    public String describe() {
        return "SMTP server " + sender.getHost() + ":" + sender.getPort();
    }
}
