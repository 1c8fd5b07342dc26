package dev.parlance.elementlist;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.ElementListJson;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/**
 * ElementList versions, one row each, the document as JSON. Versions are timestamps with
 * microsecond precision (what the API prints), strictly increasing per job so "latest" is
 * unambiguous even when two versions are saved within the same microsecond.
 */
@Repository
public class ElementListStore {
    private static final RowMapper<ElementListVersion> VERSION = (rs, i) -> new ElementListVersion(
            rs.getLong("id"), rs.getString("job_id"), rs.getTimestamp("version").toInstant(),
            rs.getString("iwp_name"), rs.getBoolean("audio_description"));

    private final JdbcClient jdbc;
    private final Clock clock;

    ElementListStore(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    public ElementListVersion save(String jobId, String iwpName, boolean audioDescription, ElementList list) {
        return save(jobId, iwpName, audioDescription, list, null);
    }

    /** Saves a version with the confidence of its words (null: none known), kept beside the document. */
    public ElementListVersion save(String jobId, String iwpName, boolean audioDescription, ElementList list,
                                   WordConfidences confidences) {
        Instant version = clock.instant().truncatedTo(ChronoUnit.MICROS);
        Optional<Instant> latest = versions(jobId).stream().map(ElementListVersion::version).max(Instant::compareTo);
        if (latest.isPresent() && !version.isAfter(latest.get())) {
            version = latest.get().plus(1, ChronoUnit.MICROS);
        }
        jdbc.sql("""
                insert into element_lists (job_id, version, iwp_name, audio_description, body, word_confidences)
                values (?, ?, ?, ?, ?, ?)""")
                .params(jobId, Timestamp.from(version), iwpName, audioDescription, ElementListJson.write(list),
                        confidences == null ? null : confidences.toJson())
                .update();
        return latest(jobId, audioDescription).orElseThrow();
    }

    /** All versions of a job, oldest first. */
    public List<ElementListVersion> versions(String jobId) {
        return jdbc.sql("select id, job_id, version, iwp_name, audio_description from element_lists where job_id = ? order by version, id")
                .param(jobId).query(VERSION).list();
    }

    public Optional<ElementListVersion> latest(String jobId, boolean audioDescription) {
        return jdbc.sql("""
                select id, job_id, version, iwp_name, audio_description from element_lists
                where job_id = ? and audio_description = ? order by version desc, id desc limit 1""")
                .params(jobId, audioDescription).query(VERSION).optional();
    }

    /** The newest version with this work-product name. */
    public Optional<ElementListVersion> latestNamed(String jobId, String iwpName, boolean audioDescription) {
        return jdbc.sql("""
                select id, job_id, version, iwp_name, audio_description from element_lists
                where job_id = ? and upper(iwp_name) = upper(?) and audio_description = ?
                order by version desc, id desc limit 1""")
                .params(jobId, iwpName, audioDescription).query(VERSION).optional();
    }

    /** The version in force at a moment: the newest saved at or before it. */
    public Optional<ElementListVersion> at(String jobId, Instant moment, boolean audioDescription) {
        return jdbc.sql("""
                select id, job_id, version, iwp_name, audio_description from element_lists
                where job_id = ? and version <= ? and audio_description = ? order by version desc, id desc limit 1""")
                .params(jobId, Timestamp.from(moment), audioDescription).query(VERSION).optional();
    }

    /** A version of the job by its row id (work items remember the version they started from). */
    public Optional<ElementListVersion> byId(String jobId, long id) {
        return jdbc.sql("select id, job_id, version, iwp_name, audio_description from element_lists where id = ? and job_id = ?")
                .params(id, jobId).query(VERSION).optional();
    }

    /** The confidences of the version's words, when they were saved with it. */
    public Optional<WordConfidences> wordConfidences(ElementListVersion version) {
        List<String> json = jdbc.sql("select word_confidences from element_lists where id = ?").param(version.id())
                .query((rs, i) -> rs.getString(1)).list();
        return json.isEmpty() || json.getFirst() == null ? Optional.empty() : Optional.of(WordConfidences.fromJson(json.getFirst()));
    }

    public ElementList load(ElementListVersion version) {
        String body = jdbc.sql("select body from element_lists where id = ?").param(version.id()).query(String.class).single();
        return ElementListJson.read(body);
    }

    public void deleteForJob(String jobId) {
        jdbc.sql("delete from element_lists where job_id = ?").param(jobId).update();
    }
}
