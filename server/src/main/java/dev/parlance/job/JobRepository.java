package dev.parlance.job;

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

/** Jobs as rows. Deleted jobs keep their row (billing history) but are invisible to every finder. */
@Repository
public class JobRepository {
    static final RowMapper<Job> ROW = (rs, i) -> map(rs, columns(rs));

    /** The columns {@link #map} reads, in the order of {@link Job}'s components. */
    private static final String[] COLUMNS = {"id", "account_id", "name", "language", "external_id", "requestor",
            "reference", "expected_speakers", "status", "fidelity", "priority", "turnaround_hours", "difficulty",
            "target_language", "callback_url", "options_json", "notes", "standard_product", "media_length_seconds",
            "created_at", "authorized_at", "started_at", "due_at", "completed_at", "returned_at", "failure_reason"};

    private final JdbcClient jdbc;

    JobRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * {@link #ROW} for a long result: the columns are found by name once, on the first row, not on
     * every row (a lookup by name costs the driver a case conversion and a map lookup per value).
     * One per query: it keeps the positions of that query's result.
     */
    static RowMapper<Job> rowsOfOneQuery() {
        return new RowMapper<>() {
            private int[] at;

            @Override
            public Job mapRow(ResultSet rs, int i) throws SQLException {
                if (at == null) {
                    at = columns(rs);
                }
                return map(rs, at);
            }
        };
    }

    private static int[] columns(ResultSet rs) throws SQLException {
        int[] at = new int[COLUMNS.length];
        for (int c = 0; c < COLUMNS.length; c++) {
            at[c] = rs.findColumn(COLUMNS[c]);
        }
        return at;
    }

    private static Job map(ResultSet rs, int[] at) throws SQLException {
        String fidelity = rs.getString(at[9]);
        String priority = rs.getString(at[10]);
        return new Job(
                rs.getString(at[0]),
                rs.getString(at[1]),
                rs.getString(at[2]),
                rs.getString(at[3]),
                rs.getString(at[4]),
                rs.getString(at[5]),
                rs.getString(at[6]),
                rs.getObject(at[7], Integer.class),
                JobStatus.valueOf(rs.getString(at[8])),
                fidelity == null ? null : Fidelity.valueOf(fidelity),
                priority == null ? null : Priority.valueOf(priority),
                rs.getObject(at[11], Integer.class),
                rs.getString(at[12]),
                rs.getString(at[13]),
                rs.getString(at[14]),
                TranscriptionOptions.stored(rs.getString(at[0]), rs.getString(at[15])),
                rs.getString(at[16]),
                rs.getObject(at[17], Boolean.class),
                rs.getObject(at[18], Double.class),
                instant(rs, at[19]),
                instant(rs, at[20]),
                instant(rs, at[21]),
                instant(rs, at[22]),
                instant(rs, at[23]),
                instant(rs, at[24]),
                rs.getString(at[25]));
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        Timestamp t = rs.getTimestamp(column);
        return t == null ? null : t.toInstant();
    }

    static Instant instant(ResultSet rs, String column) throws SQLException {
        Timestamp t = rs.getTimestamp(column);
        return t == null ? null : t.toInstant();
    }

    static Timestamp ts(Instant i) {
        return i == null ? null : Timestamp.from(i);
    }

    public Optional<Job> findById(String id) {
        return jdbc.sql("select * from jobs where id = ? and deleted_at is null").param(id).query(ROW).optional();
    }

    /** The owner's first-created live job with this external id, if any. */
    public Optional<Job> findFirstByExternalId(String accountId, String externalId) {
        return jdbc.sql("""
                select * from jobs where account_id = ? and external_id = ? and deleted_at is null
                order by created_at, id""")
                .params(accountId, externalId).query(ROW).stream().findFirst();
    }

    /**
     * Locks the owner's account row until the transaction ends, so that two concurrent job/new
     * calls with one external id cannot both see "no such job" and both create one.
     */
    public void lockOwnerForCreation(String accountId) {
        jdbc.sql("select id from accounts where id = ? for update").param(accountId).query(String.class).optional();
    }

    /**
     * Locks the job's row until the transaction ends, if the job exists and is not deleted: work
     * that reads a job and then acts on what it read (an uplevel, which may happen once per job)
     * takes turns with other such work and with the job's deletion.
     */
    public boolean lockLive(String jobId) {
        return jdbc.sql("select id from jobs where id = ? and deleted_at is null for update")
                .param(jobId).query(String.class).optional().isPresent();
    }

    public void insert(Job j) {
        jdbc.sql("""
                insert into jobs (id, account_id, name, language, external_id, requestor, reference, expected_speakers,
                                  status, difficulty, notes, created_at)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(j.id(), j.accountId(), j.name(), j.language(), j.externalId(), j.requestor(), j.reference(),
                        j.expectedSpeakers(), j.status().name(), j.difficulty() == null ? "Unknown" : j.difficulty(),
                        j.notes(), ts(j.createdAt()))
                .update();
    }

    /**
     * The only writer of the status column: moves a job from {@code from} to {@code to} if the
     * lifecycle allows it and the job is still in {@code from} (a compare-and-set, so two workers
     * cannot both make the same move). Returns whether this call made the move.
     */
    public boolean transition(String jobId, JobStatus from, JobStatus to) {
        JobLifecycle.check(from, to);
        return jdbc.sql("update jobs set status = ? where id = ? and status = ? and deleted_at is null")
                .params(to.name(), jobId, from.name())
                .update() == 1;
    }
    /**
     * Applies modify's changes to a job that is still in {@code requiredStatus}; {@code ownerId}
     * (null: unchanged) is the already permitted new owner. Returns false when the job has left
     * that status (or was deleted) meanwhile.
     */
    public boolean applyChanges(String jobId, JobStatus requiredStatus, JobChanges c, String ownerId) {
        List<String> sets = new ArrayList<>();
        List<Object> params = new ArrayList<>();
        set(sets, params, "fidelity", c.fidelity() == null ? null : c.fidelity().name());
        set(sets, params, "turnaround_hours", c.turnaroundHours());
        set(sets, params, "priority", c.priority() == null ? null : c.priority().name());
        set(sets, params, "account_id", ownerId);
        set(sets, params, "requestor", c.requestor());
        set(sets, params, "callback_url", c.callbackUrl());
        set(sets, params, "expected_speakers", c.expectedSpeakers());
        set(sets, params, "notes", c.notes());
        // An empty change still answers whether the job is (still) modifiable.
        sets.add("status = status");
        params.add(jobId);
        params.add(requiredStatus.name());
        return jdbc.sql("update jobs set " + String.join(", ", sets) + " where id = ? and status = ? and deleted_at is null")
                .params(params).update() == 1;
    }

    private static void set(List<String> sets, List<Object> params, String column, Object value) {
        if (value != null) {
            sets.add(column + " = ?");
            params.add(value);
        }
    }

    /** Records the first authorization; later ones keep the original time. */
    public void markAuthorized(String jobId, Instant at) {
        jdbc.sql("update jobs set authorized_at = ? where id = ? and authorized_at is null and deleted_at is null")
                .params(ts(at), jobId).update();
    }

    /** Soft-deletes a job; false when it was already gone. */
    public boolean markDeleted(String jobId, Instant at) {
        return jdbc.sql("update jobs set deleted_at = ? where id = ? and deleted_at is null")
                .params(ts(at), jobId).update() == 1;
    }

    /**
     * Stores a transcription request, made at {@code at}, on a job still in Authorizing that has none
     * yet (a compare-and-set: a second request finds nothing to update). A fidelity job/modify set
     * before is no request: the request's values replace it.
     */
    public boolean recordTranscriptionRequest(String jobId, TranscriptionSettings t, Instant at) {
        return jdbc.sql("""
                update jobs set fidelity = ?, priority = ?, turnaround_hours = ?, due_at = ?, callback_url = coalesce(?, callback_url),
                                options_json = ?, target_language = ?, standard_product = ?,
                                notes = coalesce(?, notes), base_url = ?, transcription_requested_at = ?
                where id = ? and status = ? and transcription_requested_at is null and deleted_at is null""")
                .params(t.fidelity().name(), t.priority().name(), t.turnaroundHours(), ts(t.dueAt()), t.callbackUrl(),
                        t.options().values().isEmpty() ? null : t.options().toJson(), t.targetLanguage(), t.standardProduct(),
                        t.notes(), t.baseUrl(), ts(at), jobId, JobStatus.AUTHORIZING.name())
                .update() == 1;
    }

    /** When the job's transcription was requested; empty when it was not (yet). */
    public Optional<Instant> transcriptionRequestedAt(String jobId) {
        return jdbc.sql("select transcription_requested_at from jobs where id = ? and deleted_at is null").param(jobId)
                .query((rs, i) -> instant(rs, "transcription_requested_at")).list().stream()
                .filter(java.util.Objects::nonNull).findFirst();
    }

    /** A requested transcription's new due date (job/modify changed its turnaround before authorization). */
    public void setDueAt(String jobId, Instant dueAt) {
        jdbc.sql("update jobs set due_at = ? where id = ?").params(ts(dueAt), jobId).update();
    }

    /**
     * The service's address as the customer reached it when requesting the transcription, for links
     * e-mailed later; empty for jobs requested before it was kept.
     */
    public Optional<String> baseUrl(String jobId) {
        return jdbc.sql("select base_url from jobs where id = ?").param(jobId).query((rs, i) -> rs.getString(1)).list()
                .stream().filter(java.util.Objects::nonNull).findFirst();
    }

    /** The first time processing starts (StartDate); later restarts keep it. */
    public void markStarted(String jobId, Instant at) {
        jdbc.sql("update jobs set started_at = coalesce(started_at, ?) where id = ?").params(ts(at), jobId).update();
    }

    /** The machine's estimate of how hard the audio is to transcribe (the pipeline's, once it has heard it). */
    public void setDifficulty(String jobId, JobDifficulty difficulty) {
        jdbc.sql("update jobs set difficulty = ? where id = ?").params(difficulty.label(), jobId).update();
    }

    public void setMediaLength(String jobId, double seconds) {
        jdbc.sql("update jobs set media_length_seconds = ? where id = ?").params(seconds, jobId).update();
    }

    /** Completion and return time (the final transcript is handed back when it is complete). */
    public void markCompleted(String jobId, Instant at) {
        jdbc.sql("update jobs set completed_at = ?, returned_at = ? where id = ?").params(ts(at), ts(at), jobId).update();
    }

    public void setFailureReason(String jobId, String reason) {
        jdbc.sql("update jobs set failure_reason = ? where id = ?").params(reason, jobId).update();
    }
}
