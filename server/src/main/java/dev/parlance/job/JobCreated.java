package dev.parlance.job;

/** The answer to {@code job/new}: the job and its JOB_CREATED task. */
public record JobCreated(String jobId, String taskId) {
}
