package dev.parlance.media;

import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.RetryPolicy;
import dev.parlance.queue.WorkKind;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The durable media_url download, as queued work. One instance per job (instance id = job id).
 * Transient failures (network, 5xx, 408, 429) are retried {@code parlance.media.download-retries}
 * times with a delay doubling from {@code parlance.media.download-backoff}; after that, or at once
 * for a permanent failure, the media is marked FAILED with the reason and the JOB_ADD_MEDIA task
 * FAILED. A process that dies mid-download leaves a dead execution, which db-scheduler revives.
 */
@Configuration
class DownloadMediaQueuedWork {
    /** Name as stored in queued rows: never rename. */
    static final TaskDescriptor<MediaDownload> DOWNLOAD_MEDIA = TaskDescriptor.of("download-media", MediaDownload.class);

    @Bean
    Task<MediaDownload> downloadMedia(MediaDownloadStep step, MediaProperties properties) {
        return QueuedWork.of(DOWNLOAD_MEDIA, WorkKind.DOWNLOAD, RetryPolicy.doubling(properties.downloadRetries(), properties.downloadBackoff()))
                .onGiveUp("download failed", step::giveUp)
                .runsSteps(step::run);
    }
}
