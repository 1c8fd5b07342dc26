package dev.parlance.workflow;

import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.elementlist.WordConfidences;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TranscriptionOptions;
import dev.parlance.work.PassFlow;
import dev.parlance.work.PassPlan;
import dev.parlance.work.PassResults;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import dev.parlance.job.JobFailed;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import java.time.Clock;

/**
 * How a pipeline run ends, each in one transaction: the ElementList versions, the status change,
 * the task record and the callbacks commit together. What a pass leaves behind (versions,
 * callbacks, completion) is {@link PassResults}, the same for the machine and for people.
 */
@Component
class JobOutcomes {
    private static final Logger log = LoggerFactory.getLogger(JobOutcomes.class);
    static final String MECHANICAL = "MECHANICAL";

    private final JobRepository jobs;
    private final JobTasks tasks;
    private final RecognitionSections sections;
    private final PassResults results;
    private final PassFlow passes;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    JobOutcomes(JobRepository jobs, JobTasks tasks, RecognitionSections sections, PassResults results, PassFlow passes,
                ApplicationEventPublisher events, Clock clock) {
        this.jobs = jobs;
        this.tasks = tasks;
        this.sections = sections;
        this.results = results;
        this.passes = passes;
        this.events = events;
        this.clock = clock;
    }

    /**
     * The machine pass is done. A job whose plan ({@link PassPlan}) ends here is complete (the same
     * list becomes FINAL); one with human passes (PREMIUM, PROFESSIONAL, customer approval) waits in
     * Reviewing for them. The status change comes first: it locks the job's row, so of two runs that
     * finish at once only one saves.
     *
     * @param confidences the recognizer's confidence of each word of the list, kept beside MECHANICAL
     * @param summary     what the pass did, for the task record; null: how many words it has
     */
    @Transactional
    void mechanicalPassDone(Job job, String taskId, ElementList list, WordConfidences confidences, String summary) {
        boolean done = !PassPlan.of(job.fidelity(), TranscriptionOptions.fromJson(job.optionsJson())).hasHumanPasses();
        if (!jobs.transition(job.id(), JobStatus.IN_PROCESS, done ? JobStatus.COMPLETE : JobStatus.REVIEWING)) {
            return;
        }
        ElementListVersion mechanical = results.stored(job, MECHANICAL, list, confidences);
        String words = summary != null ? summary : list.segments().stream().flatMap(s -> s.sequences().stream())
                .mapToLong(q -> q.tokens().stream().filter(t -> t.isWord()).count()).sum() + " words";
        if (done) {
            results.completed(job, taskId, list, confidences, "Transcription complete (" + words + ")");
        } else {
            tasks.progress(taskId, "Machine pass complete (" + words + "); waiting for the human passes");
            passes.machinePassDone(job, taskId, mechanical);
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
        results.stored(job, MECHANICAL, sample, null);
        results.completed(job, taskId, sample, null, "Sandbox: sample transcript");
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
        events.publishEvent(new JobFailed(jobId, reason));
    }
}
