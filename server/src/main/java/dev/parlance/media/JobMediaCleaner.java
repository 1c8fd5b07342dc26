package dev.parlance.media;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import dev.parlance.job.JobDeleted;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

import java.io.IOException;
import java.time.Clock;

/**
 * Removes a deleted job's media: the row inside the deleting transaction (so both commit or roll
 * back together), the files only after it commits (a rolled-back delete keeps them). The same
 * transaction queues {@link DeletedJobFilesQueuedWork}, which removes the folder again later, so no file
 * outlives its job when the removal after the commit does not happen or misses one.
 */
@Component
class JobMediaCleaner {
    private static final Logger log = LoggerFactory.getLogger(JobMediaCleaner.class);

    private final MediaRepository media;
    private final MediaStore store;
    private final SchedulerClient scheduler;
    private final Clock clock;

    JobMediaCleaner(MediaRepository media, MediaStore store, SchedulerClient scheduler, Clock clock) {
        this.media = media;
        this.store = store;
        this.scheduler = scheduler;
        this.clock = clock;
    }

    @TransactionalEventListener(phase = TransactionPhase.BEFORE_COMMIT, fallbackExecution = true)
    void forgetMedia(JobDeleted event) {
        media.delete(event.jobId());
        scheduler.scheduleIfNotExists(DeletedJobFilesQueuedWork.DELETE_JOB_FILES.instance(event.jobId()).data(event.jobId())
                .scheduledTo(clock.instant().plus(DeletedJobFilesQueuedWork.AFTER_DELETION)));
    }

    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
    void deleteFiles(JobDeleted event) {
        try {
            store.deleteAll(MediaKeys.jobFolder(event.jobId()));
        } catch (IOException | RuntimeException e) {
            log.warn("Could not delete the media files of deleted job {}: {}", event.jobId(), e.getMessage());
        }
    }
}
