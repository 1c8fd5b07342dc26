package dev.parlance.notification;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.time.Duration;

/**
 * Outgoing e-mail ({@code parlance.smtp.*}, env {@code PARLANCE_SMTP_HOST}, {@code PARLANCE_SMTP_PORT}...).
 * Without a host, messages are written as {@code .eml} files to {@code <data-dir>/outbox/} instead.
 *
 * @param host     SMTP server; empty: no SMTP, use the outbox folder
 * @param port     submission port (587 with STARTTLS is the usual one)
 * @param username login, empty for none
 * @param password its password
 * @param from     sender address of every message
 * @param starttls require STARTTLS before anything is sent (refuse a server that does not offer it)
 * @param timeout  connect, read and write timeout of one SMTP conversation
 * @param retries  retries of a message that could not be handed over
 * @param backoff  first retry delay; it doubles with each further retry
 */
@ConfigurationProperties("parlance.smtp")
public record SmtpProperties(
        @DefaultValue("") String host,
        @DefaultValue("587") int port,
        @DefaultValue("") String username,
        @DefaultValue("") String password,
        @DefaultValue("parlance@localhost") String from,
        @DefaultValue("true") boolean starttls,
        @DefaultValue("30s") Duration timeout,
        @DefaultValue("8") int retries,
        @DefaultValue("1m") Duration backoff) {

    public boolean configured() {
        return !host.isBlank();
    }
}
