package dev.parlance.job;

import java.time.Instant;

/**
 * A place in the job list: the list is ordered by creation time and then id, both descending, so
 * this pair names one spot that stays put when jobs are added (new jobs sort before it) or
 * deleted.
 */
public record JobListPosition(Instant createdAt, String jobId) {
    static JobListPosition of(Job job) {
        return new JobListPosition(job.createdAt(), job.id());
    }
}
