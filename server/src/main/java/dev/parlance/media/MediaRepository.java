package dev.parlance.media;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;

/** The {@code media} table: one row per job. */
@Repository
public class MediaRepository {
    private static final RowMapper<Media> ROW = (rs, i) -> new Media(
            rs.getString("job_id"),
            MediaState.valueOf(rs.getString("state")),
            rs.getString("storage_key"),
            rs.getString("source_url"),
            (Long) rs.getObject("size_bytes", Long.class),
            rs.getString("content_type"),
            rs.getString("failure_reason"),
            instant(rs, "created_at"),
            instant(rs, "stored_at"));

    private final JdbcClient jdbc;

    MediaRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<Media> find(String jobId) {
        return jdbc.sql("select * from media where job_id = ?").param(jobId).query(ROW).optional();
    }

    /**
     * Locks the job's row until the transaction ends, if the job exists and is not deleted. Every
     * media insert takes this lock first, so "does the job have media?" followed by the insert cannot
     * interleave with another add or with the job's deletion.
     */
    boolean lockLiveJob(String jobId) {
        return jdbc.sql("select id from jobs where id = ? and deleted_at is null for update")
                .param(jobId).query(String.class).optional().isPresent();
    }

    /** Whether the job is live and its media still waits for its download (false once deleted, stored or failed). */
    boolean pendingForLiveJob(String jobId) {
        return jdbc.sql("""
                        select count(*) from media m join jobs j on j.id = m.job_id
                        where m.job_id = ? and m.state = 'PENDING' and j.deleted_at is null""")
                .param(jobId).query(Long.class).single() > 0;
    }

    /** Another live job of the account whose media (pending or stored) came from this URL. */
    Optional<String> jobWithSourceUrl(String accountId, String url, String exceptJobId) {
        return jdbc.sql("""
                        select m.job_id from media m join jobs j on j.id = m.job_id
                        where m.source_url = ? and j.account_id = ? and j.deleted_at is null
                          and m.state <> 'FAILED' and m.job_id <> ?
                        order by m.created_at fetch first 1 rows only""")
                .params(url, accountId, exceptJobId).query(String.class).optional();
    }

    /** A failed download leaves its row behind; a new add replaces it. */
    void deleteFailed(String jobId) {
        jdbc.sql("delete from media where job_id = ? and state = 'FAILED'").param(jobId).update();
    }

    void insertStored(String jobId, String key, long size, String contentType, Instant now) {
        jdbc.sql("""
                        insert into media (job_id, state, storage_key, size_bytes, content_type, created_at, stored_at)
                        values (?, 'STORED', ?, ?, ?, ?, ?)""")
                .params(jobId, key, size, contentType, ts(now), ts(now)).update();
    }

    void insertPending(String jobId, String url, Instant now) {
        jdbc.sql("insert into media (job_id, state, source_url, created_at) values (?, 'PENDING', ?, ?)")
                .params(jobId, url, ts(now)).update();
    }

    /** PENDING to STORED; false when the row is no longer pending (job deleted meanwhile). */
    boolean markStored(String jobId, String key, long size, String contentType, Instant now) {
        return jdbc.sql("""
                        update media set state = 'STORED', storage_key = ?, size_bytes = ?, content_type = ?, stored_at = ?
                        where job_id = ? and state = 'PENDING'""")
                .params(key, size, contentType, ts(now), jobId).update() == 1;
    }

    /** PENDING to FAILED; false when the row is no longer pending. */
    boolean markFailed(String jobId, String reason) {
        return jdbc.sql("update media set state = 'FAILED', failure_reason = ? where job_id = ? and state = 'PENDING'")
                .params(truncate(reason, 4000), jobId).update() == 1;
    }

    void delete(String jobId) {
        jdbc.sql("delete from media where job_id = ?").param(jobId).update();
    }

    private static String truncate(String s, int max) {
        return s == null || s.length() <= max ? s : s.substring(0, max);
    }

    private static Timestamp ts(Instant i) {
        return i == null ? null : Timestamp.from(i);
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        Timestamp t = rs.getTimestamp(column);
        return t == null ? null : t.toInstant();
    }
}
