package dev.parlance.media;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

import java.time.Duration;

/**
 * Media intake settings ({@code parlance.media.*}, env {@code PARLANCE_MEDIA_*}). The size defaults
 * are the v1 API's published limits.
 *
 * @param maxSize                   largest media accepted, uploaded or downloaded (10 GB)
 * @param contentLengthRequiredFrom an upload of this size or more must declare its Content-Length (500 MB)
 * @param downloadRetries           retries of a media_url download after a transient failure
 * @param downloadBackoff           first retry delay; it doubles with each further retry
 * @param downloadStallTimeout      a download whose sender sends nothing for this long is dropped (and retried)
 * @param uploadLinkValidity        lifetime of a request_upload_url link (12 h, as clients are told)
 * @param fileLinkValidity          lifetime of the link the media call returns
 * @param uploadReadTimeout         an upload body (add_media POST, upload link PUT) whose sender sends nothing
 *                                  for this long is dropped: the connection closes and the partial file goes
 */
@ConfigurationProperties("parlance.media")
public record MediaProperties(
        @DefaultValue("10GB") DataSize maxSize,
        @DefaultValue("500MB") DataSize contentLengthRequiredFrom,
        @DefaultValue("5") int downloadRetries,
        @DefaultValue("30s") Duration downloadBackoff,
        @DefaultValue("2m") Duration downloadStallTimeout,
        @DefaultValue("12h") Duration uploadLinkValidity,
        @DefaultValue("24h") Duration fileLinkValidity,
        @DefaultValue("2m") Duration uploadReadTimeout) {
}
