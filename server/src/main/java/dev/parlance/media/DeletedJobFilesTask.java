package dev.parlance.media;

import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;

/**
 * delete-job-files: removes a deleted job's folder from the media store, a while after the deletion
 * committed. The folder is normally gone by then (removed right after the commit); this durable
 * second pass catches what that first one missed: a process that died between the commit and the
 * removal, a store that failed, a file a still-running production wrote after it.
 */
@Configuration
class DeletedJobFilesTask {
    /** Task name as stored in queued rows: never rename. One instance per job. */
    static final TaskDescriptor<String> DELETE_JOB_FILES = TaskDescriptor.of("delete-job-files", String.class);
    /** Longer than any production of a deliverable takes to notice its job is gone. */
    static final Duration AFTER_DELETION = Duration.ofMinutes(10);

    @Bean
    OneTimeTask<String> deleteJobFiles(MediaStore store) {
        return Tasks.oneTime(DELETE_JOB_FILES)
                .onFailure(FailureHandler.<String>maxRetries(10).withBackoff(Duration.ofMinutes(1), 2.0).thenRemove())
                .onDeadExecutionRevive()
                .execute((instance, context) -> {
                    try {
                        store.deleteAll(MediaKeys.jobFolder(instance.getData()));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
    }
}
