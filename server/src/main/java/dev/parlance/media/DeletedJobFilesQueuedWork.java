package dev.parlance.media;

import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.RetryPolicy;
import dev.parlance.queue.WorkKind;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;

/**
 * delete-job-files: removes a deleted job's folder from the media store, a while after the deletion
 * committed. The folder is normally gone by then (removed right after the commit); this durable
 * second pass catches what that first one missed: a process that died between the commit and the
 * removal, a store that failed, a file a still-running production wrote after it. Retried 10 times
 * with a delay doubling from a minute, then left (the give-up is only logged).
 */
@Configuration
class DeletedJobFilesQueuedWork {
    /** Name as stored in queued rows: never rename. One instance per job. */
    static final TaskDescriptor<String> DELETE_JOB_FILES = TaskDescriptor.of("delete-job-files", String.class);
    /** Longer than any production of a deliverable takes to notice its job is gone. */
    static final Duration AFTER_DELETION = Duration.ofMinutes(10);

    @Bean
    Task<String> deleteJobFiles(MediaStore store) {
        return QueuedWork.of(DELETE_JOB_FILES, WorkKind.UPKEEP, RetryPolicy.doubling(10, Duration.ofMinutes(1)))
                .runs(jobId -> store.deleteAll(MediaKeys.jobFolder(jobId)));
    }
}
