package dev.parlance.job;

import java.util.List;
import java.util.function.Consumer;

/**
 * The jobs one job/list call may show: its owner scope is already resolved (and any refusal
 * already thrown) when this exists, so errors are answered before a byte of the list is written.
 * Jobs come newest first, by (creation time, id), either one page at a time or all of them in
 * bounded chunks.
 */
public final class JobListing {
    /**
     * Jobs read per query while the whole list is handed over: the memory a call needs stays this
     * small however many jobs there are, and no connection is held while the caller writes them out.
     */
    static final int CHUNK = 1000;

    private final JobQuery query;
    private final List<String> ownerIds;
    private final JobFilter filter;

    JobListing(JobQuery query, List<String> ownerIds, JobFilter filter) {
        this.query = query;
        this.ownerIds = List.copyOf(ownerIds);
        this.filter = filter;
    }

    /**
     * Every job, one at a time. Each chunk starts where the previous one ended, so jobs created
     * meanwhile (which sort before that place) never shift the rest: nothing is repeated or skipped.
     */
    public void forEach(Consumer<OwnedJob> action) {
        JobListPosition after = null;
        List<OwnedJob> chunk;
        do {
            chunk = query.page(ownerIds, filter, after, CHUNK);
            chunk.forEach(action);
            after = chunk.isEmpty() ? null : JobListPosition.of(chunk.getLast().job());
        } while (chunk.size() == CHUNK);
    }

    /** Up to {@code size} jobs after {@code after} (null: from the newest), and where the next page starts. */
    public JobPage page(JobListPosition after, int size) {
        List<OwnedJob> rows = query.page(ownerIds, filter, after, size + 1);
        if (rows.size() <= size) {
            return new JobPage(rows, null);
        }
        List<OwnedJob> jobs = List.copyOf(rows.subList(0, size));
        return new JobPage(jobs, JobListPosition.of(jobs.getLast().job()));
    }
}
