package dev.parlance.job;

import java.time.Instant;

/** One entry of a job's customer-visible history (Job Info's Tasks). */
public record JobTask(String id, String jobId, TaskType type, TaskStatus status, String info, Instant requestedAt,
                      Instant completedAt) {
}
