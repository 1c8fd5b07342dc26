package dev.parlance.media;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.JobDeleted;
import dev.parlance.support.QueuedWorkTestSupport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

import java.io.ByteArrayInputStream;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A deleted job's media: the row goes with the deleting transaction, the files right after it
 * commits, and the delete-job-files step removes the folder again ten minutes later, taking what
 * the first removal missed.
 */
class JobMediaCleanupStepTest extends QueuedWorkTestSupport {
    private static final String SWEEP = "delete-job-files";

    @Autowired
    MediaIntake intake;
    @Autowired
    MediaRepository media;
    @Autowired
    MediaStore store;
    @Autowired
    JdbcClient jdbc;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    ApplicationEventPublisher events;

    private static byte[] bytes(int n, long seed) {
        return MediaTestFixtures.bytes(n, seed);
    }

    private void upload(Account owner, String job, byte[] body) {
        MediaTestFixtures.upload(intake, owner, job, body);
    }

    /** What the job delete endpoint does: soft-delete the row and publish the event, in its transaction. */
    private void markDeleted(String jobId) {
        jdbc.sql("update jobs set deleted_at = ? where id = ?").params(Timestamp.from(Instant.now()), jobId).update();
        events.publishEvent(new JobDeleted(jobId));
    }

    @Test
    void deletingAJobDeletesItsMediaFilesAfterCommit() {
        Account owner = newAccount();
        String job = newJob(owner, "deleted", null);
        upload(owner, job, bytes(1000, 19));
        String key = media.find(job).orElseThrow().storageKey();
        assertThat(store.exists(key)).isTrue();

        // A delete that rolls back keeps everything.
        tx.executeWithoutResult(status -> {
            markDeleted(job);
            status.setRollbackOnly();
        });
        assertThat(store.exists(key)).isTrue();
        assertThat(media.find(job)).isPresent();
        assertThat(queue.queued(SWEEP, job)).as("no later pass for a rolled-back delete").isEmpty();

        tx.executeWithoutResult(status -> markDeleted(job));
        assertThat(store.exists(key)).isFalse();
        assertThat(media.find(job)).isEmpty();
        assertThatThrownBy(() -> upload(owner, job, bytes(10, 1)))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.type()).isEqualTo(ErrorType.ITEM_NOT_FOUND));
    }

    @Test
    void aFileLeftInADeletedJobsFolderIsRemovedByTheLaterPass() throws Exception {
        Account owner = newAccount();
        String job = newJob(owner, "swept", null);
        upload(owner, job, bytes(1000, 23));
        tx.executeWithoutResult(status -> markDeleted(job));
        // What the removal right after the commit did not see: a file a production wrote late, or
        // everything, when the process died before removing anything.
        String late = MediaKeys.jobFolder(job) + "late.mp4";
        store.put(late, new ByteArrayInputStream(bytes(100, 29)));
        Instant sweep = queue.queued(SWEEP, job).orElseThrow().executionTime();
        assertThat(Duration.between(clock.instant(), sweep)).as("queued with the deletion, for ten minutes later")
                .isBetween(Duration.ofMinutes(10).minusSeconds(5), Duration.ofMinutes(10));

        queue.advance(Duration.ofMinutes(9));
        assertThat(store.exists(late)).isTrue();
        queue.advance(Duration.ofMinutes(1));
        assertThat(store.exists(late)).isFalse();
        assertThat(queue.queued(SWEEP)).isEmpty();
    }
}
