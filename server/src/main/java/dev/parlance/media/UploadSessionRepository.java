package dev.parlance.media;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;

/** The {@code upload_sessions} table. A session is found only with its owner's account id. */
@Repository
class UploadSessionRepository {
    private static final RowMapper<UploadSession> ROW = (rs, n) -> new UploadSession(
            rs.getString("id"), rs.getString("account_id"), rs.getString("job_id"), rs.getString("file_name"),
            rs.getString("content_type"), rs.getLong("size_bytes"), rs.getLong("chunk_bytes"),
            rs.getLong("received_bytes"), UploadSession.State.valueOf(rs.getString("state")),
            rs.getString("order_fields"));

    private final JdbcClient jdbc;

    UploadSessionRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insert(UploadSession s, Instant now) {
        jdbc.sql("""
                        insert into upload_sessions (id, account_id, job_id, file_name, content_type, size_bytes, chunk_bytes,
                          received_bytes, state, order_fields, created_at, updated_at)
                        values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(s.id(), s.accountId(), s.jobId(), s.fileName(), s.contentType(), s.sizeBytes(), s.chunkBytes(),
                        s.receivedBytes(), s.state().name(), s.orderJson(), Timestamp.from(now), Timestamp.from(now))
                .update();
    }

    /** The session, if it is this account's. */
    Optional<UploadSession> find(String id, String accountId) {
        return jdbc.sql("select * from upload_sessions where id = ? and account_id = ?")
                .params(id, accountId).query(ROW).optional();
    }

    /**
     * Moves the confirmed offset on from {@code from} to {@code to}; false when it is no longer
     * {@code from} (the same slice arrived twice at once: the other request confirmed it).
     */
    boolean advance(String id, long from, long to, Instant now) {
        return jdbc.sql("""
                        update upload_sessions set received_bytes = ?, updated_at = ?
                        where id = ? and received_bytes = ? and state = 'RECEIVING'""")
                .params(to, Timestamp.from(now), id, from).update() == 1;
    }

    void moveTo(String id, UploadSession.State state, Instant now) {
        jdbc.sql("update upload_sessions set state = ?, updated_at = ? where id = ?")
                .params(state.name(), Timestamp.from(now), id).update();
    }
}
