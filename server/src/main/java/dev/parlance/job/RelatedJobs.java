package dev.parlance.job;

import dev.parlance.account.Account;
import dev.parlance.account.AccountAccess;
import org.springframework.stereotype.Service;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * list_related: from any job of a family, the leading job and the jobs made from it. Relations
 * form a tree (a job is made from one job at most: an uplevel of a job that was itself upleveled,
 * a translation of an upleveled job), so the leading job is the tree's root, found by walking up,
 * and the related jobs are everything below it, found by walking down. Deleted jobs are left out:
 * when the root was deleted, the highest live job on the way up leads. The caller must reach the
 * asked job (the one permission check); jobs of the family the caller cannot reach are left out
 * too, though today every job of a family has its leading job's owner.
 */
@Service
public class RelatedJobs {
    /** Far beyond any real family; a bound on the walks, never reached unless the rows are corrupt. */
    private static final int MAX_FAMILY = 10_000;

    private final JobAccess access;
    private final AccountAccess accounts;
    private final JobRepository jobs;
    private final JobRelations relations;

    RelatedJobs(JobAccess access, AccountAccess accounts, JobRepository jobs, JobRelations relations) {
        this.access = access;
        this.accounts = accounts;
        this.jobs = jobs;
        this.relations = relations;
    }

    public JobFamily family(Account caller, String jobId) {
        Job asked = access.requireJob(caller, jobId);
        Job leading = asked;
        Set<String> seen = new HashSet<>(Set.of(asked.id()));
        Optional<JobRelation> up = relations.leadingOf(asked.id());
        while (up.isPresent() && seen.add(up.get().leadingJobId()) && seen.size() < MAX_FAMILY) {
            String id = up.get().leadingJobId();
            Optional<Job> above = reachable(caller, id);
            if (above.isPresent()) {
                leading = above.get();
            }
            up = relations.leadingOf(id);
        }
        return new JobFamily(leading, below(caller, leading.id()));
    }

    /** Every live, reachable job made from this one, directly or not, oldest first. */
    private List<Job> below(Account caller, String rootId) {
        List<Job> found = new ArrayList<>();
        Set<String> seen = new HashSet<>(Set.of(rootId));
        Deque<String> next = new ArrayDeque<>(List.of(rootId));
        while (!next.isEmpty() && seen.size() < MAX_FAMILY) {
            for (JobRelation relation : relations.madeFrom(next.poll())) {
                if (seen.add(relation.relatedJobId())) {
                    next.add(relation.relatedJobId());
                    reachable(caller, relation.relatedJobId()).ifPresent(found::add);
                }
            }
        }
        found.sort(Comparator.comparing(Job::createdAt).thenComparing(Job::id));
        return found;
    }

    private Optional<Job> reachable(Account caller, String jobId) {
        return jobs.findById(jobId).filter(job -> accounts.mayActOn(caller, job.accountId()));
    }
}
