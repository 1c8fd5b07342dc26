package dev.parlance.web;

import dev.parlance.account.Account;
import dev.parlance.account.AccountAccess;
import dev.parlance.job.DateRange;
import dev.parlance.job.JobFilter;
import dev.parlance.job.JobPage;
import dev.parlance.job.JobService;
import dev.parlance.job.OwnedJob;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * What a customer's home page shows of its jobs (its own and its sub-accounts', as job/list {@code *}
 * sees them): how many were ordered in the last {@link #RECENT} and the newest few. The count stops
 * at {@link #COUNT_LIMIT} (one bounded page read, whatever the account holds: the home page stays fast).
 */
@Component
class CustomerStart {
    static final Duration RECENT = Duration.ofDays(30);
    static final int NEWEST = 5;
    static final int COUNT_LIMIT = 99;

    /** The home page's figures; {@code countIsAtLeast} when there are more than {@code recentCount}. */
    record Start(int recentCount, boolean countIsAtLeast, List<OwnedJob> newest) {
    }

    private final JobService jobs;
    private final Clock clock;

    CustomerStart(JobService jobs, Clock clock) {
        this.jobs = jobs;
        this.clock = clock;
    }

    Start of(Account customer) {
        Instant now = clock.instant();
        JobFilter recent = new JobFilter(AccountAccess.SELF_AND_DESCENDANTS, new DateRange(now.minus(RECENT), null, false),
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
        JobPage page = jobs.listing(customer, recent).page(null, COUNT_LIMIT);
        List<OwnedJob> found = page.jobs();
        return new Start(found.size(), page.next() != null, found.subList(0, Math.min(NEWEST, found.size())));
    }
}
