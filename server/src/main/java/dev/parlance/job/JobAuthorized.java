package dev.parlance.job;

/** Published inside the authorizing transaction when a customer authorizes a job. */
public record JobAuthorized(String jobId) {
}
