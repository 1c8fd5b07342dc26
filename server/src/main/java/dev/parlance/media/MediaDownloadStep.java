package dev.parlance.media;

import dev.parlance.common.ShownUrls;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.queue.StepOutcome;
import dev.parlance.system.TransferWatch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * One attempt of {@code download-media}: fetch outside any transaction, then record the
 * outcome in one. Safe to run again: it does nothing once the media is no longer PENDING, and each
 * attempt writes a fresh key, so a half-finished earlier attempt never shows. The fetch stops within
 * seconds of the job's deletion (the watch asks every two seconds whether the media is still
 * wanted), and at shutdown, when the work is left to run again on the next start or another worker.
 */
@Component
class MediaDownloadStep {
    private static final Logger log = LoggerFactory.getLogger(MediaDownloadStep.class);

    private final MediaRepository media;
    private final MediaDownloader downloader;
    private final MediaStore store;
    private final JobTasks tasks;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final long maxSize;

    MediaDownloadStep(MediaRepository media, MediaDownloader downloader, MediaStore store, JobTasks tasks,
                      TransactionTemplate tx, Clock clock, MediaProperties properties) {
        this.media = media;
        this.downloader = downloader;
        this.store = store;
        this.tasks = tasks;
        this.tx = tx;
        this.clock = clock;
        this.maxSize = properties.maxSize().toBytes();
    }

    /** Throws {@link MediaDownloader.TransientFailure} (or anything unexpected) to be retried. */
    StepOutcome run(MediaDownload download) {
        Optional<Media> pending = media.find(download.jobId()).filter(m -> m.state() == MediaState.PENDING);
        if (pending.isEmpty()) {
            return StepOutcome.DONE;
        }
        String key = MediaKeys.newOriginal(download.jobId());
        MediaDownloader.Fetched fetched;
        try {
            fetched = downloader.fetchForQueue(URI.create(pending.get().sourceUrl()), key, maxSize,
                    () -> !media.pendingForLiveJob(download.jobId()));
        } catch (MediaDownloader.PermanentFailure e) {
            giveUp(download, e.getMessage());
            return StepOutcome.DONE;
        } catch (MediaDownloader.Interrupted e) {
            log.info("Media download for job {} stopped: {}", download.jobId(), e.getMessage());
            // Deleted: nothing left to record. Stopping: the next start (or another worker) runs it again.
            return e.reason() == TransferWatch.Reason.STOPPING ? new StepOutcome.Later(Duration.ZERO) : StepOutcome.DONE;
        }
        boolean kept = Boolean.TRUE.equals(tx.execute(status -> {
            if (!media.lockLiveJob(download.jobId())
                    || !media.markStored(download.jobId(), key, fetched.size(), fetched.contentType(), clock.instant())) {
                return false;
            }
            tasks.finish(download.taskId(), TaskStatus.COMPLETE, "Media downloaded from " + ShownUrls.masked(pending.get().sourceUrl())
                    + " (" + fetched.size() + " bytes)");
            return true;
        }));
        if (!kept) {
            // The job was deleted while the bytes came in.
            deleteQuietly(key);
        }
        return StepOutcome.DONE;
    }

    /** Marks the media and its task FAILED, with the reason a client will read in Job Info. */
    void giveUp(MediaDownload download, String reason) {
        log.info("Media download for job {} failed: {}", download.jobId(), reason);
        tx.executeWithoutResult(status -> {
            if (media.markFailed(download.jobId(), reason)) {
                tasks.finish(download.taskId(), TaskStatus.FAILED, "Media download failed: " + reason);
            }
        });
    }

    private void deleteQuietly(String key) {
        try {
            store.delete(key);
        } catch (IOException e) {
            log.warn("Could not delete {}: {}", key, e.getMessage());
        }
    }
}
