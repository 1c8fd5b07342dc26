package dev.parlance.notification;

import dev.parlance.system.ParlanceProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.type.AnnotatedTypeMetadata;
import org.springframework.mail.javamail.JavaMailSenderImpl;

import java.util.Properties;

/**
 * Outgoing mail. The SMTP sender is configured here from {@code parlance.smtp.*} (so the operator's
 * settings are the {@code PARLANCE_SMTP_*} variables, not Spring's {@code spring.mail.*}) and
 * exists only when a host is set. Spring Boot's mail health indicator attaches itself to that
 * sender, so {@code /actuator/health} checks the SMTP server when there is one and stays out of
 * the way when messages go to the outbox folder.
 */
@Configuration(proxyBeanMethods = false)
class MailConfiguration {
    private static final Logger log = LoggerFactory.getLogger(MailConfiguration.class);

    /** A non-blank {@code parlance.smtp.host}. */
    static final class SmtpConfigured implements Condition {
        @Override
        public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
            String host = context.getEnvironment().getProperty("parlance.smtp.host", "");
            return !host.isBlank();
        }
    }

    @Bean
    @Conditional(SmtpConfigured.class)
    JavaMailSenderImpl smtpMailSender(SmtpProperties smtp) {
        return sender(smtp);
    }

    @Bean
    MailTransport mailTransport(ObjectProvider<JavaMailSenderImpl> smtp, ParlanceProperties parlance) {
        JavaMailSenderImpl sender = smtp.getIfAvailable();
        MailTransport transport = sender != null ? new SmtpTransport(sender)
                : new OutboxTransport(parlance.dataDir().resolve("outbox"));
        log.info("E-mail goes to {}", transport.describe());
        return transport;
    }

    static JavaMailSenderImpl sender(SmtpProperties smtp) {
        JavaMailSenderImpl sender = new JavaMailSenderImpl();
        sender.setHost(smtp.host().strip());
        sender.setPort(smtp.port());
        sender.setDefaultEncoding("UTF-8");
        Properties props = new Properties();
        if (!smtp.username().isBlank()) {
            sender.setUsername(smtp.username());
            sender.setPassword(smtp.password());
            props.put("mail.smtp.auth", "true");
        }
        if (smtp.starttls()) {
            props.put("mail.smtp.starttls.enable", "true");
            props.put("mail.smtp.starttls.required", "true");
        }
        String timeout = Long.toString(smtp.timeout().toMillis());
        props.put("mail.smtp.connectiontimeout", timeout);
        props.put("mail.smtp.timeout", timeout);
        props.put("mail.smtp.writetimeout", timeout);
        sender.setJavaMailProperties(props);
        return sender;
    }
}
