package dev.parlance.notification;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;

/** The {@code outbound_emails} table. */
@Repository
class OutboundEmails {
    private static final RowMapper<OutboundEmail> ROW = (rs, i) -> new OutboundEmail(
            rs.getString("id"), rs.getString("job_id"), rs.getString("recipient"), rs.getString("subject"),
            rs.getString("text_body"), rs.getString("html_body"), OutboundEmail.State.valueOf(rs.getString("state")),
            rs.getInt("attempts"), rs.getString("last_error"), rs.getTimestamp("created_at").toInstant(),
            rs.getTimestamp("sent_at") == null ? null : rs.getTimestamp("sent_at").toInstant());

    private final JdbcClient jdbc;

    OutboundEmails(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insert(String id, Email email, Instant now) {
        jdbc.sql("""
                        insert into outbound_emails (id, job_id, recipient, subject, text_body, html_body, state, created_at)
                        values (?, ?, ?, ?, ?, ?, 'PENDING', ?)""")
                .params(id, email.jobId(), email.to(), email.subject(), email.text(), email.html(), Timestamp.from(now))
                .update();
    }

    Optional<OutboundEmail> find(String id) {
        return jdbc.sql("select * from outbound_emails where id = ?").param(id).query(ROW).optional();
    }

    void recordFailedAttempt(String id, String error) {
        jdbc.sql("update outbound_emails set attempts = attempts + 1, last_error = ? where id = ?")
                .params(error == null ? null : error.substring(0, Math.min(error.length(), 4000)), id).update();
    }

    boolean markSent(String id, Instant now) {
        return jdbc.sql("update outbound_emails set state = 'SENT', attempts = attempts + 1, sent_at = ? where id = ? and state = 'PENDING'")
                .params(Timestamp.from(now), id).update() == 1;
    }

    boolean markFailed(String id) {
        return jdbc.sql("update outbound_emails set state = 'FAILED' where id = ? and state = 'PENDING'").param(id).update() == 1;
    }
}
