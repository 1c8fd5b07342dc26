package dev.parlance.job;

/**
 * Published (Spring application event, inside the failing transaction) when a job ends in Media
 * Failure, so the jobs waiting for its transcript (its translations) end too, with the reason.
 */
public record JobFailed(String jobId, String reason) {
}
