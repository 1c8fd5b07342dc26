package dev.parlance.notification;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Deliveries and their attempts, as rows the job's owner can be shown. */
@Repository
class CallbackDeliveries {
    enum State { PENDING, DELIVERED, FAILED }

    record Delivery(String id, String jobId, String taskId, String url, String iwpName, State state, Instant createdAt) {
    }

    record Attempt(int attempt, Instant at, Integer statusCode, String error) {
    }

    private final JdbcClient jdbc;

    CallbackDeliveries(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insert(Delivery d) {
        jdbc.sql("insert into callback_deliveries (id, job_id, task_id, url, iwp_name, state, created_at) values (?, ?, ?, ?, ?, ?, ?)")
                .params(d.id(), d.jobId(), d.taskId(), d.url(), d.iwpName(), d.state().name(), Timestamp.from(d.createdAt()))
                .update();
    }

    Optional<Delivery> find(String id) {
        return jdbc.sql("select * from callback_deliveries where id = ?").param(id)
                .query((rs, i) -> new Delivery(rs.getString("id"), rs.getString("job_id"), rs.getString("task_id"),
                        rs.getString("url"), rs.getString("iwp_name"), State.valueOf(rs.getString("state")),
                        rs.getTimestamp("created_at").toInstant()))
                .optional();
    }

    int recordAttempt(String deliveryId, Instant at, Integer statusCode, String error) {
        int attempt = jdbc.sql("select coalesce(max(attempt), 0) + 1 from callback_attempts where delivery_id = ?")
                .param(deliveryId).query(Integer.class).single();
        jdbc.sql("insert into callback_attempts (delivery_id, attempt, attempted_at, status_code, error) values (?, ?, ?, ?, ?)")
                .params(deliveryId, attempt, Timestamp.from(at), statusCode,
                        error == null ? null : error.substring(0, Math.min(error.length(), 4000)))
                .update();
        return attempt;
    }

    List<Attempt> attempts(String deliveryId) {
        return jdbc.sql("select * from callback_attempts where delivery_id = ? order by attempt").param(deliveryId)
                .query((rs, i) -> new Attempt(rs.getInt("attempt"), rs.getTimestamp("attempted_at").toInstant(),
                        (Integer) rs.getObject("status_code", Integer.class), rs.getString("error")))
                .list();
    }

    boolean finish(String id, State state, Instant at) {
        return jdbc.sql("update callback_deliveries set state = ?, finished_at = ? where id = ? and state = ?")
                .params(state.name(), Timestamp.from(at), id, State.PENDING.name()).update() == 1;
    }
}
