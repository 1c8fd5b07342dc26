package dev.parlance.support;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.internet.MimeMessage;
import org.springframework.test.context.DynamicPropertyRegistry;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;

/**
 * The SMTP server of the shared test application: GreenMail on a port chosen once, so a test may
 * stop and start it again (to see retries) without the application losing track of it. Tests tell
 * their messages apart by recipient.
 */
public final class TestMail {
    public static final int PORT = freePort();
    public static final GreenMail SERVER = start();

    private TestMail() {
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static GreenMail start() {
        GreenMail mail = new GreenMail(new ServerSetup(PORT, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        mail.start();
        return mail;
    }

    static void register(DynamicPropertyRegistry registry) {
        registry.add("parlance.smtp.host", () -> "127.0.0.1");
        registry.add("parlance.smtp.port", () -> PORT);
        registry.add("parlance.smtp.starttls", () -> "false");
        registry.add("parlance.smtp.from", () -> "captions@parlance.test");
        // Retries in test time: 3 retries, 200 ms doubling.
        registry.add("parlance.smtp.retries", () -> "3");
        registry.add("parlance.smtp.backoff", () -> "200ms");
    }

    /** Messages received for this address so far. */
    public static List<MimeMessage> receivedBy(String address) {
        return Arrays.stream(SERVER.getReceivedMessages()).filter(m -> {
            try {
                return Arrays.stream(m.getAllRecipients()).anyMatch(a -> a.toString().equalsIgnoreCase(address));
            } catch (jakarta.mail.MessagingException e) {
                return false;
            }
        }).toList();
    }

    /** Waits until {@code count} messages arrived for the address. */
    public static List<MimeMessage> awaitMessages(String address, int count, Duration timeout) throws InterruptedException {
        Instant deadline = Instant.now().plus(timeout);
        List<MimeMessage> received = receivedBy(address);
        while (received.size() < count && Instant.now().isBefore(deadline)) {
            Thread.sleep(100);
            received = receivedBy(address);
        }
        return received;
    }
}
