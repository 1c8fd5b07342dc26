package dev.parlance.notification;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetupTest;
import dev.parlance.system.ParlanceProperties;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.mail.autoconfigure.MailHealthContributorAutoConfiguration;
import org.springframework.boot.mail.health.MailHealthIndicator;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.mail.MailException;
import org.springframework.mail.javamail.JavaMailSenderImpl;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The two transports and the choice between them, without the application. */
@Tag("no-database")
class MailTransportTest {
    @RegisterExtension
    static final GreenMailExtension smtp = new GreenMailExtension(ServerSetupTest.SMTP.dynamicPort())
            .withConfiguration(GreenMailConfiguration.aConfig().withUser("mailer", "mail-secret"));

    @TempDir
    Path dataDir;

    private static OutboundEmail email(String id, String to) {
        return new OutboundEmail(id, null, to, "Captions ready", "Your link: https://example.org/x",
                "<p>Your <a href=\"https://example.org/x\">link</a></p>", OutboundEmail.State.PENDING, 0, null,
                Instant.parse("2024-05-01T10:00:00Z"), null);
    }

    @EnableConfigurationProperties({SmtpProperties.class, ParlanceProperties.class})
    static class Properties_ {
    }

    private ApplicationContextRunner runner() {
        return new ApplicationContextRunner().withUserConfiguration(MailConfiguration.class, Properties_.class)
                .withPropertyValues("parlance.data-dir=" + dataDir);
    }

    @Test
    void withoutAnSmtpHostMessagesGoToTheOutboxFolder() throws Exception {
        runner().run(context -> {
            assertThat(context).doesNotHaveBean(JavaMailSenderImpl.class);
            MailTransport transport = context.getBean(MailTransport.class);
            assertThat(transport).isInstanceOf(OutboxTransport.class);

            MimeMessage message = EmailMessages.build(transport.session(), email("0123abcd", "reader@example.org"),
                    "captions@example.net");
            transport.send(message);

            Path outbox = dataDir.resolve("outbox");
            List<Path> files;
            try (Stream<Path> list = Files.list(outbox)) {
                files = list.toList();
            }
            assertThat(files).extracting(p -> p.getFileName().toString()).containsExactly("0123abcd@example.net.eml");
            try (InputStream in = Files.newInputStream(files.getFirst())) {
                MimeMessage read = new MimeMessage(Session.getInstance(new Properties()), in);
                assertThat(read.getSubject()).isEqualTo("Captions ready");
                assertThat(read.getAllRecipients()[0].toString()).isEqualTo("reader@example.org");
                assertThat(read.getContentType()).startsWith("multipart/alternative");
                MimeMultipart parts = (MimeMultipart) read.getContent();
                assertThat(parts.getBodyPart(0).getContentType()).startsWith("text/plain");
                assertThat(parts.getBodyPart(1).getContentType()).startsWith("text/html");
            }
        });
    }

    @Test
    void withAnSmtpHostMessagesGoToTheServerWithTheConfiguredLogin() {
        runner().withPropertyValues("parlance.smtp.host=127.0.0.1", "parlance.smtp.port=" + smtp.getSmtp().getPort(),
                "parlance.smtp.username=mailer", "parlance.smtp.password=mail-secret", "parlance.smtp.starttls=false")
                .run(context -> {
                    MailTransport transport = context.getBean(MailTransport.class);
                    assertThat(transport).isInstanceOf(SmtpTransport.class);
                    transport.send(EmailMessages.build(transport.session(), email("feed01", "reader@example.org"),
                            "captions@example.net"));
                    assertThat(smtp.waitForIncomingEmail(Duration.ofSeconds(10).toMillis(), 1)).isTrue();
                    assertThat(smtp.getReceivedMessages()[0].getSubject()).isEqualTo("Captions ready");
                });
    }

    @Test
    void theMailHealthCheckExistsOnlyWithAnSmtpHost() {
        ApplicationContextRunner withHealth = runner().withConfiguration(
                AutoConfigurations.of(MailHealthContributorAutoConfiguration.class));
        withHealth.run(context -> assertThat(context).doesNotHaveBean(MailHealthIndicator.class));
        withHealth.withPropertyValues("parlance.smtp.host=127.0.0.1", "parlance.smtp.port=" + smtp.getSmtp().getPort())
                .run(context -> assertThat(context).hasSingleBean(MailHealthIndicator.class));
    }

    @Test
    void aWrongPasswordIsRefused() {
        runner().withPropertyValues("parlance.smtp.host=127.0.0.1", "parlance.smtp.port=" + smtp.getSmtp().getPort(),
                "parlance.smtp.username=mailer", "parlance.smtp.password=wrong", "parlance.smtp.starttls=false")
                .run(context -> {
                    MailTransport transport = context.getBean(MailTransport.class);
                    assertThatThrownBy(() -> transport.send(EmailMessages.build(transport.session(),
                            email("feed02", "reader@example.org"), "captions@example.net"))).isInstanceOf(MailException.class);
                });
    }

    @Test
    void starttlsIsRequiredByDefaultSoAPlainServerIsRefused() {
        runner().withPropertyValues("parlance.smtp.host=127.0.0.1", "parlance.smtp.port=" + smtp.getSmtp().getPort())
                .run(context -> {
                    MailTransport transport = context.getBean(MailTransport.class);
                    assertThatThrownBy(() -> transport.send(EmailMessages.build(transport.session(),
                            email("feed03", "reader@example.org"), "captions@example.net")))
                            .isInstanceOf(MailException.class).hasMessageContaining("STARTTLS");
                    assertThat(smtp.getReceivedMessages()).isEmpty();
                });
    }
}
