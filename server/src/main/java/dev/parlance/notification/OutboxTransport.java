package dev.parlance.notification;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

/**
 * Without an SMTP server, each message is written as an RFC 822 {@code .eml} file (which any mail
 * client opens) to the outbox folder, and the log says where: a single machine needs no mail
 * setup, and nothing is lost. Files appear whole (written beside, then renamed).
 */
final class OutboxTransport implements MailTransport {
    private static final Logger log = LoggerFactory.getLogger(OutboxTransport.class);

    private final Path folder;
    private final Session session = Session.getInstance(new Properties());

    OutboxTransport(Path folder) {
        this.folder = folder.toAbsolutePath().normalize();
    }

    @Override
    public Session session() {
        return session;
    }

    @Override
    public void send(MimeMessage message) throws MessagingException, IOException {
        Files.createDirectories(folder);
        String id = message.getMessageID().replaceAll("[^A-Za-z0-9@._-]", "");
        Path target = folder.resolve(id + ".eml");
        Path part = folder.resolve("." + id + ".eml.part");
        try (OutputStream out = Files.newOutputStream(part)) {
            message.writeTo(out);
        }
        Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        log.info("E-mail to {} ({}) written to {}: no SMTP server is configured (PARLANCE_SMTP_HOST)",
                String.join(", ", java.util.Arrays.stream(message.getAllRecipients()).map(Object::toString).toList()),
                message.getSubject(), target);
    }

    @Override
    public String describe() {
        return "the outbox folder " + folder;
    }
}
