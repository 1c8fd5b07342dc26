package dev.parlance.guidelines;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;

/** The {@code custom_guidelines} table: one row per job that has guidelines, naming the stored file. */
@Repository
class GuidelinesRepository {
    /**
     * @param source the URL the guidelines came from, or {@code file} / {@code text}
     */
    record Row(String jobId, String storageKey, boolean fullHtml, long sizeBytes, String source, Instant storedAt) {
    }

    private static final RowMapper<Row> ROW = (rs, i) -> new Row(rs.getString("job_id"), rs.getString("storage_key"),
            rs.getBoolean("full_html"), rs.getLong("size_bytes"), rs.getString("source"),
            rs.getTimestamp("stored_at").toInstant());

    private final JdbcClient jdbc;

    GuidelinesRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    Optional<Row> find(String jobId) {
        return jdbc.sql("select * from custom_guidelines where job_id = ?").param(jobId).query(ROW).optional();
    }

    /** The job's guidelines are now these; the caller holds the job's row lock, so replacements take turns. */
    void replace(Row row) {
        jdbc.sql("delete from custom_guidelines where job_id = ?").param(row.jobId()).update();
        jdbc.sql("""
                insert into custom_guidelines (job_id, storage_key, full_html, size_bytes, source, stored_at)
                values (?, ?, ?, ?, ?, ?)""")
                .params(row.jobId(), row.storageKey(), row.fullHtml(), row.sizeBytes(), row.source(),
                        Timestamp.from(row.storedAt()))
                .update();
    }
}
