package dev.parlance.transcript;

import dev.parlance.captions.read.ImportedTranscript;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

import java.util.Optional;

/**
 * The customer's transcript of each job, as read from the file add_transcript received (the file
 * itself is not kept): at most one per job, a later one replacing it.
 */
@Repository
public class ImportedTranscripts {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JdbcClient jdbc;

    ImportedTranscripts(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public void save(String jobId, ImportedTranscript transcript) {
        String body = JSON.writeValueAsString(transcript);
        if (jdbc.sql("update imported_transcripts set body = ? where job_id = ?").params(body, jobId).update() == 0) {
            jdbc.sql("insert into imported_transcripts (job_id, body) values (?, ?)").params(jobId, body).update();
        }
    }

    public Optional<ImportedTranscript> find(String jobId) {
        return jdbc.sql("select body from imported_transcripts where job_id = ?").param(jobId)
                .query((rs, i) -> JSON.readValue(rs.getString("body"), ImportedTranscript.class))
                .optional();
    }
}
