package dev.parlance.job;

/**
 * Published (Spring application event, inside the deleting transaction) when a job is deleted, so
 * the domains that own files for it (media, generated flavours) remove them.
 */
public record JobDeleted(String jobId) {
}
