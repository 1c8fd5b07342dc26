package dev.parlance.job;

import java.time.Instant;

/**
 * The job aggregate as stored. Status changes go through {@link JobLifecycle} only.
 *
 * @param optionsJson the perform_transcription options as a JSON object text (null when none)
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
        String optionsJson,
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
