package dev.parlance.job;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which jobs were made from which ({@code job_relations}). A room that makes a job from another
 * (an uplevel, a translation) adds its row in the transaction that creates the job; list_related
 * ({@link RelatedJobs}) and billing read them. Rows are never changed or removed: a deleted job
 * keeps its rows, and the readers leave deleted jobs out.
 */
@Repository
public class JobRelations {
    private static final RowMapper<JobRelation> ROW = (rs, i) -> new JobRelation(rs.getString("related_job_id"),
            rs.getString("leading_job_id"), RelationKind.valueOf(rs.getString("kind")),
            JobRepository.instant(rs, "created_at"));

    private final JdbcClient jdbc;

    JobRelations(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** Records that {@code related} was made from {@code leading}; a job is made from one job only. */
    public void add(JobRelation relation) {
        jdbc.sql("insert into job_relations (related_job_id, leading_job_id, kind, created_at) values (?, ?, ?, ?)")
                .params(relation.relatedJobId(), relation.leadingJobId(), relation.kind().name(),
                        JobRepository.ts(relation.createdAt()))
                .update();
    }

    /** The job this one was made from, if it was made from one. */
    public Optional<JobRelation> leadingOf(String relatedJobId) {
        return jdbc.sql("select * from job_relations where related_job_id = ?").param(relatedJobId).query(ROW).optional();
    }

    /**
     * Which of these jobs are translations (made from another by translating it). A job's
     * {@code target_language} alone does not say: the job that ordered translations with
     * perform_transcription keeps the languages it ordered there, in its own language.
     */
    public Set<String> translationsAmong(Collection<String> jobIds) {
        return leadingOfAmong(jobIds).values().stream().filter(r -> r.kind() == RelationKind.TRANSLATION)
                .map(JobRelation::relatedJobId).collect(Collectors.toSet());
    }

    /** For each of these jobs that was made from another, how (by job id): one query for a page of jobs. */
    public Map<String, JobRelation> leadingOfAmong(Collection<String> jobIds) {
        if (jobIds.isEmpty()) {
            return Map.of();
        }
        return jdbc.sql("select * from job_relations where related_job_id in (:ids)").param("ids", List.copyOf(jobIds))
                .query(ROW).list().stream().collect(Collectors.toMap(JobRelation::relatedJobId, r -> r));
    }

    /** The language a job's text is in: a translation's target, else the job's own. */
    public static String textLanguage(Job job, boolean translation) {
        return translation && job.targetLanguage() != null ? job.targetLanguage() : job.language();
    }

    /** The jobs made from this one (not from those), oldest first. */
    public List<JobRelation> madeFrom(String leadingJobId) {
        return jdbc.sql("select * from job_relations where leading_job_id = ? order by created_at, related_job_id")
                .param(leadingJobId).query(ROW).list();
    }
}
