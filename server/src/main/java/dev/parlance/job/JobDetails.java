package dev.parlance.job;

import java.util.List;

/** A job with its task history, as Job Info shows it. */
public record JobDetails(Job job, List<JobTask> tasks) {
}
