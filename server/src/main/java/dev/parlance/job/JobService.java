package dev.parlance.job;

import dev.parlance.account.Account;
import dev.parlance.account.AccountAccess;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * The job calls that involve no processing: create, read, list, modify, authorize, delete. Every
 * job is reached through {@link JobAccess} and every other account through {@link AccountAccess}.
 */
@Service
public class JobService {
    /** Name, external id, requestor and reference (the columns' size). */
    public static final int MAX_TEXT = 1024;
    /** Job notes; an account's default_job_notes (up to 6000 characters) pre-fill them. */
    public static final int MAX_NOTES = 6000;
    /** A year: the longest turnaround a job may ask for (job/modify and perform_transcription). */
    public static final int MAX_TURNAROUND_HOURS = 24 * 365;
    /**
     * The most speakers a job may expect: speaker detection clusters into this many groups, so an
     * absurd count would only cost memory; a recording with more voices is a crowd.
     */
    public static final int MAX_EXPECTED_SPEAKERS = 100;

    private final JobRepository jobs;
    private final JobTasks tasks;
    private final JobQuery query;
    private final JobAccess jobAccess;
    private final AccountAccess accountAccess;
    private final CallbackUrls callbackUrls;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    JobService(JobRepository jobs, JobTasks tasks, JobQuery query, JobAccess jobAccess, AccountAccess accountAccess,
               CallbackUrls callbackUrls, ApplicationEventPublisher events, Clock clock) {
        this.jobs = jobs;
        this.tasks = tasks;
        this.query = query;
        this.jobAccess = jobAccess;
        this.accountAccess = accountAccess;
        this.callbackUrls = callbackUrls;
        this.events = events;
        this.clock = clock;
    }

    /**
     * Creates a job in the caller's account or in the named sub-account. Unless duplicates are
     * allowed, an external id the owner already uses on a live job creates nothing: the answer is
     * that job's id and its JOB_CREATED task id, exactly what the first call returned.
     */
    @Transactional
    public JobCreated create(Account caller, NewJob request) {
        String name = limited("job_name", request.name(), MAX_TEXT);
        String externalId = limited("external_id", request.externalId(), MAX_TEXT);
        String requestor = limited("requestor", request.requestor(), MAX_TEXT);
        String reference = limited("reference", request.reference(), MAX_TEXT);
        String language = request.language() == null ? Languages.DEFAULT : Languages.normalize(request.language())
                .orElseThrow(() -> ApiException.invalid("language",
                        "'" + request.language() + "' is not a language code such as en, es-es or zh-cmn"));
        Integer speakers = within("expected_speakers", request.expectedSpeakers(), MAX_EXPECTED_SPEAKERS);
        Account owner = accountAccess.actingAs(caller, request.username());

        if (externalId != null && !request.allowDuplicate()) {
            jobs.lockOwnerForCreation(owner.id());
            Optional<Job> existing = jobs.findFirstByExternalId(owner.id(), externalId);
            if (existing.isPresent()) {
                String jobId = existing.get().id();
                String taskId = tasks.firstOfType(jobId, TaskType.JOB_CREATED)
                        .orElseGet(() -> tasks.record(jobId, TaskType.JOB_CREATED, TaskStatus.COMPLETE, null));
                return new JobCreated(jobId, taskId);
            }
        }

        String jobId = Ids.newId();
        jobs.insert(JobFactory.requested(jobId, owner.id(), name, language, externalId, requestor, reference, speakers,
                owner.settings().defaultJobNotes(), clock.instant()));
        String taskId = tasks.record(jobId, TaskType.JOB_CREATED, TaskStatus.COMPLETE, null);
        return new JobCreated(jobId, taskId);
    }

    public JobDetails info(Account caller, String jobId) {
        Job job = jobAccess.requireJob(caller, jobId);
        return new JobDetails(job, tasks.forJob(job.id()));
    }

    /** The live jobs of the filter's owner scope, newest first; the scope is checked here, before any is read. */
    public JobListing listing(Account caller, JobFilter filter) {
        return new JobListing(query, accountAccess.scope(caller, Optional.ofNullable(filter.owner())), filter);
    }

    /**
     * Changes a job that is still being authorized: a new job (perform_transcription then takes the
     * values it does not name from here), or one whose requested transcription waits for the
     * customer's authorization. A priority or turnaround follows perform_transcription's rules (a
     * turnaround shorter than the priority's raises it; a priority alone takes its own turnaround),
     * and a requested transcription's due date moves with it, counted from when it was requested.
     */
    @Transactional
    public void modify(Account caller, String jobId, JobChanges changes) {
        Job job = jobAccess.requireJob(caller, jobId);
        requireModifiable(job.id(), job.status());
        limited("requestor_id", changes.requestor(), MAX_TEXT);
        limited("notes", changes.notes(), MAX_NOTES);
        within("turnaround_hours", changes.turnaroundHours(), MAX_TURNAROUND_HOURS);
        within("expected_speakers", changes.expectedSpeakers(), MAX_EXPECTED_SPEAKERS);
        String callbackUrl = changes.callbackUrl() == null ? null : callbackUrls.require(changes.callbackUrl());
        String ownerId = changes.ownerUsername() == null ? null
                : accountAccess.actingAs(caller, Optional.of(changes.ownerUsername())).id();
        // A priority alone takes its own turnaround; a turnaround alone keeps the job's priority.
        Integer hours = changes.turnaroundHours() != null ? changes.turnaroundHours()
                : changes.priority() != null ? null : job.turnaroundHours();
        Turnaround turnaround = changes.priority() == null && changes.turnaroundHours() == null ? null
                : Turnaround.of(changes.priority() != null ? changes.priority() : job.priority(),
                        hours == null ? null : hours.longValue());
        JobChanges checked = new JobChanges(changes.fidelity(), turnaround == null ? null : turnaround.hours(),
                turnaround == null ? null : turnaround.priority(), changes.ownerUsername(), changes.requestor(),
                callbackUrl, changes.expectedSpeakers(), changes.notes());
        if (!jobs.applyChanges(job.id(), JobStatus.AUTHORIZING, checked, ownerId)) {
            // Started (or deleted) between the read and the write.
            requireModifiable(job.id(), jobAccess.requireJob(caller, jobId).status());
        }
        if (turnaround != null) {
            jobs.transcriptionRequestedAt(job.id())
                    .ifPresent(requested -> jobs.setDueAt(job.id(), requested.plus(turnaround.duration())));
        }
    }

    /**
     * Records the customer's authorization; repeating it keeps the first time. Announced with
     * {@link JobAuthorized} in this transaction, so a transcription request that was waiting for
     * it starts together with the authorization.
     */
    @Transactional
    public void authorize(Account caller, String jobId) {
        Job job = jobAccess.requireJob(caller, jobId);
        jobs.markAuthorized(job.id(), clock.instant());
        events.publishEvent(new JobAuthorized(job.id()));
    }

    /**
     * Soft-deletes a job and announces it with {@link JobDeleted} inside this transaction, so the
     * deletion, its task record and the listeners' work commit or fail together.
     */
    @Transactional
    public String delete(Account caller, String jobId) {
        Job job = jobAccess.requireJob(caller, jobId);
        if (!jobs.markDeleted(job.id(), clock.instant())) {
            throw ApiException.notFound("Job " + jobId);
        }
        String taskId = tasks.record(job.id(), TaskType.JOB_DELETED, TaskStatus.COMPLETE, null);
        events.publishEvent(new JobDeleted(job.id()));
        return taskId;
    }

    private static void requireModifiable(String jobId, JobStatus status) {
        if (status != JobStatus.AUTHORIZING) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Job " + jobId + " is " + status.label()
                    + "; only a job in " + JobStatus.AUTHORIZING.label() + " can be modified");
        }
    }

    private static String limited(String parameter, String value, int max) {
        if (value != null && value.length() > max) {
            throw ApiException.invalid(parameter, "longer than " + max + " characters");
        }
        return value;
    }

    /** A count of at least 1 and at most {@code max}; null (absent) passes. */
    public static Integer within(String parameter, Integer value, int max) {
        if (value != null && (value < 1 || value > max)) {
            throw ApiException.invalid(parameter, "must be between 1 and " + max + ", got " + value);
        }
        return value;
    }
}
