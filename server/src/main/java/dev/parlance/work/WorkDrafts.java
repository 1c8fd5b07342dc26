package dev.parlance.work;

import dev.parlance.captions.align.EditedTranscript;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Drafts, one per work item, saved as the holder types: a closed tab or a restarted server loses
 * nothing saved. A save is one statement (an update, or an insert when there is none yet), cheap
 * enough to run every few seconds per editor.
 */
@Repository
class WorkDrafts {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The stored form. */
    record Body(List<EditedTranscript.Turn> turns) {
    }

    private final JdbcClient jdbc;

    WorkDrafts(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void save(String itemId, String authorId, EditedTranscript text, Instant at) {
        String body = JSON.writeValueAsString(new Body(text.turns()));
        int updated = jdbc.sql("update work_drafts set author_id = ?, body = ?, saved_at = ? where item_id = ?")
                .params(authorId, body, Timestamp.from(at), itemId).update();
        if (updated == 0) {
            jdbc.sql("insert into work_drafts (item_id, author_id, body, saved_at) values (?, ?, ?, ?)")
                    .params(itemId, authorId, body, Timestamp.from(at)).update();
        }
    }

    Optional<Draft> find(String itemId) {
        return jdbc.sql("select body, saved_at from work_drafts where item_id = ?").param(itemId)
                .query((rs, i) -> new Draft(new EditedTranscript(JSON.readValue(rs.getString("body"), Body.class).turns()),
                        rs.getTimestamp("saved_at").toInstant()))
                .optional();
    }

    void delete(String itemId) {
        jdbc.sql("delete from work_drafts where item_id = ?").param(itemId).update();
    }

    void deleteForJob(String jobId) {
        jdbc.sql("delete from work_drafts where item_id in (select id from work_items where job_id = ?)").param(jobId).update();
    }
}
