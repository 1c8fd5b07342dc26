package dev.parlance.billing;

import dev.parlance.job.Fidelity;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.StringJoiner;

/** Billing rows: written once per job and language class, summed by day for statistics. */
@Repository
public class BillingRepository {
    private static final RowMapper<BillingRecord> ROW = (rs, i) -> new BillingRecord(
            rs.getString("job_id"),
            LanguageClass.valueOf(rs.getString("language_class")),
            rs.getString("account_id"),
            Fidelity.valueOf(rs.getString("fidelity")),
            rs.getInt("billable_minutes"),
            rs.getTimestamp("returned_at").toInstant());

    /** The billed minutes of one UTC day, product and language class. */
    public record DailyMinutes(LocalDate day, Fidelity fidelity, LanguageClass languageClass, long minutes) {
    }

    private final JdbcClient jdbc;

    BillingRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** Locks the job's row until the transaction ends, so that two recorders of one job take turns. */
    void lockJob(String jobId) {
        jdbc.sql("select id from jobs where id = ? for update").param(jobId).query(String.class).optional()
                .orElseThrow(() -> new IllegalArgumentException("No job " + jobId));
    }

    boolean exists(String jobId, LanguageClass languageClass) {
        return jdbc.sql("select count(*) from billing_records where job_id = ? and language_class = ?")
                .params(jobId, languageClass.name()).query(Long.class).single() > 0;
    }

    void insert(BillingRecord r, Instant recordedAt) {
        jdbc.sql("""
                insert into billing_records (job_id, language_class, account_id, fidelity, billable_minutes,
                                             returned_at, returned_day, recorded_at)
                values (?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(r.jobId(), r.languageClass().name(), r.accountId(), r.fidelity().name(), r.billableMinutes(),
                        Timestamp.from(r.returnedAt()), r.returnedAt().atZone(ZoneOffset.UTC).toLocalDate(),
                        Timestamp.from(recordedAt))
                .update();
    }

    boolean creditExists(String jobId, LanguageClass languageClass) {
        return jdbc.sql("select count(*) from billing_credits where job_id = ? and language_class = ?")
                .params(jobId, languageClass.name()).query(Long.class).single() > 0;
    }

    /**
     * Takes {@code credited} (a record of another job) back as of {@code jobId}'s return: its minutes
     * count negatively, under its fidelity and language class, in the block of {@code returnedAt}.
     */
    void insertCredit(String jobId, BillingRecord credited, Instant returnedAt, Instant recordedAt) {
        jdbc.sql("""
                insert into billing_credits (job_id, language_class, credited_job_id, account_id, fidelity,
                                             billable_minutes, returned_at, returned_day, recorded_at)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(jobId, credited.languageClass().name(), credited.jobId(), credited.accountId(),
                        credited.fidelity().name(), credited.billableMinutes(), Timestamp.from(returnedAt),
                        returnedAt.atZone(ZoneOffset.UTC).toLocalDate(), Timestamp.from(recordedAt))
                .update();
    }

    public List<BillingRecord> forJob(String jobId) {
        return jdbc.sql("select * from billing_records where job_id = ? order by language_class")
                .param(jobId).query(ROW).list();
    }

    /** When the accounts' first billed job was returned; empty when nothing was billed. */
    public Optional<Instant> firstReturnedAt(List<String> accountIds) {
        return jdbc.sql("select min(returned_at) from billing_records where " + accountIn(accountIds))
                .params(accountIds)
                .query((rs, i) -> rs.getTimestamp(1)).list().stream()
                .filter(Objects::nonNull).map(Timestamp::toInstant).findFirst();
    }

    /**
     * The accounts' minutes returned from {@code from} to {@code to} (both inclusive), summed per day:
     * the records' minutes less the credits' (an uplevel's credit makes a day's sum for the fidelity
     * it replaced negative when nothing else of that fidelity was returned that day).
     */
    public List<DailyMinutes> dailyMinutes(List<String> accountIds, Instant from, Instant to) {
        List<Object> params = new ArrayList<>();
        for (int table = 0; table < 2; table++) {
            params.addAll(accountIds);
            params.add(Timestamp.from(from));
            params.add(Timestamp.from(to));
        }
        String inRange = accountIn(accountIds) + " and returned_at >= ? and returned_at <= ?";
        return jdbc.sql("select returned_day, fidelity, language_class, sum(minutes) as minutes from ("
                        + "select returned_day, fidelity, language_class, billable_minutes as minutes from billing_records"
                        + " where " + inRange
                        + " union all select returned_day, fidelity, language_class, -billable_minutes as minutes"
                        + " from billing_credits where " + inRange
                        + ") billed group by returned_day, fidelity, language_class")
                .params(params)
                .query((rs, i) -> new DailyMinutes(rs.getObject("returned_day", LocalDate.class),
                        Fidelity.valueOf(rs.getString("fidelity")),
                        LanguageClass.valueOf(rs.getString("language_class")),
                        rs.getLong("minutes")))
                .list();
    }

    private static String accountIn(List<String> accountIds) {
        if (accountIds.isEmpty()) {
            throw new IllegalArgumentException("No accounts");
        }
        StringJoiner in = new StringJoiner(", ", "account_id in (", ")");
        accountIds.forEach(id -> in.add("?"));
        return in.toString();
    }
}
