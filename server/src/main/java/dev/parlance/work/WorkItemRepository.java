package dev.parlance.work;

import dev.parlance.common.Ids;
import dev.parlance.job.Fidelity;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Work items as rows. Every change of state is one compare-and-set update: it names the state it
 * expects (and the holder, where one matters) and says whether it made the change, so of two
 * requests racing for one item exactly one wins and the other learns it lost.
 */
@Repository
class WorkItemRepository {
    private static final RowMapper<WorkItem> ROW = (rs, i) -> item(rs);
    private static final String QUEUE_COLUMNS = """
            select w.*, j.name as job_name, j.fidelity as job_fidelity, j.language as job_language,
                   case when exists (select 1 from job_relations r where r.related_job_id = j.id and r.kind = 'TRANSLATION')
                        then j.target_language end as job_target_language,
                   j.media_length_seconds as job_media_seconds, a.username as holder_name
            from work_items w join jobs j on j.id = w.job_id left join accounts a on a.id = w.holder_id
            """;
    private static final RowMapper<QueueEntry> ENTRY = (rs, i) -> new QueueEntry(item(rs), rs.getString("job_name"),
            rs.getString("job_fidelity") == null ? null : Fidelity.valueOf(rs.getString("job_fidelity")),
            rs.getString("job_language"), rs.getString("job_target_language"), rs.getObject("job_media_seconds", Double.class),
            rs.getString("holder_name"));

    private final JdbcClient jdbc;

    WorkItemRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    private static WorkItem item(ResultSet rs) throws SQLException {
        return new WorkItem(rs.getString("id"), rs.getString("job_id"), rs.getInt("step"), Pass.valueOf(rs.getString("pass")),
                rs.getString("iwp_name"), WorkState.valueOf(rs.getString("state")), rs.getString("holder_id"),
                instant(rs, "lease_until"), instant(rs, "due_at"), rs.getString("excluded_id"),
                rs.getLong("source_version_id"), rs.getString("request_task_id"), rs.getString("pass_task_id"),
                instant(rs, "created_at"), instant(rs, "claimed_at"), instant(rs, "done_at"), rs.getString("done_by"));
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        Timestamp t = rs.getTimestamp(column);
        return t == null ? null : t.toInstant();
    }

    private static Timestamp ts(Instant i) {
        return i == null ? null : Timestamp.from(i);
    }

    /**
     * Stores a new item as its step's next round (0 the first time; a pass sent back opens again as
     * the next): two openings of one step at once get the same round, and one of them fails.
     */
    void insert(WorkItem w) {
        jdbc.sql("""
                insert into work_items (id, job_id, step, pass, iwp_name, state, holder_id, lease_until, due_at, excluded_id,
                                        source_version_id, request_task_id, pass_task_id, created_at, claimed_at, round)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
                        (select coalesce(max(r.round) + 1, 0) from work_items r where r.job_id = ? and r.step = ?))""")
                .params(w.id(), w.jobId(), w.step(), w.pass().name(), w.iwpName(), w.state().name(), w.holderId(),
                        ts(w.leaseUntil()), ts(w.dueAt()), w.excludedId(), w.sourceVersionId(), w.requestTaskId(),
                        w.passTaskId(), ts(w.createdAt()), ts(w.claimedAt()), w.jobId(), w.step())
                .update();
    }

    /** An item of a live job; empty for an id that cannot be one. */
    Optional<WorkItem> find(String id) {
        if (!Ids.isId(id)) {
            return Optional.empty();
        }
        return jdbc.sql("select w.* from work_items w join jobs j on j.id = w.job_id where w.id = ? and j.deleted_at is null")
                .param(id).query(ROW).optional();
    }

    Optional<QueueEntry> entry(String id) {
        return jdbc.sql(QUEUE_COLUMNS + " where w.id = ? and j.deleted_at is null").param(id).query(ENTRY).optional();
    }

    /** The job's item at this step of its plan (the last one done, or the one open): its latest round. */
    Optional<WorkItem> atStep(String jobId, int step) {
        return jdbc.sql("select * from work_items where job_id = ? and step = ? order by round desc fetch first 1 rows only")
                .params(jobId, step).query(ROW).optional();
    }

    /** The job's items in the order they opened: by step, each step's rounds in turn. */
    List<WorkItem> forJob(String jobId) {
        return jdbc.sql("select * from work_items where job_id = ? order by step, round").param(jobId).query(ROW).list();
    }

    /**
     * Claims the item for {@code holder} if it is in the queue (open, or its claim lapsed), it is a
     * pass of one of {@code passes}, and the holder is not excluded from it. The only way into CLAIMED
     * for the workforce.
     */
    boolean claim(String id, String holder, Set<Pass> passes, Instant now, Instant leaseUntil) {
        if (passes.isEmpty()) {
            return false;
        }
        List<Object> params = new ArrayList<>(List.of(holder, ts(leaseUntil), ts(now), id));
        passes.forEach(p -> params.add(p.name()));
        params.add(ts(now));
        params.add(holder);
        return jdbc.sql("update work_items set state = 'CLAIMED', holder_id = ?, lease_until = ?, claimed_at = ? where id = ?"
                        + " and pass in (" + marks(passes.size()) + ")"
                        + " and (state = 'OPEN' or (state = 'CLAIMED' and lease_until <= ?))"
                        + " and (excluded_id is null or excluded_id <> ?)")
                .params(params).update() == 1;
    }

    /** Moves the holder's lease on (a draft save, a heartbeat), if the item is still theirs. */
    boolean renew(String id, String holder, Instant leaseUntil) {
        return jdbc.sql("update work_items set lease_until = ? where id = ? and state = 'CLAIMED' and holder_id = ?")
                .params(ts(leaseUntil), id, holder).update() == 1;
    }

    /** Puts the holder's item back in the queue. */
    boolean release(String id, String holder) {
        return jdbc.sql("""
                update work_items set state = 'OPEN', holder_id = null, lease_until = null, claimed_at = null
                where id = ? and state = 'CLAIMED' and holder_id = ?""")
                .params(id, holder).update() == 1;
    }

    /** The holder's pass is done. */
    boolean finish(String id, String holder, Instant now) {
        return jdbc.sql("""
                update work_items set state = 'DONE', lease_until = null, done_at = ?, done_by = ?
                where id = ? and state = 'CLAIMED' and holder_id = ?""")
                .params(ts(now), holder, id, holder).update() == 1;
    }

    /** Notes the customer's comment on a pass they sent back ({@link JobJourney#sentBack}). */
    void sentBack(String id, String comment) {
        jdbc.sql("update work_items set sent_back_comment = ? where id = ?").params(comment, id).update();
    }

    /** The customer's comment when they sent this pass back; empty for any other. */
    Optional<String> sentBackComment(String id) {
        return jdbc.sql("select sent_back_comment from work_items where id = ?").param(id).query(String.class).optional()
                .filter(c -> c != null && !c.isBlank());
    }

    /** The operator gives a not-done item to a person (null: back to the queue), whoever held it. */
    boolean assign(String id, String holder, Instant now, Instant leaseUntil) {
        if (holder == null) {
            return jdbc.sql("""
                    update work_items set state = 'OPEN', holder_id = null, lease_until = null, claimed_at = null
                    where id = ? and state <> 'DONE'""").param(id).update() == 1;
        }
        return jdbc.sql("""
                update work_items set state = 'CLAIMED', holder_id = ?, lease_until = ?, claimed_at = ?
                where id = ? and state <> 'DONE'""")
                .params(holder, ts(leaseUntil), ts(now), id).update() == 1;
    }

    /** Closes whatever of the job's items is not done (the job completed without them). */
    int closeUnfinished(String jobId, Instant now) {
        return jdbc.sql("update work_items set state = 'DONE', lease_until = null, done_at = ? where job_id = ? and state <> 'DONE'")
                .params(ts(now), jobId).update();
    }

    /**
     * The queue as one person sees it, soonest due first: items in the queue (open, or their claim
     * lapsed) of the passes their roles may do and that they are not excluded from, and the items
     * they hold.
     */
    List<QueueEntry> visibleTo(String accountId, Set<Pass> passes, Instant now, int limit) {
        List<Object> params = new ArrayList<>();
        String takeable = "1 = 0";
        if (!passes.isEmpty()) {
            takeable = "(w.pass in (" + marks(passes.size()) + ")"
                    + " and (w.state = 'OPEN' or (w.state = 'CLAIMED' and w.lease_until <= ?))"
                    + " and (w.excluded_id is null or w.excluded_id <> ?))";
            passes.forEach(p -> params.add(p.name()));
            params.add(ts(now));
            params.add(accountId);
        }
        params.add(accountId);
        params.add(ts(now));
        params.add(limit);
        return jdbc.sql(QUEUE_COLUMNS + " where j.deleted_at is null and (" + takeable
                        + " or (w.state = 'CLAIMED' and w.holder_id = ? and w.lease_until > ?))"
                        + " order by w.due_at, w.created_at, w.id limit ?")
                .params(params).query(ENTRY).list();
    }

    /** Every item not done, soonest due first: the operator's view. */
    List<QueueEntry> unfinished(int limit) {
        return jdbc.sql(QUEUE_COLUMNS + " where j.deleted_at is null and w.state <> 'DONE' order by w.due_at, w.created_at, w.id limit ?")
                .param(limit).query(ENTRY).list();
    }

    void deleteForJob(String jobId) {
        jdbc.sql("delete from work_items where job_id = ?").param(jobId).update();
    }

    private static String marks(int n) {
        return String.join(", ", java.util.Collections.nCopies(n, "?"));
    }
}
