package dev.parlance.workflow;

import dev.parlance.queue.JobScoped;

/**
 * The queued data of a recognize-sections run: lane {@code lane} of {@code lanes} recognizes the job's
 * sections number lane, lane + lanes, lane + 2 lanes... one after the other, so a job keeps at most
 * {@code lanes} recognizers busy however long its media is.
 */
public record SectionLane(PipelineJob job, int lane, int lanes) implements JobScoped {

    @Override
    public String jobId() {
        return job.jobId();
    }

    boolean owns(int sectionNo) {
        return sectionNo % lanes == lane;
    }
}
