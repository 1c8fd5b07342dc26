package dev.parlance.job;

import java.time.Instant;

/**
 * What perform_transcription sets on a job, validated. {@code notes} null keeps the job's notes;
 * {@code baseUrl} is the service's address as the customer reached it (null when unknown).
 */
public record TranscriptionSettings(
        Fidelity fidelity,
        Priority priority,
        int turnaroundHours,
        Instant dueAt,
        String callbackUrl,
        TranscriptionOptions options,
        String targetLanguage,
        Boolean standardProduct,
        String notes,
        String baseUrl) {
}
