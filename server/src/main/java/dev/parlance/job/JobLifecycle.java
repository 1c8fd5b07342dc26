package dev.parlance.job;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import static dev.parlance.job.JobStatus.AUTHORIZING;
import static dev.parlance.job.JobStatus.COMPLETE;
import static dev.parlance.job.JobStatus.IN_PROCESS;
import static dev.parlance.job.JobStatus.MEDIA_FAILURE;
import static dev.parlance.job.JobStatus.PENDING;
import static dev.parlance.job.JobStatus.REVIEWING;

/**
 * The one state machine for job status. Nothing else decides whether a status may follow another;
 * {@link JobRepository#transition} is the only writer of the status column and asks here first.
 */
public final class JobLifecycle {
    private static final Map<JobStatus, Set<JobStatus>> ALLOWED = Map.of(
            AUTHORIZING, EnumSet.of(PENDING, MEDIA_FAILURE),
            PENDING, EnumSet.of(IN_PROCESS, MEDIA_FAILURE, AUTHORIZING),
            IN_PROCESS, EnumSet.of(COMPLETE, REVIEWING, MEDIA_FAILURE, PENDING),
            REVIEWING, EnumSet.of(COMPLETE, IN_PROCESS),
            COMPLETE, EnumSet.of(IN_PROCESS),
            MEDIA_FAILURE, EnumSet.of(PENDING));

    private JobLifecycle() {
    }

    public static boolean allows(JobStatus from, JobStatus to) {
        return ALLOWED.getOrDefault(from, Set.of()).contains(to);
    }

    public static void check(JobStatus from, JobStatus to) {
        if (!allows(from, to)) {
            throw new ApiException(ErrorType.INVALID_QUERY,
                    "A job in status " + from.label() + " cannot move to " + to.label());
        }
    }
}
