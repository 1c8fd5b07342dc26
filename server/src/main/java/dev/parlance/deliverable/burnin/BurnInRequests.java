package dev.parlance.deliverable.burnin;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;

/** The {@code burn_in_requests} table: who is told, and where the link points, once a burn-in is done. */
@Repository
class BurnInRequests {
    enum State { WAITING, MAILED, FAILED }

    /** A request; the link's base is the operator's public URL when the mail is written, never the request's. */
    record BurnInRequest(String id, String jobId, String deliverableId, String sendTo, String taskId) {
    }

    private final JdbcClient jdbc;

    BurnInRequests(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insert(BurnInRequest r, Instant now) {
        jdbc.sql("""
                        insert into burn_in_requests (id, job_id, deliverable_id, send_to, task_id, state, created_at)
                        values (?, ?, ?, ?, ?, 'WAITING', ?)""")
                .params(r.id(), r.jobId(), r.deliverableId(), r.sendTo(), r.taskId(), Timestamp.from(now))
                .update();
    }

    List<BurnInRequest> waitingFor(String deliverableId) {
        return jdbc.sql("select * from burn_in_requests where deliverable_id = ? and state = 'WAITING' order by created_at")
                .param(deliverableId)
                .query((rs, i) -> new BurnInRequest(rs.getString("id"), rs.getString("job_id"), rs.getString("deliverable_id"),
                        rs.getString("send_to"), rs.getString("task_id")))
                .list();
    }

    /** Requests made for the account's jobs since {@code since}: each is an e-mail the service sends. */
    long countForAccountSince(String accountId, Instant since) {
        return jdbc.sql("""
                        select count(*) from burn_in_requests b join jobs j on j.id = b.job_id
                        where j.account_id = ? and b.created_at > ?""")
                .params(accountId, Timestamp.from(since)).query(Long.class).single();
    }

    void finish(String id, State state) {
        jdbc.sql("update burn_in_requests set state = ? where id = ? and state = 'WAITING'").params(state.name(), id).update();
    }

    void deleteForJob(String jobId) {
        jdbc.sql("delete from burn_in_requests where job_id = ?").param(jobId).update();
    }
}
