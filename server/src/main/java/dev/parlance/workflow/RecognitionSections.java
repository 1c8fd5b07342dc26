package dev.parlance.workflow;

import dev.parlance.speech.MediaSection;
import dev.parlance.speech.RecognizedSection;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SignalLevels;
import dev.parlance.speech.sounds.ClassifiedWindow;
import dev.parlance.speech.sounds.SoundEvents;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A job's recognition, section by section: the plan, each section's progress, and the words of
 * the finished ones. Saved words survive a crash, so only sections that were running are
 * recognized again.
 */
@Repository
class RecognitionSections {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<List<RecognizedWord>> WORDS = new TypeReference<>() {
    };

    /** A planned section and whether its words are saved. */
    record Section(MediaSection section, boolean recognized) {
    }

    private final JdbcClient jdbc;

    RecognitionSections(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** The job's sections: those planned before, or else {@code plan}, saved now. */
    List<Section> planOnce(String jobId, List<MediaSection> plan) {
        List<Section> existing = load(jobId);
        if (!existing.isEmpty()) {
            return existing;
        }
        for (MediaSection s : plan) {
            jdbc.sql("insert into recognition_sections (job_id, section_no, start_ms, end_ms, is_last, done_ms) values (?, ?, ?, ?, ?, 0)")
                    .params(jobId, s.number(), s.startMillis(), s.endMillis(), s.last())
                    .update();
        }
        return load(jobId);
    }

    /** The plan and what is done, without reading any words (lanes look at it before every section). */
    List<Section> load(String jobId) {
        return jdbc.sql("""
                        select section_no, start_ms, end_ms, is_last,
                               case when words is null then 0 else 1 end as recognized
                        from recognition_sections where job_id = ? order by section_no""")
                .param(jobId)
                .query((rs, i) -> new Section(section(rs), rs.getInt("recognized") == 1))
                .list();
    }

    /** Whether the job has sections and every one is recognized. */
    boolean allRecognized(String jobId) {
        return jdbc.sql("select count(*) as planned, count(words) as recognized from recognition_sections where job_id = ?")
                .param(jobId)
                .query((rs, i) -> rs.getLong("planned") > 0 && rs.getLong("planned") == rs.getLong("recognized"))
                .single();
    }

    /** Every section's words, in order, once all are recognized. */
    Optional<List<RecognizedSection>> words(String jobId) {
        List<RecognizedSection> sections = new ArrayList<>();
        boolean[] complete = {true};
        jdbc.sql("select * from recognition_sections where job_id = ? order by section_no").param(jobId)
                .query(rs -> {
                    String words = rs.getString("words");
                    complete[0] &= words != null;
                    if (words != null) {
                        sections.add(new RecognizedSection(section(rs), JSON.readValue(words, WORDS)));
                    }
                });
        return complete[0] && !sections.isEmpty() ? Optional.of(sections) : Optional.empty();
    }

    private static MediaSection section(ResultSet rs) throws SQLException {
        return new MediaSection(rs.getInt("section_no"), rs.getLong("start_ms"), rs.getLong("end_ms"), rs.getBoolean("is_last"));
    }

    /** The media time recognized so far over all sections. */
    long doneMillis(String jobId) {
        return jdbc.sql("select coalesce(sum(done_ms), 0) from recognition_sections where job_id = ?").param(jobId)
                .query(Long.class).single();
    }

    void progress(String jobId, int sectionNo, long doneMillis) {
        jdbc.sql("update recognition_sections set done_ms = ? where job_id = ? and section_no = ? and words is null")
                .params(doneMillis, jobId, sectionNo)
                .update();
    }

    void recognized(String jobId, MediaSection section, List<RecognizedWord> words, SignalLevels levels,
                    List<ClassifiedWindow> soundWindows) {
        jdbc.sql("""
                        update recognition_sections set done_ms = ?, words = ?, signal_levels = ?, sound_windows = ?
                        where job_id = ? and section_no = ?""")
                .params(section.lengthMillis(), JSON.writeValueAsString(words), levels.toText(),
                        SoundEvents.toText(soundWindows), jobId, section.number())
                .update();
    }

    /** The classified sound windows of every section (overlapping at the seams), for {@link SoundEvents#of}. */
    List<ClassifiedWindow> soundWindows(String jobId) {
        return jdbc.sql("select sound_windows from recognition_sections where job_id = ? and sound_windows is not null")
                .param(jobId).query(String.class).list().stream()
                .flatMap(text -> SoundEvents.parse(text).stream()).toList();
    }

    /**
     * The levels of the job's audio over all its sections ({@link SignalLevels#NONE} for sections
     * recognized before levels were measured). Sections overlap a little at their seams, which
     * counts those seconds twice: nothing next to a job's length.
     */
    SignalLevels levels(String jobId) {
        return jdbc.sql("select signal_levels from recognition_sections where job_id = ? and signal_levels is not null")
                .param(jobId).query(String.class).list().stream()
                .map(SignalLevels::parse).reduce(SignalLevels.NONE, SignalLevels::plus);
    }

    void clear(String jobId) {
        jdbc.sql("delete from recognition_sections where job_id = ?").param(jobId).update();
    }
}
