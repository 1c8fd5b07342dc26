package dev.parlance.notification;

import dev.parlance.common.ApiException;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.TestMail;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Queued e-mail reaches the SMTP server (GreenMail), durably and with retries. */
class MailerApiTest extends ApiTestSupport {
    @Autowired
    Mailer mailer;
    @Autowired
    OutboundEmails emails;

    @AfterEach
    void smtpUp() {
        if (!TestMail.SERVER.isRunning()) {
            TestMail.SERVER.start();
        }
    }

    private static Email email(String to) {
        return new Email(to, "Ihre Untertitel sind fertig ✓", "Plain text, größer\nsecond line",
                "<p>HTML text, <b>größer</b></p>", null);
    }

    @Test
    void queuedMessagesArriveAsPlainTextAndHtmlAlternatives() throws Exception {
        String to = unique("mail") + "@example.org";
        String id = mailer.queue(email(to));

        List<MimeMessage> received = TestMail.awaitMessages(to, 1, Duration.ofSeconds(30));
        assertThat(received).hasSize(1);
        MimeMessage m = received.getFirst();
        assertThat(m.getSubject()).isEqualTo("Ihre Untertitel sind fertig ✓");
        assertThat(m.getFrom()[0].toString()).isEqualTo("captions@parlance.test");
        assertThat(m.getMessageID()).isEqualTo("<" + id + "@parlance.test>");
        assertThat(m.getContentType()).startsWith("multipart/alternative");
        MimeMultipart parts = (MimeMultipart) m.getContent();
        assertThat(parts.getCount()).isEqualTo(2);
        assertThat(parts.getBodyPart(0).getContentType()).startsWith("text/plain").containsIgnoringCase("utf-8");
        assertThat(((String) parts.getBodyPart(0).getContent()).replace("\r\n", "\n")).isEqualTo("Plain text, größer\nsecond line");
        assertThat(parts.getBodyPart(1).getContentType()).startsWith("text/html");
        assertThat((String) parts.getBodyPart(1).getContent()).isEqualTo("<p>HTML text, <b>größer</b></p>");

        OutboundEmail row = awaitRow(id, e -> e.state() == OutboundEmail.State.SENT);
        assertThat(row.attempts()).isEqualTo(1);
        assertThat(row.sentAt()).isNotNull();
    }

    @Test
    void aMessageTheServerDidNotTakeIsRetriedUntilItArrives() throws Exception {
        String to = unique("retry") + "@example.org";
        TestMail.SERVER.stop();
        String id = mailer.queue(email(to));
        OutboundEmail failing = awaitRow(id, e -> e.attempts() >= 1);
        assertThat(failing.state()).isEqualTo(OutboundEmail.State.PENDING);
        assertThat(failing.lastError()).isNotBlank();

        TestMail.SERVER.start();
        assertThat(TestMail.awaitMessages(to, 1, Duration.ofSeconds(30))).hasSize(1);
        OutboundEmail sent = awaitRow(id, e -> e.state() == OutboundEmail.State.SENT);
        assertThat(sent.attempts()).isGreaterThanOrEqualTo(2);
    }

    @Test
    void aMessageIsGivenUpAfterItsRetries() throws Exception {
        String to = unique("gone") + "@example.org";
        TestMail.SERVER.stop();
        String id = mailer.queue(email(to));
        OutboundEmail failed = awaitRow(id, e -> e.state() == OutboundEmail.State.FAILED);
        // The first attempt and three retries (parlance.smtp.retries=3 in tests).
        assertThat(failed.attempts()).isEqualTo(4);
        TestMail.SERVER.start();
        Thread.sleep(1000);
        assertThat(TestMail.receivedBy(to)).isEmpty();
    }

    @Test
    void onlyPlainAddressesAreAccepted() {
        for (String bad : new String[]{"", "nobody", "a@b", "Someone <a@example.org>", "a@example.org, b@example.org",
                "a@example.org\r\nBcc: c@example.org"}) {
            assertThatThrownBy(() -> mailer.queue(email(bad))).as(bad).isInstanceOf(ApiException.class)
                    .hasMessageContaining("expected one e-mail address");
        }
    }

    private OutboundEmail awaitRow(String id, Predicate<OutboundEmail> condition) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        OutboundEmail row = emails.find(id).orElseThrow();
        while (!condition.test(row) && Instant.now().isBefore(deadline)) {
            Thread.sleep(50);
            row = emails.find(id).orElseThrow();
        }
        assertThat(condition.test(row)).as("row %s", row).isTrue();
        return row;
    }
}
