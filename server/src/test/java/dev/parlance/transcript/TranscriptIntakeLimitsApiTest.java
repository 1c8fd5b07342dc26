package dev.parlance.transcript;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import dev.parlance.account.PasswordHasher;
import dev.parlance.captions.read.ImportFormat;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobFactory;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobTasks;
import dev.parlance.media.MediaDownloader;
import dev.parlance.media.MediaProperties;
import dev.parlance.media.MediaStore;
import dev.parlance.media.Upload;
import dev.parlance.media.UploadReceiver;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.system.UrlGuard;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.util.unit.DataSize;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The size rules of a transcript upload on an intake with tiny limits (2000 bytes at most,
 * Content-Length required from 1000, 300 characters of text), so each is exercised without
 * moving gigabytes; bodies without a declared length cannot reach the server over HTTP/1.1.
 */
class TranscriptIntakeLimitsApiTest extends ApiTestSupport {
    @Autowired
    JobAccess access;
    @Autowired
    JobRepository jobs;
    @Autowired
    JobTasks tasks;
    @Autowired
    ImportedTranscripts transcripts;
    @Autowired
    MediaDownloader downloader;
    @Autowired
    MediaStore store;
    @Autowired
    UrlGuard guard;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    AccountRepository accounts;
    @Autowired
    PasswordHasher hasher;

    private TranscriptIntake intake;
    private Account owner;

    @BeforeEach
    void tinyLimits() {
        MediaProperties tiny = new MediaProperties(DataSize.ofBytes(2000), DataSize.ofBytes(1000), 5,
                Duration.ofSeconds(1), Duration.ofMinutes(2), Duration.ofHours(12), Duration.ofHours(24), Duration.ofMinutes(2));
        intake = new TranscriptIntake(access, jobs, tasks, transcripts, new UploadReceiver(store, tiny), downloader, store,
                guard, tx, new TranscriptProperties(300));
        owner = new Account(Ids.newId(), unique("limits"), hasher.hash("limits-pw-1"), null, null, null, null,
                AccountSettings.DEFAULTS, Instant.now());
        accounts.insert(owner);
    }

    private String job() {
        String id = Ids.newId();
        jobs.insert(JobFactory.requested(id, owner.id(), "limits", "en", null, null, null, null, null, Instant.now()));
        return id;
    }

    private ApiException refused(String jobId, byte[] body, long declared) {
        ApiException e = catchThrowableOfType(ApiException.class, () -> intake.addUpload(owner, jobId, ImportFormat.TEXT,
                new Upload(new ByteArrayInputStream(body), declared, "text/plain")));
        assertThat(e).as("expected a refusal").isNotNull();
        assertThat(transcripts.find(jobId)).isEmpty();
        return e;
    }

    /** A body of this many bytes that is short on text: one word, then blank lines. */
    private static byte[] text(int bytes) {
        return ("a" + "\n".repeat(bytes - 1)).getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void withoutContentLengthABodyUnderTheThresholdIsReadAndOneReachingItIsRefused() {
        String jobId = job();
        intake.addUpload(owner, jobId, ImportFormat.TEXT, new Upload(new ByteArrayInputStream(text(500)), -1, null));
        assertThat(transcripts.find(jobId)).isPresent();
        ApiException e = refused(job(), text(1000), -1);
        assertThat(e.type()).isEqualTo(ErrorType.INVALID_QUERY);
        assertThat(e.comment()).contains("Content-Length");
    }

    @Test
    void aBodyOverTheByteLimitIsRefusedAsATranscript() {
        assertThat(refused(job(), text(2100), 2100).comment())
                .isEqualTo("A transcript larger than the limit of 2000 bytes is not accepted");
        assertThat(refused(job(), text(3000), 1500).comment()).contains("limit of 2000 bytes");
        assertThat(refused(job(), text(100), 200).comment()).isEqualTo("The upload ended after 100 of 200 bytes");
    }

    @Test
    void textOverTheCharacterLimitIsRefusedNamingTheLine() {
        String jobId = job();
        byte[] lines = "one two three four five six seven eight nine ten\n".repeat(7).getBytes(StandardCharsets.UTF_8);
        ApiException e = refused(jobId, lines, lines.length);
        assertThat(e.type()).isEqualTo(ErrorType.INVALID_QUERY);
        assertThat(e.comment()).isEqualTo("The transcript cannot be read as text: line 7: the transcript holds more than"
                + " 300 characters of text, the limit");
    }
}
