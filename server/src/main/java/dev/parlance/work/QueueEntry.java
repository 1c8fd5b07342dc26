package dev.parlance.work;

import dev.parlance.job.Fidelity;

/**
 * A work item with what the queue shows of its job and holder.
 *
 * @param targetLanguage a translation's language (its job's {@code language} is the source's), else null
 * @param mediaSeconds   the media's length, null when unknown
 * @param holderName     the holder's username, null when nobody holds it
 */
public record QueueEntry(WorkItem item, String jobName, Fidelity fidelity, String language, String targetLanguage,
                         Double mediaSeconds, String holderName) {
}
