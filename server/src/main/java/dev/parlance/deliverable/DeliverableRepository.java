package dev.parlance.deliverable;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;

/** The {@code deliverables} table. State changes are conditional on the state they leave, so a late writer cannot undo a newer one. */
@Repository
public class DeliverableRepository {
    private static final RowMapper<Deliverable> ROW = (rs, i) -> new Deliverable(
            rs.getString("id"),
            rs.getString("job_id"),
            DeliverableKind.valueOf(rs.getString("kind")),
            Flavour.valueOf(rs.getString("flavour")),
            rs.getLong("source_version"),
            DeliverableState.valueOf(rs.getString("state")),
            rs.getString("storage_key"),
            (Long) rs.getObject("size_bytes", Long.class),
            rs.getInt("progress_percent"),
            rs.getString("failure_reason"),
            instant(rs, "created_at"),
            instant(rs, "finished_at"));

    private final JdbcClient jdbc;

    DeliverableRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    Optional<Deliverable> find(String jobId, DeliverableKind kind, Flavour flavour, long sourceVersion) {
        return jdbc.sql("select * from deliverables where job_id = ? and kind = ? and flavour = ? and source_version = ?")
                .params(jobId, kind.name(), flavour.name(), sourceVersion).query(ROW).optional();
    }

    public Optional<Deliverable> findById(String id) {
        return jdbc.sql("select * from deliverables where id = ?").param(id).query(ROW).optional();
    }

    /**
     * Locks the job's row until the transaction ends, if the job exists and is not deleted: requests
     * for one job's files, and their completion, take turns with each other and with the deletion.
     */
    public boolean lockLiveJob(String jobId) {
        return jdbc.sql("select id from jobs where id = ? and deleted_at is null for update")
                .param(jobId).query(String.class).optional().isPresent();
    }

    void insertPending(String id, String jobId, DeliverableKind kind, Flavour flavour, long sourceVersion, Instant now) {
        jdbc.sql("""
                        insert into deliverables (id, job_id, kind, flavour, source_version, state, created_at)
                        values (?, ?, ?, ?, ?, 'PENDING', ?)""")
                .params(id, jobId, kind.name(), flavour.name(), sourceVersion, Timestamp.from(now)).update();
    }

    /** Back to PENDING for another try: from FAILED, or from READY whose file went missing. */
    boolean requeue(String id, DeliverableState from) {
        return jdbc.sql("""
                        update deliverables set state = 'PENDING', progress_percent = 0, failure_reason = null,
                            storage_key = null, size_bytes = null, finished_at = null
                        where id = ? and state = ?""")
                .params(id, from.name()).update() == 1;
    }

    public void progress(String id, int percent) {
        jdbc.sql("update deliverables set progress_percent = ? where id = ? and state = 'PENDING'")
                .params(percent, id).update();
    }

    boolean markReady(String id, String key, long size, Instant now) {
        return jdbc.sql("""
                        update deliverables set state = 'READY', storage_key = ?, size_bytes = ?, progress_percent = 100,
                            finished_at = ? where id = ? and state = 'PENDING'""")
                .params(key, size, Timestamp.from(now), id).update() == 1;
    }

    /** PENDING to FAILED or UNPRODUCIBLE, with the reason. */
    boolean markFailed(String id, DeliverableState state, String reason, Instant now) {
        return jdbc.sql("""
                        update deliverables set state = ?, failure_reason = ?, finished_at = ?
                        where id = ? and state = 'PENDING'""")
                .params(state.name(), truncate(reason, 4000), Timestamp.from(now), id).update() == 1;
    }

    void deleteForJob(String jobId) {
        jdbc.sql("delete from deliverables where job_id = ?").param(jobId).update();
    }

    private static String truncate(String s, int max) {
        return s == null || s.length() <= max ? s : s.substring(0, max);
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        Timestamp t = rs.getTimestamp(column);
        return t == null ? null : t.toInstant();
    }
}
