package dev.parlance.media;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import dev.parlance.account.PasswordHasher;
import dev.parlance.common.Ids;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;

import java.time.Instant;

/**
 * Accounts and jobs for media tests, written straight through the repositories (the job endpoints
 * live elsewhere).
 */
final class MediaTestFixtures {
    static final String PASSWORD = "media-test-pw-1";

    private MediaTestFixtures() {
    }

    static Account newAccount(AccountRepository accounts, PasswordHasher hasher, String username) {
        Account a = new Account(Ids.newId(), username, hasher.hash(PASSWORD), null, null, null, null,
                AccountSettings.DEFAULTS, Instant.now());
        accounts.insert(a);
        return a;
    }

    static String newJob(JobRepository jobs, String accountId) {
        String id = Ids.newId();
        jobs.insert(new Job(id, accountId, "media test", "en", null, null, null, null, JobStatus.AUTHORIZING, null,
                null, null, "Unknown", null, null, null, null, null, null, Instant.now(), null, null, null, null,
                null, null));
        return id;
    }
}
