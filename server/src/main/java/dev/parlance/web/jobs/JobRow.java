package dev.parlance.web.jobs;

import dev.parlance.job.Job;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobRelation;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobTask;
import dev.parlance.job.Languages;
import dev.parlance.job.OwnedJob;
import dev.parlance.job.RelationKind;

import java.time.Instant;

/**
 * One job as the list shows it.
 *
 * @param owner    the account the job belongs to, shown when it is a sub-account's (null for the viewer's own)
 * @param progress what running work is doing now (the newest in-progress task of Job Info's), null when idle
 * @param running  whether the page's script should keep asking for progress
 * @param madeFrom how the job was made from another ("Translation of", "Uplevel of"), null for an original
 * @param leadingId the job it was made from, null for an original
 */
record JobRow(String id, String name, String owner, String languages, String status, String fidelity, Instant createdAt,
              Instant dueAt, String progress, boolean running, String requestedBy, String madeFrom, String leadingId) {

    /** @param relation how the job was made from another (a translation's text is in its target language); null if not */
    static JobRow of(OwnedJob owned, String viewer, JobTask inProgress, JobRelation relation) {
        Job job = owned.job();
        boolean translation = relation != null && relation.kind() == RelationKind.TRANSLATION;
        return new JobRow(job.id(), job.name() == null || job.name().isBlank() ? job.id() : job.name(),
                owned.ownerUsername().equals(viewer) ? null : owned.ownerUsername(),
                Languages.pair(job.language(), JobRelations.textLanguage(job, translation)),
                job.status().label(), job.fidelity() == null ? "" : job.fidelity().name(), job.createdAt(), job.dueAt(),
                progress(job, inProgress), running(job.status()), requestedBy(job),
                relation == null ? null : translation ? "Translation of" : "Uplevel of",
                relation == null ? null : relation.leadingJobId());
    }

    /** "for team-7, ref PO-1234": job/new's requestor and reference, when given; null when neither was. */
    static String requestedBy(Job job) {
        String who = job.requestor() == null || job.requestor().isBlank() ? null : "for " + job.requestor();
        String ref = job.reference() == null || job.reference().isBlank() ? null : "ref " + job.reference();
        return who == null && ref == null ? null : who == null ? ref : ref == null ? who : who + ", " + ref;
    }

    /** What the job is doing, in words: the in-progress task's own note, else its kind. */
    static String progress(Job job, JobTask inProgress) {
        if (job.status() == JobStatus.MEDIA_FAILURE) {
            return job.failureReason();
        }
        if (inProgress == null) {
            return null;
        }
        if (inProgress.info() != null && !inProgress.info().isBlank()) {
            return inProgress.info();
        }
        return switch (inProgress.type()) {
            case JOB_ADD_MEDIA -> "Receiving the media";
            case JOB_PERFORM_TRANSCRIPTION, JOB_PERFORM_PREMIUM_SYNC -> "Transcribing";
            default -> "Working";
        };
    }

    static boolean running(JobStatus status) {
        return status == JobStatus.PENDING || status == JobStatus.IN_PROCESS || status == JobStatus.REVIEWING;
    }
}
