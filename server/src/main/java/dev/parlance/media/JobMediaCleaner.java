package dev.parlance.media;

import dev.parlance.job.JobDeleted;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

import java.io.IOException;

/**
 * Removes a deleted job's media: the row inside the deleting transaction (so both commit or roll
 * back together), the files only after it commits (a rolled-back delete keeps them).
 */
@Component
class JobMediaCleaner {
    private static final Logger log = LoggerFactory.getLogger(JobMediaCleaner.class);

    private final MediaRepository media;
    private final MediaStore store;

    JobMediaCleaner(MediaRepository media, MediaStore store) {
        this.media = media;
        this.store = store;
    }

    @TransactionalEventListener(phase = TransactionPhase.BEFORE_COMMIT, fallbackExecution = true)
    void forgetMedia(JobDeleted event) {
        media.delete(event.jobId());
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
