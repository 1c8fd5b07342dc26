package dev.parlance.job;

import java.time.Instant;

/** What perform_transcription sets on a job, validated. {@code notes} null keeps the job's notes. */
public record TranscriptionSettings(
        Fidelity fidelity,
        Priority priority,
        int turnaroundHours,
        Instant dueAt,
        String callbackUrl,
        String optionsJson,
        String targetLanguage,
        Boolean standardProduct,
        String notes) {
}
