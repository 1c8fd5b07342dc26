package dev.parlance.queue;

/**
 * Queued data that belongs to one job, and so to the job's account: such work counts against the
 * account's share of its kind's workers while other accounts' work waits.
 */
public interface JobScoped {
    String jobId();
}
