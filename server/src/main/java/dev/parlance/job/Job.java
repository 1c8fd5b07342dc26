package dev.parlance.job;

import java.time.Instant;

/**
 * The job aggregate as stored. Status changes go through {@link JobLifecycle} only.
 *
 * <p>Jobs are made by {@link JobFactory} (a new job, a translation child, an uplevel's job) and read by
 * {@link JobRepository}, which parses the stored options once, into {@link #options()}.
 *
 * @param options the perform_transcription options ({@link TranscriptionOptions#NONE} when none)
 */
public record Job(
        String id,
        String accountId,
        String name,
        String language,
        String externalId,
        String requestor,
        String reference,
        Integer expectedSpeakers,
        JobStatus status,
        Fidelity fidelity,
        Priority priority,
        Integer turnaroundHours,
        String difficulty,
        String targetLanguage,
        String callbackUrl,
        TranscriptionOptions options,
        String notes,
        Boolean standardProduct,
        Double mediaLengthSeconds,
        Instant createdAt,
        Instant authorizedAt,
        Instant startedAt,
        Instant dueAt,
        Instant completedAt,
        Instant returnedAt,
        String failureReason) {
}
