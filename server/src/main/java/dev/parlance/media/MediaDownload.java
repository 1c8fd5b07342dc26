package dev.parlance.media;

import dev.parlance.queue.JobScoped;

/**
 * The queued data of a {@code download-media} run: ids only (the URL is on the media row), stored as JSON.
 *
 * @param jobId  the job whose PENDING media to fetch (also the queued row's instance id)
 * @param taskId the JOB_ADD_MEDIA task entry to close when the download ends
 */
public record MediaDownload(String jobId, String taskId) implements JobScoped {
}
