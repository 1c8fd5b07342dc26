package dev.parlance.translation;

import dev.parlance.queue.JobScoped;

/** The data of a queued machine translation: the child job to translate into. */
public record TranslationTask(String jobId) implements JobScoped {
}
