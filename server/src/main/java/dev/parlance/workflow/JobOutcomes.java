package dev.parlance.workflow;

import dev.parlance.captions.model.ElementList;
import dev.parlance.notification.Callbacks;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Job;
import dev.parlance.job.JobCompleted;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TranscriptionOptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import java.time.Clock;

/**
 * How a pipeline run ends, each in one transaction: the ElementList versions, the status change,
 * the task record and the callbacks commit together.
 */
@Component
class JobOutcomes {
    private static final Logger log = LoggerFactory.getLogger(JobOutcomes.class);
    static final String MECHANICAL = "MECHANICAL";
    static final String FINAL = "FINAL";

    private final JobRepository jobs;
    private final JobTasks tasks;
    private final ElementListStore elementLists;
    private final RecognitionSections sections;
    private final Callbacks callbacks;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    JobOutcomes(JobRepository jobs, JobTasks tasks, ElementListStore elementLists, RecognitionSections sections,
                Callbacks callbacks, ApplicationEventPublisher events, Clock clock) {
        this.jobs = jobs;
        this.tasks = tasks;
        this.elementLists = elementLists;
        this.sections = sections;
        this.callbacks = callbacks;
        this.events = events;
        this.clock = clock;
    }

    /**
     * The machine pass is done. MECHANICAL jobs are complete (the same list becomes FINAL);
     * PREMIUM and PROFESSIONAL jobs wait in Reviewing for their human passes. The status change
     * comes first: it locks the job's row, so of two runs that finish at once only one saves.
     */
    @Transactional
    void mechanicalPassDone(Job job, String taskId, ElementList list) {
        boolean mechanical = job.fidelity() == Fidelity.MECHANICAL;
        if (!jobs.transition(job.id(), JobStatus.IN_PROCESS, mechanical ? JobStatus.COMPLETE : JobStatus.REVIEWING)) {
            return;
        }
        saveMechanical(job, list);
        String words = list.segments().stream().flatMap(s -> s.sequences().stream()).mapToLong(q -> q.tokens().stream()
                .filter(t -> t.isWord()).count()).sum() + " words";
        if (mechanical) {
            completed(job, taskId, list, "Transcription complete (" + words + ")");
        } else {
            tasks.progress(taskId, "Machine pass complete (" + words + "); waiting for the human passes");
        }
        sections.clear(job.id());
    }

    /**
     * The sandbox's transcription: the sample becomes the job's MECHANICAL and FINAL versions and the
     * job is Complete, whatever its fidelity, with the callbacks and billing of a real completion.
     */
    @Transactional
    void sampleDone(String jobId, String taskId, ElementList sample) {
        Job job = jobs.findById(jobId).orElse(null);
        if (job == null || job.status() != JobStatus.PENDING
                || !jobs.transition(jobId, JobStatus.PENDING, JobStatus.IN_PROCESS)) {
            return; // deleted, or already handled by an earlier run of the task
        }
        jobs.markStarted(jobId, clock.instant());
        jobs.transition(jobId, JobStatus.IN_PROCESS, JobStatus.COMPLETE);
        if (job.mediaLengthSeconds() == null) {
            // The media is never probed here; the job is as long as its transcript (and billed so).
            jobs.setMediaLength(jobId, sample.endTime() / 1000.0);
        }
        saveMechanical(job, sample);
        completed(job, taskId, sample, "Sandbox: sample transcript");
    }

    private void saveMechanical(Job job, ElementList list) {
        ElementListVersion mechanical = elementLists.save(job.id(), MECHANICAL, false, list);
        if (TranscriptionOptions.fromJson(job.optionsJson()).list("return_iwp").contains(MECHANICAL)) {
            callbacks.schedule(job, mechanical);
        }
    }

    /** After the move to Complete: FINAL saved, task finished, callbacks queued, billing told, in the same transaction. */
    private void completed(Job job, String taskId, ElementList list, String taskInfo) {
        ElementListVersion fin = elementLists.save(job.id(), FINAL, false, list);
        jobs.markCompleted(job.id(), clock.instant());
        tasks.finish(taskId, TaskStatus.COMPLETE, taskInfo);
        callbacks.schedule(job, fin);
        events.publishEvent(new JobCompleted(job.id()));
    }

    /** The media cannot be used: Media Failure with the reason, readable in Job Info. */
    @Transactional
    void mediaFailed(String jobId, String taskId, String reason) {
        Job job = jobs.findById(jobId).orElse(null);
        if (job == null || (job.status() != JobStatus.PENDING && job.status() != JobStatus.IN_PROCESS)) {
            return;
        }
        log.info("Job {}: media failure: {}", jobId, reason);
        jobs.transition(jobId, job.status(), JobStatus.MEDIA_FAILURE);
        jobs.setFailureReason(jobId, reason);
        tasks.finish(taskId, TaskStatus.FAILED, "Media failure: " + reason);
        sections.clear(jobId);
    }
}
