package dev.parlance.job;

import dev.parlance.account.Account;
import dev.parlance.account.AccountAccess;
import dev.parlance.common.ApiException;
import org.springframework.stereotype.Component;

/**
 * Finds a job for a caller: it must exist, not be deleted, and belong to the caller or one of the
 * caller's descendants. A job of another account is reported exactly like a missing one, so ids
 * cannot be probed.
 */
@Component
public class JobAccess {
    private final JobRepository jobs;
    private final AccountAccess access;

    JobAccess(JobRepository jobs, AccountAccess access) {
        this.jobs = jobs;
        this.access = access;
    }

    public Job requireJob(Account caller, String jobId) {
        return jobs.findById(jobId)
                .filter(job -> access.mayActOn(caller, job.accountId()))
                .orElseThrow(() -> ApiException.notFound("Job " + jobId));
    }
}
