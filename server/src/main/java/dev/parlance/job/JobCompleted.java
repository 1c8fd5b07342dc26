package dev.parlance.job;

/** Published inside the completing transaction when a job reaches Complete (billing listens). */
public record JobCompleted(String jobId) {
}
