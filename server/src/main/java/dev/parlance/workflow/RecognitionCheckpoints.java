package dev.parlance.workflow;

import dev.parlance.speech.RecognizedWord;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.List;

/**
 * Recognition saved as it goes, in append-only chunks, so a worker that dies part-way (crash,
 * kill, redeploy) resumes where the last chunk ended instead of recognizing the media again.
 */
@Repository
class RecognitionCheckpoints {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** Words recognized so far and the media time where recognition should go on. */
    record Progress(List<RecognizedWord> words, long resumeMillis, int chunks) {
    }

    private final JdbcClient jdbc;

    RecognitionCheckpoints(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    Progress load(String jobId) {
        List<RecognizedWord> words = new ArrayList<>();
        long[] resume = {0};
        int[] chunks = {0};
        jdbc.sql("select resume_ms, words from recognition_chunks where job_id = ? order by chunk_no").param(jobId)
                .query(rs -> {
                    words.addAll(JSON.readValue(rs.getString("words"), new TypeReference<List<RecognizedWord>>() {
                    }));
                    resume[0] = rs.getLong("resume_ms");
                    chunks[0]++;
                });
        return new Progress(words, resume[0], chunks[0]);
    }

    void append(String jobId, int chunkNo, long resumeMillis, List<RecognizedWord> words) {
        jdbc.sql("insert into recognition_chunks (job_id, chunk_no, resume_ms, words) values (?, ?, ?, ?)")
                .params(jobId, chunkNo, resumeMillis, JSON.writeValueAsString(words))
                .update();
    }

    void clear(String jobId) {
        jdbc.sql("delete from recognition_chunks where job_id = ?").param(jobId).update();
    }
}
