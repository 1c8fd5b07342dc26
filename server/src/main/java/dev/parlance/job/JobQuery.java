package dev.parlance.job;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.StringJoiner;
import java.util.concurrent.Semaphore;

/**
 * The job list query: the owners' live jobs, newest first, narrowed by a {@link JobFilter}, read a
 * bounded page at a time from a {@link JobListPosition} on (a keyset, which the indexes of V71
 * serve without a sort). The SQL is assembled from fixed fragments; every value travels as a
 * bound parameter.
 */
@Repository
class JobQuery {
    /** Later than any job's creation: the first page's upper bound. */
    private static final Instant NEWEST = Instant.parse("9999-12-31T23:59:59Z");

    /**
     * Queries of the list that may run at once, handed out in arrival order. Request threads are
     * virtual threads on as many carriers as cores, and a list read is all CPU (on H2, inside the
     * database's page cache, whose lookups are synchronized). With more readers than cores the
     * monitors there are handed over unfairly: under load a reader was seen blocked at the same
     * monitor entry for 3 to 13 s while others kept winning it (a few calls of 5-14 s in a run of
     * 16 clients). Queued here, fairly, the readers never outnumber the carriers, and one that
     * waits waits its turn. More at once would not finish sooner on so many cores anyway.
     */
    private final Semaphore readers = new Semaphore(Math.max(2, Runtime.getRuntime().availableProcessors()), true);
    private final JdbcClient jdbc;

    JobQuery(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** Up to {@code limit} jobs after {@code after} (null: from the newest), newest first. */
    List<OwnedJob> page(Collection<String> ownerIds, JobFilter f, JobListPosition after, int limit) {
        Where where = new Where();
        boolean oneOwner = ownerIds.size() == 1;
        if (oneOwner) {
            where.add("j.account_id = ?", ownerIds.iterator().next());
        } else {
            StringJoiner owners = new StringJoiner(", ", "j.account_id in (", ")");
            ownerIds.forEach(id -> owners.add("?"));
            where.add(owners.toString(), ownerIds.toArray());
        }
        where.add("j.deleted_at is null");
        where.range("j.created_at", f.created());
        where.range("j.started_at", f.started());
        where.range("j.due_at", f.due());
        where.range("j.completed_at", f.completed());
        where.range("j.returned_at", f.returned());
        where.range("j.authorized_at", f.authorized());
        if (f.status() != null) {
            where.add("j.status = ?", f.status().name());
        }
        if (f.fidelity() != null) {
            where.add("j.fidelity = ?", f.fidelity().name());
        }
        if (f.priority() != null) {
            where.add("j.priority = ?", f.priority().name());
        }
        if (f.turnaroundFrom() != null) {
            where.add("j.turnaround_hours >= ?", f.turnaroundFrom());
        }
        if (f.turnaroundTo() != null) {
            where.add("j.turnaround_hours <= ?", f.turnaroundTo());
        }
        if (f.namePattern() != null) {
            where.add("j.name ilike ? escape '\\'", likePattern(f.namePattern()));
        }
        if (f.externalId() != null) {
            where.add("j.external_id = ?", f.externalId());
        }
        if (f.requestor() != null) {
            where.add("j.requestor = ?", f.requestor());
        }
        if (f.reference() != null) {
            where.add("j.reference = ?", f.reference());
        }
        if (f.difficulty() != null) {
            where.add("j.difficulty = ?", f.difficulty().label());
        }
        // (created_at, id) < after, spelled so both databases read a range on the index. The upper
        // bound is there also on the first page: without it H2 picks the foreign key's index on
        // account_id alone and sorts every job of the owner to return the first few.
        Object at = JobRepository.ts(after == null ? NEWEST : after.createdAt());
        where.add("j.created_at <= ?", at);
        if (after != null) {
            where.add("(j.created_at < ? or j.id < ?)", at, after.jobId());
        }
        // For one owner the order names the index's leading columns (constant here, so the order is
        // the same): H2 reads an index in order only when the ORDER BY starts as the index does.
        String order = !oneOwner ? "j.created_at desc, j.id desc"
                : f.status() != null ? "j.account_id, j.status, j.created_at desc, j.id desc"
                : "j.account_id, j.created_at desc, j.id desc";
        String sql = "select j.*, a.username as owner_username from jobs j join accounts a on a.id = j.account_id where "
                + String.join(" and ", where.clauses) + " order by " + order + " limit ?";
        where.params.add(limit);
        RowMapper<Job> jobs = JobRepository.rowsOfOneQuery();
        int[] owner = {0}; // found by name on the first row, as the job's columns are
        readers.acquireUninterruptibly();
        try {
            return jdbc.sql(sql).params(where.params)
                    .query((rs, i) -> {
                        if (owner[0] == 0) {
                            owner[0] = rs.findColumn("owner_username");
                        }
                        return new OwnedJob(jobs.mapRow(rs, i), rs.getString(owner[0]));
                    })
                    .list();
        } finally {
            readers.release();
        }
    }

    /** {@code *} is the client's wildcard; LIKE's own wildcards and the escape character are literal. */
    static String likePattern(String namePattern) {
        StringBuilder like = new StringBuilder();
        for (char c : namePattern.toCharArray()) {
            switch (c) {
                case '*' -> like.append('%');
                case '%', '_', '\\' -> like.append('\\').append(c);
                default -> like.append(c);
            }
        }
        return like.toString();
    }

    private static final class Where {
        final List<String> clauses = new ArrayList<>();
        final List<Object> params = new ArrayList<>();

        void add(String clause, Object... values) {
            clauses.add(clause);
            params.addAll(List.of(values));
        }

        /** No condition for a null range, as JobFilter says. */
        void range(String column, DateRange r) {
            if (r == null) {
                return;
            }
            if (r.from() != null) {
                add(column + " >= ?", JobRepository.ts(r.from()));
            }
            if (r.to() != null) {
                add(column + (r.toExclusive() ? " < ?" : " <= ?"), JobRepository.ts(r.to()));
            }
        }
    }
}
