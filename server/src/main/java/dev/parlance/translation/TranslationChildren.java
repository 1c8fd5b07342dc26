package dev.parlance.translation;

import dev.parlance.job.Fidelity;
import dev.parlance.job.Job;
import dev.parlance.job.JobFactory;
import dev.parlance.job.JobRelation;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobTasks;
import dev.parlance.job.RelationKind;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.job.TranscriptionSettings;
import dev.parlance.work.JobJourney;
import org.springframework.stereotype.Component;

import java.time.Instant;

/**
 * Makes a translation child, in the caller's transaction: a job of the parent's account with its
 * name, language (the language of the text it translates), external id, requestor, reference,
 * expected speakers, notes, fidelity (an imported transcript's translation is MECHANICAL: machine
 * work), priority, due date, callback URL and options; {@code target_language} the one target. The
 * job is Pending with its transcription task waiting for the parent's FINAL, related to the parent
 * as TRANSLATION. Its media is linked when the machine translation runs (the parent's media may
 * still be downloading now).
 */
@Component
class TranslationChildren {
    private final JobRepository jobs;
    private final JobRelations relations;
    private final JobTasks tasks;
    private final JobJourney journey;

    TranslationChildren(JobRepository jobs, JobRelations relations, JobTasks tasks, JobJourney journey) {
        this.jobs = jobs;
        this.relations = relations;
        this.tasks = tasks;
        this.journey = journey;
    }

    void make(Job parent, String childId, String target, Instant now) {
        jobs.insert(JobFactory.translationOf(parent, childId, now));
        tasks.record(childId, TaskType.JOB_CREATED, TaskStatus.COMPLETE, "Translation of job " + parent.id() + " into " + target);
        relations.add(new JobRelation(childId, parent.id(), RelationKind.TRANSLATION, now));
        if (parent.mediaLengthSeconds() != null) {
            jobs.setMediaLength(childId, parent.mediaLengthSeconds());
        }
        Fidelity fidelity = parent.fidelity() == Fidelity.EXTERNAL ? Fidelity.MECHANICAL : parent.fidelity();
        jobs.recordTranscriptionRequest(childId, new TranscriptionSettings(fidelity, parent.priority(),
                parent.turnaroundHours() == null ? 0 : parent.turnaroundHours(), parent.dueAt(), parent.callbackUrl(),
                parent.options(), target, parent.standardProduct(), null, jobs.baseUrl(parent.id()).orElse(null)), now);
        if (parent.authorizedAt() != null) {
            jobs.markAuthorized(childId, parent.authorizedAt());
        }
        journey.queued(childId);
        tasks.record(childId, TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.INPROGRESS,
                "Translation into " + target + ": waiting for the FINAL transcript of job " + parent.id());
    }
}
