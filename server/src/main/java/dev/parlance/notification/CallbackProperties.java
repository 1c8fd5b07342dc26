package dev.parlance.notification;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.time.Duration;

/**
 * Callback delivery ({@code parlance.callbacks.*}): a delivery that does not get a 2xx is retried
 * with a delay doubling from {@code initialBackoff} up to {@code maxBackoff}, until
 * {@code giveUpAfter} has passed since it was created.
 */
@ConfigurationProperties("parlance.callbacks")
public record CallbackProperties(
        @DefaultValue("30s") Duration initialBackoff,
        @DefaultValue("1h") Duration maxBackoff,
        @DefaultValue("24h") Duration giveUpAfter,
        @DefaultValue("30s") Duration timeout) {
}
