package dev.parlance.workflow;

import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.WordConfidences;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.work.JobJourney;
import dev.parlance.work.PassPlan;
import dev.parlance.work.PassResults;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * How a pipeline run ends, each in one transaction: the ElementList versions, the status change,
 * the task record and the callbacks commit together; the moves themselves are {@link JobJourney}'s. What a pass leaves behind (versions,
 * callbacks, completion) is {@link PassResults}, the same for the machine and for people.
 */
@Component
class JobOutcomes {
    private static final Logger log = LoggerFactory.getLogger(JobOutcomes.class);

    private final JobRepository jobs;
    private final RecognitionSections sections;
    private final JobJourney journey;

    JobOutcomes(JobRepository jobs, RecognitionSections sections, JobJourney journey) {
        this.jobs = jobs;
        this.sections = sections;
        this.journey = journey;
    }

    /** A worker starts the job's machine pass (Pending to In Process); false when it was not Pending. */
    @Transactional
    boolean started(String jobId) {
        return journey.started(jobId);
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
        String words = summary != null ? summary : list.segments().stream().flatMap(s -> s.sequences().stream())
                .mapToLong(q -> q.tokens().stream().filter(t -> t.isWord()).count()).sum() + " words";
        if (journey.machinePassDone(job, taskId, new JobJourney.MachinePass(list, confidences,
                "Transcription complete (" + words + ")",
                "Machine pass complete (" + words + "); waiting for the human passes"))) {
            sections.clear(job.id());
        }
    }

    /**
     * The sandbox's transcription: the sample becomes the job's MECHANICAL and FINAL versions and the
     * job is Complete, whatever its fidelity, with the callbacks and billing of a real completion.
     */
    @Transactional
    void sampleDone(String jobId, String taskId, ElementList sample) {
        Job job = jobs.findById(jobId).orElse(null);
        if (job == null || !journey.started(jobId)) {
            return; // deleted, or already handled by an earlier run of the task
        }
        if (job.mediaLengthSeconds() == null) {
            // The media is never probed here; the job is as long as its transcript (and billed so).
            jobs.setMediaLength(jobId, sample.endTime() / 1000.0);
        }
        journey.machinePassDone(job, taskId, new JobJourney.MachinePass(sample, null, "Sandbox: sample transcript", null));
    }

    /** The media cannot be used: Media Failure with the reason, readable in Job Info. */
    @Transactional
    void mediaFailed(String jobId, String taskId, String reason) {
        if (journey.failed(jobId, taskId, reason, "Media failure: " + reason)) {
            log.info("Job {}: media failure: {}", jobId, reason);
            sections.clear(jobId);
        }
    }
}
