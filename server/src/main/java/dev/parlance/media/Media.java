package dev.parlance.media;

import java.time.Instant;

/** A job's media row. {@code storageKey} is set once STORED; {@code sourceUrl} for media_url intake. */
public record Media(
        String jobId,
        MediaState state,
        String storageKey,
        String sourceUrl,
        Long sizeBytes,
        String contentType,
        String failureReason,
        Instant createdAt,
        Instant storedAt) {
}
