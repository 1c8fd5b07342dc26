package dev.parlance.work;

import dev.parlance.captions.align.EditedTranscript;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Drafts, one per work item, saved as the holder types: a closed tab or a restarted server loses
 * nothing saved. A save is one statement (an update, or an insert when there is none yet), cheap
 * enough to run every few seconds per editor.
 */
@Repository
class WorkDrafts {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The stored form ({@code confirmed}: null in drafts saved before confirmations were kept). */
    record Body(List<EditedTranscript.Turn> turns, Set<Long> confirmed) {
        EditedTranscript text() {
            return new EditedTranscript(turns, confirmed);
        }
    }

    private final JdbcClient jdbc;

    WorkDrafts(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Saves the text as the item's next revision, and answers it. Called with the item's row locked
     * (the claim renewed in the same transaction), so two saves of one item run one after the other.
     *
     * @param basedOn the revision the text was typed on (0: none saved yet); null: whatever is saved
     *                (a submission handed to a worker, a client that does not say)
     * @throws WorkException {@link WorkRefusal#STALE} when a newer revision was saved meanwhile (a
     *                       second tab or device): replacing it would silently lose that text
     */
    int save(String itemId, String authorId, EditedTranscript text, Instant at, Integer basedOn) {
        return save(itemId, authorId, new DraftText.Whole(text), at, basedOn);
    }

    /**
     * The same for a text that may be only the turns changed since {@code basedOn} (which it must then
     * name), held to {@link TranscriptLimits} once whole. Run it in the transaction that locks the item.
     */
    int save(String itemId, String authorId, DraftText sent, Instant at, Integer basedOn) {
        int current = revision(itemId);
        if (basedOn != null && basedOn != current) {
            throw stale(itemId, current);
        }
        if (!sent.whole() && basedOn == null) {
            throw new WorkException(WorkRefusal.INVALID, "Changed turns name the revision they were typed on (\"basedOn\")");
        }
        EditedTranscript text = TranscriptLimits.check(sent.resolve(sent.whole() || current == 0 ? null : find(itemId).orElse(null)));
        String body = JSON.writeValueAsString(new Body(text.turns(), text.confirmed()));
        // The caller's lock on the item keeps two saves apart; the revision read above is also the
        // write's condition, so a save that went by some other path is refused, never overwritten.
        if (current > 0) {
            int updated = jdbc.sql("update work_drafts set author_id = ?, body = ?, saved_at = ?, revision = ? where item_id = ? and revision = ?")
                    .params(authorId, body, Timestamp.from(at), current + 1, itemId, current).update();
            if (updated == 0) {
                throw stale(itemId, revision(itemId));
            }
        } else {
            try {
                jdbc.sql("insert into work_drafts (item_id, author_id, body, saved_at, revision) values (?, ?, ?, ?, 1)")
                        .params(itemId, authorId, body, Timestamp.from(at)).update();
            } catch (DuplicateKeyException e) {
                throw stale(itemId, revision(itemId));
            }
        }
        return current + 1;
    }

    /** Refuses a submission typed on an older revision than the one saved ({@link #save}). */
    void requireCurrent(String itemId, Integer basedOn) {
        int current = revision(itemId);
        if (basedOn != null && basedOn != current) {
            throw stale(itemId, current);
        }
    }

    /** The item's saved revision; 0 when no draft is saved. */
    int revision(String itemId) {
        return jdbc.sql("select revision from work_drafts where item_id = ?").param(itemId).query(Integer.class).optional().orElse(0);
    }

    private static WorkException stale(String itemId, int current) {
        return new WorkException(WorkRefusal.STALE, "A newer draft of work item " + itemId + " (revision " + current
                + ") was saved elsewhere, in another tab or on another device, since this text was loaded");
    }

    Optional<Draft> find(String itemId) {
        return jdbc.sql("select body, saved_at, revision from work_drafts where item_id = ?").param(itemId)
                .query((rs, i) -> new Draft(JSON.readValue(rs.getString("body"), Body.class).text(),
                        rs.getTimestamp("saved_at").toInstant(), rs.getInt("revision")))
                .optional();
    }

    void delete(String itemId) {
        jdbc.sql("delete from work_drafts where item_id = ?").param(itemId).update();
    }

    void deleteForJob(String jobId) {
        jdbc.sql("delete from work_drafts where item_id in (select id from work_items where job_id = ?)").param(jobId).update();
    }
}
