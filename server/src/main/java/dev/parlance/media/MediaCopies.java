package dev.parlance.media;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;

/**
 * A job given the media of another (an uplevel's new job gets its leading job's): the file is copied
 * under the new job's folder, so each job owns its file and deleting one leaves the other's. The
 * copy is made before the new job's transaction ({@link #prepare}, no lock held while bytes move;
 * the local store links rather than copies) and recorded inside it ({@link #attach}); a transaction
 * that fails hands the copy back to {@link #discard}.
 */
@Component
public class MediaCopies {
    /** A stored copy not yet recorded as any job's media. */
    public record Copy(String sourceJobId, String jobId, String key, long size, String contentType) {
    }

    private final MediaRepository media;
    private final MediaStore store;
    private final JobTasks tasks;
    private final Clock clock;

    MediaCopies(MediaRepository media, MediaStore store, JobTasks tasks, Clock clock) {
        this.media = media;
        this.store = store;
        this.tasks = tasks;
        this.clock = clock;
    }

    /** Copies the stored media of {@code sourceJobId} into the folder of {@code jobId}. */
    public Copy prepare(String sourceJobId, String jobId) {
        Media source = media.find(sourceJobId).filter(m -> m.state() == MediaState.STORED)
                .orElseThrow(() -> new ApiException(ErrorType.INVALID_QUERY, "Job " + sourceJobId + " has no stored media"));
        String key = MediaKeys.newOriginal(jobId);
        try {
            return new Copy(sourceJobId, jobId, key, store.copy(source.storageKey(), key), source.contentType());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot copy the media of job " + sourceJobId, e);
        }
    }

    /** Records the copy as the job's media, with its JOB_ADD_MEDIA task; in the caller's transaction. */
    public void attach(String jobId, Copy copy) {
        media.insertStored(jobId, copy.key(), copy.size(), copy.contentType(), clock.instant());
        tasks.record(jobId, TaskType.JOB_ADD_MEDIA, TaskStatus.COMPLETE,
                "Media of job " + copy.sourceJobId() + " (" + copy.size() + " bytes)");
    }

    /**
     * Removes a copy no job will record (the new job's transaction failed), with the folder of the job
     * that was not made: whatever else was copied into it for that job goes too.
     */
    public void discard(Copy copy) {
        try {
            store.deleteAll(MediaKeys.jobFolder(copy.jobId()));
        } catch (IOException | RuntimeException ignored) {
            // a leftover in a folder of a job that does not exist; nothing reads it
        }
    }
}
