package dev.parlance.job;

import java.util.List;

/** One page of the job list and where the next one starts (null after the last page). */
public record JobPage(List<OwnedJob> jobs, JobListPosition next) {
}
