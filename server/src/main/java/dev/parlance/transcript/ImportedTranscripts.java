package dev.parlance.transcript;

import dev.parlance.captions.read.ImportedTranscript;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

import java.sql.Timestamp;
import java.time.Clock;
import java.util.Optional;

/**
 * The transcript a customer gave a job, as read: at most one per job, stored as JSON (the
 * record's own shape: format and cues with start/end milliseconds, speaker, text).
 */
@Repository
public class ImportedTranscripts {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JdbcClient jdbc;
    private final Clock clock;

    ImportedTranscripts(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Keeps {@code t} as the job's transcript, replacing any it had. */
    public void save(String jobId, ImportedTranscript t) {
        String body = JSON.writeValueAsString(t);
        Timestamp now = Timestamp.from(clock.instant());
        int updated = jdbc.sql("update imported_transcripts set format = ?, cue_count = ?, body = ?, imported_at = ? where job_id = ?")
                .params(t.format().name(), t.cues().size(), body, now, jobId).update();
        if (updated == 0) {
            jdbc.sql("insert into imported_transcripts (job_id, format, cue_count, body, imported_at) values (?, ?, ?, ?, ?)")
                    .params(jobId, t.format().name(), t.cues().size(), body, now).update();
        }
    }

    /** The job's transcript, if it was given one. */
    public Optional<ImportedTranscript> find(String jobId) {
        return jdbc.sql("select body from imported_transcripts where job_id = ?").param(jobId)
                .query((rs, i) -> JSON.readValue(rs.getString("body"), ImportedTranscript.class))
                .optional();
    }

    /**
     * Locks the job's row for the rest of the transaction (perform_transcription's write to it
     * waits), so whether transcription was requested cannot change before the transcript is kept.
     * False when the job is gone.
     */
    boolean lockLiveJob(String jobId) {
        return jdbc.sql("select id from jobs where id = ? and deleted_at is null for update")
                .param(jobId).query(String.class).optional().isPresent();
    }

    boolean exists(String jobId) {
        return jdbc.sql("select count(*) from imported_transcripts where job_id = ?").param(jobId)
                .query(Integer.class).single() > 0;
    }

    void delete(String jobId) {
        jdbc.sql("delete from imported_transcripts where job_id = ?").param(jobId).update();
    }
}
