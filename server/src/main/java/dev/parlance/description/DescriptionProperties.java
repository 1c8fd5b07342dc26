package dev.parlance.description;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.time.Duration;

/**
 * The machine's audio description ({@code parlance.description.*}, env {@code PARLANCE_DESCRIPTION_*}).
 *
 * @param minGap the shortest pause in the dialogue a description is placed in
 */
@ConfigurationProperties("parlance.description")
public record DescriptionProperties(@DefaultValue("1500ms") Duration minGap) {
}
