package dev.parlance.workflow;

import dev.parlance.queue.JobScoped;

/** The queued data of a pipeline step: the job and its JOB_PERFORM_TRANSCRIPTION task (ids only). */
public record PipelineJob(String jobId, String taskId) implements JobScoped {
}
