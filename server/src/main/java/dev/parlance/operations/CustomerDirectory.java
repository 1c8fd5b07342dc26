package dev.parlance.operations;

import dev.parlance.account.Account;
import dev.parlance.account.PeopleService;
import dev.parlance.job.JobStatus;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

import java.sql.Timestamp;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The operator's customers: each customer account at the top of its tree, with its sub-accounts,
 * its jobs in progress and waiting for authorization, and the minutes returned this month, all
 * counted over the whole tree (a sub-account's jobs are its enterprise's). A customer is at the top
 * when no customer account is above it: the operator makes customers with its own (staff) account,
 * which is not listed. Three plain queries summed here, so it reads the same on H2 and PostgreSQL
 * however deep the trees go.
 */
@Service
public class CustomerDirectory {
    private static final Set<String> IN_PROGRESS = Set.of(JobStatus.PENDING.name(), JobStatus.IN_PROCESS.name(),
            JobStatus.REVIEWING.name());

    private final JdbcClient jdbc;
    private final Clock clock;

    CustomerDirectory(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /**
     * @param subAccounts      the usernames of every account under it, by name
     * @param minutesThisMonth billable minutes returned since the first of this month (UTC)
     */
    public record Customer(String id, String username, String name, String email, Instant createdAt, boolean disabled,
                           List<String> subAccounts, long jobsInProgress, long jobsAuthorizing, long jobsComplete,
                           long minutesThisMonth) {
    }

    private record Row(String id, String username, String parentId, String name, String email, Instant createdAt,
                       boolean disabled) {
    }

    public List<Customer> customers(Account admin) {
        PeopleService.requireAdmin(admin);
        List<Row> rows = jdbc.sql("""
                select id, username, parent_id, first_name, last_name, email, created_at, disabled_at
                from accounts where roles = 'CUSTOMER' order by username_key""")
                .query((rs, n) -> new Row(rs.getString("id"), rs.getString("username"), rs.getString("parent_id"),
                        name(rs.getString("first_name"), rs.getString("last_name")), rs.getString("email"),
                        rs.getTimestamp("created_at").toInstant(), rs.getTimestamp("disabled_at") != null))
                .list();
        Map<String, Row> byId = new HashMap<>();
        rows.forEach(r -> byId.put(r.id(), r));
        Map<String, String> rootOf = new HashMap<>();
        Map<String, List<String>> below = new HashMap<>();
        for (Row row : rows) {
            String root = root(row, byId);
            rootOf.put(row.id(), root);
            if (!root.equals(row.id())) {
                below.computeIfAbsent(root, k -> new ArrayList<>()).add(row.username());
            }
        }
        Map<String, long[]> jobs = new HashMap<>(); // in progress, authorizing, complete
        jdbc.sql("select account_id, status, count(*) as n from jobs where deleted_at is null group by account_id, status")
                .query((rs, n) -> {
                    long[] counts = jobs.computeIfAbsent(rootOf.getOrDefault(rs.getString("account_id"), ""), k -> new long[3]);
                    String status = rs.getString("status");
                    int slot = IN_PROGRESS.contains(status) ? 0 : status.equals(JobStatus.AUTHORIZING.name()) ? 1
                            : status.equals(JobStatus.COMPLETE.name()) ? 2 : -1;
                    if (slot >= 0) {
                        counts[slot] += rs.getLong("n");
                    }
                    return null;
                }).list();
        Map<String, Long> minutes = new HashMap<>();
        Instant monthStart = clock.instant().atOffset(ZoneOffset.UTC).toLocalDate().withDayOfMonth(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        jdbc.sql("select account_id, sum(billable_minutes) as m from billing_records where returned_at >= ? group by account_id")
                .param(Timestamp.from(monthStart))
                .query((rs, n) -> minutes.merge(rootOf.getOrDefault(rs.getString("account_id"), ""), rs.getLong("m"), Long::sum))
                .list();
        return rows.stream().filter(r -> r.parentId() == null || !byId.containsKey(r.parentId())).map(r -> {
            long[] counts = jobs.getOrDefault(r.id(), new long[3]);
            List<String> subs = below.getOrDefault(r.id(), List.of()).stream().sorted(Comparator.comparing(String::toLowerCase)).toList();
            return new Customer(r.id(), r.username(), r.name(), r.email(), r.createdAt(), r.disabled(), subs,
                    counts[0], counts[1], counts[2], minutes.getOrDefault(r.id(), 0L));
        }).toList();
    }

    /** The topmost customer above the account (itself when none); a cycle (never made, but not trusted) stops. */
    private static String root(Row row, Map<String, Row> byId) {
        Row at = row;
        for (int hops = 0; at.parentId() != null && byId.containsKey(at.parentId()) && hops < 1000; hops++) {
            at = byId.get(at.parentId());
        }
        return at.id();
    }

    private static String name(String first, String last) {
        return String.join(" ", Stream.of(first, last).filter(s -> s != null && !s.isBlank()).toList());
    }
}
