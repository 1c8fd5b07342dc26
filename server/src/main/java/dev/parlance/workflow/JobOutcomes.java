package dev.parlance.workflow;

import dev.parlance.captions.model.ElementList;
import dev.parlance.delivery.Callbacks;
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
    private final RecognitionCheckpoints checkpoints;
    private final Callbacks callbacks;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    JobOutcomes(JobRepository jobs, JobTasks tasks, ElementListStore elementLists, RecognitionCheckpoints checkpoints,
                Callbacks callbacks, ApplicationEventPublisher events, Clock clock) {
        this.jobs = jobs;
        this.tasks = tasks;
        this.elementLists = elementLists;
        this.checkpoints = checkpoints;
        this.callbacks = callbacks;
        this.events = events;
        this.clock = clock;
    }

    /**
     * The machine pass is done. MECHANICAL jobs are complete (the same list becomes FINAL);
     * PREMIUM and PROFESSIONAL jobs wait in Reviewing for their human passes.
     */
    @Transactional
    void mechanicalPassDone(Job job, String taskId, ElementList list) {
        if (job.status() != JobStatus.IN_PROCESS) {
            return;
        }
        TranscriptionOptions options = TranscriptionOptions.fromJson(job.optionsJson());
        ElementListVersion mechanical = elementLists.save(job.id(), MECHANICAL, false, list);
        if (options.list("return_iwp").contains(MECHANICAL)) {
            callbacks.schedule(job, mechanical);
        }
        String words = list.segments().stream().flatMap(s -> s.sequences().stream()).mapToLong(q -> q.tokens().stream()
                .filter(t -> t.isWord()).count()).sum() + " words";
        if (job.fidelity() == Fidelity.MECHANICAL) {
            ElementListVersion fin = elementLists.save(job.id(), FINAL, false, list);
            jobs.transition(job.id(), JobStatus.IN_PROCESS, JobStatus.COMPLETE);
            jobs.markCompleted(job.id(), clock.instant());
            tasks.finish(taskId, TaskStatus.COMPLETE, "Transcription complete (" + words + ")");
            callbacks.schedule(job, fin);
            events.publishEvent(new JobCompleted(job.id()));
        } else {
            jobs.transition(job.id(), JobStatus.IN_PROCESS, JobStatus.REVIEWING);
            tasks.progress(taskId, "Machine pass complete (" + words + "); waiting for the human passes");
        }
        checkpoints.clear(job.id());
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
        checkpoints.clear(jobId);
    }
}
