package dev.parlance.media;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.PasswordHasher;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobTasks;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.system.UrlGuard;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.util.unit.DataSize;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Clock;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The size rules of uploads on an intake with tiny limits (5000 bytes at most, Content-Length
 * required from 1000), so each rule is exercised without moving gigabytes. Bodies without a
 * declared length cannot reach the server over HTTP/1.1 (chunked is refused first), so these go
 * to the service directly.
 */
class MediaIntakeLimitsApiTest extends ApiTestSupport {
    @Autowired
    JobAccess access;
    @Autowired
    JobRepository jobs;
    @Autowired
    JobTasks tasks;
    @Autowired
    MediaRepository media;
    @Autowired
    MediaStore store;
    @Autowired
    MediaLinks links;
    @Autowired
    UrlGuard guard;
    @Autowired
    SchedulerClient scheduler;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    Clock clock;
    @Autowired
    AccountRepository accounts;
    @Autowired
    PasswordHasher hasher;

    private MediaIntake intake;
    private Account owner;

    @BeforeEach
    void tinyLimits() {
        MediaProperties tiny = new MediaProperties(DataSize.ofBytes(5000), DataSize.ofBytes(1000), 5,
                Duration.ofSeconds(1), Duration.ofMinutes(2), Duration.ofHours(12), Duration.ofHours(24), Duration.ofMinutes(2));
        intake = new MediaIntake(access, jobs, tasks, media, links, guard, scheduler, tx, clock, new UploadReceiver(store, tiny));
        owner = MediaTestFixtures.newAccount(accounts, hasher, unique("limits"));
    }

    private ApiException refused(String jobId, InputStream body, long declared) {
        ApiException e = catchThrowableOfType(ApiException.class,
                () -> intake.addUpload(owner, jobId, new Upload(body, declared, "video/mp4")));
        assertThat(e).as("expected a refusal").isNotNull();
        assertThat(media.find(jobId)).isEmpty();
        return e;
    }

    private String job() {
        return MediaTestFixtures.newJob(jobs, owner.id());
    }

    @Test
    void withoutContentLengthABodyUnderTheThresholdIsAccepted() {
        String jobId = job();
        intake.addUpload(owner, jobId, new Upload(new ByteArrayInputStream(new byte[999]), -1, null));
        assertThat(media.find(jobId).orElseThrow().sizeBytes()).isEqualTo(999);
    }

    @Test
    void withoutContentLengthABodyReachingTheThresholdIsAbortedAndCleanedUp() throws IOException {
        String jobId = job();
        ApiException e = refused(jobId, new ByteArrayInputStream(new byte[1000]), -1);
        assertThat(e.type()).isEqualTo(ErrorType.INVALID_QUERY);
        assertThat(e.comment()).contains("Content-Length");
        assertThat(folderIsEmpty(jobId)).isTrue();
    }

    @Test
    void aDeclaredLengthOverTheLimitIsRefusedBeforeReading() {
        String jobId = job();
        InputStream untouchable = new InputStream() {
            @Override
            public int read() {
                throw new AssertionError("the body must not be read");
            }
        };
        assertThat(refused(jobId, untouchable, 5001).comment()).contains("limit");
    }

    @Test
    void aBodyLongerThanTheLimitIsAbortedWhileCopying() throws IOException {
        String jobId = job();
        // A sender whose body runs past what it declared (only possible below HTTP/1.1's framing).
        assertThat(refused(jobId, new ByteArrayInputStream(new byte[6000]), 4000).comment()).contains("limit");
        assertThat(folderIsEmpty(jobId)).isTrue();
    }

    @Test
    void aBodyShorterThanDeclaredIsRefused() throws IOException {
        String jobId = job();
        assertThat(refused(jobId, new ByteArrayInputStream(new byte[100]), 200).comment()).contains("100 of 200");
        assertThat(folderIsEmpty(jobId)).isTrue();
    }

    @Test
    void exactlyTheLimitIsAccepted() {
        String jobId = job();
        intake.addUpload(owner, jobId, new Upload(new ByteArrayInputStream(new byte[5000]), 5000, null));
        assertThat(media.find(jobId).orElseThrow().sizeBytes()).isEqualTo(5000);
    }

    private boolean folderIsEmpty(String jobId) throws IOException {
        java.nio.file.Path folder = DATA_DIR.resolve("media").resolve(MediaKeys.jobFolder(jobId));
        if (!java.nio.file.Files.exists(folder)) {
            return true;
        }
        try (var files = java.nio.file.Files.list(folder)) {
            return files.findAny().isEmpty();
        }
    }
}
