package dev.parlance.media;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The durable media_url download. One instance per job (instance id = job id). Transient failures
 * (network, 5xx, 408, 429) are retried {@code parlance.media.download-retries} times with a delay
 * doubling from {@code parlance.media.download-backoff}; after that, or at once for a permanent
 * failure, the media is marked FAILED with the reason and the JOB_ADD_MEDIA task FAILED. A process
 * that dies mid-download leaves a dead execution, which db-scheduler revives.
 */
@Configuration
class DownloadMediaTask {
    /** Task name as stored in queued rows: never rename. */
    static final TaskDescriptor<MediaDownload> DOWNLOAD_MEDIA = TaskDescriptor.of("download-media", MediaDownload.class);

    @Bean
    OneTimeTask<MediaDownload> downloadMedia(MediaDownloadStep step, MediaProperties properties) {
        return Tasks.oneTime(DOWNLOAD_MEDIA)
                .onFailure(FailureHandler.<MediaDownload>maxRetries(properties.downloadRetries())
                        .withBackoff(properties.downloadBackoff(), 2.0)
                        .thenRemove(done -> step.giveUp((MediaDownload) done.getExecution().taskInstance.getData(),
                                done.getCause().map(Throwable::getMessage).orElse("download failed"))))
                .execute((instance, context) -> step.run(instance.getData()));
    }
}
