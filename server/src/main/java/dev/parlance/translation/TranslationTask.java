package dev.parlance.translation;

/** The data of a queued machine translation: the child job to translate into. */
public record TranslationTask(String jobId) {
}
