package dev.parlance.deliverable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.time.Duration;
import java.util.List;

/**
 * Generated files ({@code parlance.deliverables.*}, env {@code PARLANCE_DELIVERABLES_*}).
 *
 * @param eagerFlavours     flavours produced as soon as a job completes, before anyone asks (mp3 by
 *                          default: cheap, and what most clients download); others wait for a request
 * @param retries           retries of a production that failed unexpectedly (crash, full disk)
 * @param backoff           first retry delay; it doubles with each further retry
 * @param stallTimeout      an ffmpeg run whose output stops advancing for this long is killed
 * @param emailLinkValidity lifetime of the download link sent by e-mail (burn_in_caption)
 * @param speechRate        text-to-speech speed in words per minute (espeak-ng {@code -s})
 * @param burnInEmailsPerDay burn_in_caption requests (each an e-mail) one account's jobs may make in 24 hours
 */
@ConfigurationProperties("parlance.deliverables")
public record DeliverableProperties(
        @DefaultValue("mp3") List<Flavour> eagerFlavours,
        @DefaultValue("3") int retries,
        @DefaultValue("30s") Duration backoff,
        @DefaultValue("2m") Duration stallTimeout,
        @DefaultValue("7d") Duration emailLinkValidity,
        @DefaultValue("160") int speechRate,
        @DefaultValue("20") int burnInEmailsPerDay) {
}
