package dev.parlance.media;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.JobService;
import dev.parlance.job.JobTask;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.support.QueuedWorkTestSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The download-media step, one attempt at a time: what a media_url download stores, which failures
 * it retries and after how long (30 s doubling, 5 retries: the production settings), when it gives
 * up, and that a download whose worker died is taken up again.
 */
class MediaDownloadStepTest extends QueuedWorkTestSupport {
    private static final String DOWNLOAD = "download-media";
    private static final String BASE_URL = "http://parlance.test";

    @Autowired
    MediaIntake intake;
    @Autowired
    MediaRepository media;
    @Autowired
    MediaStore store;
    @Autowired
    MediaFiles files;
    @Autowired
    JobTasks tasks;
    @Autowired
    JobService jobs;
    @Autowired
    JdbcClient jdbc;

    private TestMediaServer remote;
    private Account owner;

    @BeforeEach
    void setUp() {
        remote = new TestMediaServer();
        owner = newAccount();
    }

    @AfterEach
    void tearDown() {
        remote.close();
    }

    private static byte[] bytes(int n, long seed) {
        return MediaTestFixtures.bytes(n, seed);
    }

    private Media media(String job) {
        return media.find(job).orElseThrow();
    }

    private byte[] storedBytes(String job) {
        return MediaTestFixtures.storedBytes(media, store, job);
    }

    private JobTask task(String job, String taskId) {
        return tasks.forJob(job).stream().filter(t -> t.id().equals(taskId)).findFirst().orElseThrow();
    }

    @Test
    void theUrlIsStoredWithItsTypeAndTheTaskCompletes() {
        byte[] body = bytes(400_000, 11);
        remote.file("/talk.mp4", body, "video/mp4");
        String job = newJob(owner, "download", null);
        String taskId = intake.addFromUrl(owner, job, remote.url("/talk.mp4"), false);
        assertThat(media(job).state()).isEqualTo(MediaState.PENDING);
        assertThat(task(job, taskId).status()).isEqualTo(TaskStatus.INPROGRESS);

        queue.runDue();

        Media m = media(job);
        assertThat(m.state()).isEqualTo(MediaState.STORED);
        assertThat(m.sourceUrl()).isEqualTo(remote.url("/talk.mp4"));
        assertThat(m.contentType()).isEqualTo("video/mp4");
        assertThat(storedBytes(job)).isEqualTo(body);
        JobTask t = task(job, taskId);
        assertThat(t.type()).isEqualTo(TaskType.JOB_ADD_MEDIA);
        assertThat(t.status()).isEqualTo(TaskStatus.COMPLETE);
        assertThat(queue.queued(DOWNLOAD)).isEmpty();
    }

    @Test
    void aPendingDownloadHoldsTheJobAndItsTaskDataIsJson() {
        byte[] body = bytes(3000, 15);
        remote.file("/slow.mp4", body, "video/mp4");
        String job = newJob(owner, "pending", null);
        String taskId = intake.addFromUrl(owner, job, remote.url("/slow.mp4"), false);

        byte[] data = jdbc.sql("select task_data from scheduled_tasks where task_name = 'download-media' and task_instance = ?")
                .param(job).query(byte[].class).single();
        JsonNode json = JsonMapper.builder().build().readTree(new String(data, StandardCharsets.UTF_8));
        assertThat(json.path("jobId").asString()).isEqualTo(job);
        assertThat(json.path("taskId").asString()).isEqualTo(taskId);
        assertThatThrownBy(() -> upload(owner, job, bytes(10, 1)))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.type()).isEqualTo(ErrorType.INVALID_QUERY))
                .hasMessageContaining("pending");
        assertThat(files.link(owner, job, BASE_URL)).isEqualTo(remote.url("/slow.mp4"));
        assertThat(task(job, taskId).status()).isEqualTo(TaskStatus.INPROGRESS);

        queue.runDue();
        assertThat(storedBytes(job)).isEqualTo(body);
    }

    @Test
    void a503IsRetriedAfter30SecondsThen60UntilTheServerDelivers() {
        byte[] body = bytes(2000, 13);
        remote.on("/flaky.mp3", (ex, hit) -> {
            if (hit <= 2) {
                TestMediaServer.send(ex, 503, "busy".getBytes(), "text/plain");
            } else {
                TestMediaServer.send(ex, 200, body, "audio/mpeg");
            }
        });
        String submitted = remote.url("/flaky.mp3") + "?sig=a%2Fb&x=1";
        String job = newJob(owner, "flaky", null);
        String taskId = intake.addFromUrl(owner, job, submitted, false);

        queue.runDue();
        assertThat(remote.hits("/flaky.mp3")).isEqualTo(1);
        assertThat(media(job).state()).isEqualTo(MediaState.PENDING);
        assertThat(queue.queued(DOWNLOAD, job).orElseThrow().consecutiveFailures()).isEqualTo(1);
        assertThat(queue.dueIn(DOWNLOAD, job)).isBetween(Duration.ofSeconds(29), Duration.ofSeconds(30));
        // Waiting for its retry, the media call still answers the URL the client submitted.
        assertThat(files.link(owner, job, BASE_URL)).isEqualTo(submitted);

        queue.advance(Duration.ofSeconds(25));
        assertThat(remote.hits("/flaky.mp3")).as("not before the back-off").isEqualTo(1);
        queue.advance(Duration.ofSeconds(5));
        assertThat(remote.hits("/flaky.mp3")).isEqualTo(2);
        assertThat(queue.dueIn(DOWNLOAD, job)).as("the delay doubles").isBetween(Duration.ofSeconds(59), Duration.ofSeconds(60));

        queue.advance(Duration.ofSeconds(60));
        assertThat(remote.hits("/flaky.mp3")).isEqualTo(3);
        assertThat(storedBytes(job)).isEqualTo(body);
        assertThat(task(job, taskId).status()).isEqualTo(TaskStatus.COMPLETE);
        assertThat(queue.queued(DOWNLOAD)).isEmpty();
        // Stored: the media call now answers the stored copy's signed link.
        assertThat(files.link(owner, job, BASE_URL)).startsWith(BASE_URL + MediaLinks.FILE_PATH + "?job_id=" + job);
    }

    @Test
    void a404FailsTheMediaAtOnceWithTheReasonAndIsNotRetried() {
        remote.status("/gone.mp4", 404);
        String job = newJob(owner, "gone", null);
        String taskId = intake.addFromUrl(owner, job, remote.url("/gone.mp4"), false);

        queue.runDue();

        Media m = media(job);
        assertThat(m.state()).isEqualTo(MediaState.FAILED);
        assertThat(m.failureReason()).contains("HTTP 404");
        JobTask t = task(job, taskId);
        assertThat(t.status()).isEqualTo(TaskStatus.FAILED);
        assertThat(t.info()).contains("HTTP 404");
        assertThat(t.completedAt()).isNotNull();
        assertThat(queue.queued(DOWNLOAD)).as("no retry queued").isEmpty();
        queue.advance(Duration.ofHours(1));
        assertThat(remote.hits("/gone.mp4")).isEqualTo(1);
        // A failed download does not occupy the job: the client may try again.
        byte[] body = bytes(100, 14);
        upload(owner, job, body);
        assertThat(storedBytes(job)).isEqualTo(body);
    }

    @Test
    void persistentServerErrorsFailTheMediaAfterFiveRetries() {
        remote.status("/down.mp4", 503);
        String job = newJob(owner, "down", null);
        String taskId = intake.addFromUrl(owner, job, remote.url("/down.mp4"), false);

        queue.runDue();
        for (int retry = 1; retry <= 5; retry++) {
            assertThat(media(job).state()).isEqualTo(MediaState.PENDING);
            Duration backoff = Duration.ofSeconds(30L << (retry - 1));
            assertThat(queue.dueIn(DOWNLOAD, job)).as("retry %d", retry)
                    .isBetween(backoff.minusSeconds(1), backoff);
            queue.advance(backoff);
            assertThat(remote.hits("/down.mp4")).isEqualTo(retry + 1);
        }

        Media m = media(job);
        assertThat(m.state()).isEqualTo(MediaState.FAILED);
        assertThat(m.failureReason()).contains("HTTP 503");
        assertThat(task(job, taskId).status()).isEqualTo(TaskStatus.FAILED);
        assertThat(queue.queued(DOWNLOAD)).isEmpty();
        assertThat(jdbc.sql("select count(*) from scheduled_tasks where task_instance = ?").param(job)
                .query(Long.class).single()).isZero();
    }

    @Test
    void aDownloadWhoseWorkerDiedIsTakenUpAgain() {
        byte[] body = bytes(5000, 17);
        remote.file("/resumed.mp4", body, "video/mp4");
        String job = newJob(owner, "resumed", null);
        intake.addFromUrl(owner, job, remote.url("/resumed.mp4"), false);
        queue.workerDied(DOWNLOAD, job);

        queue.runDue();
        assertThat(remote.hits("/resumed.mp4")).as("a picked execution is left to its worker").isZero();

        queue.reviveDead();
        queue.runDue();
        assertThat(remote.hits("/resumed.mp4")).isEqualTo(1);
        assertThat(storedBytes(job)).isEqualTo(body);
    }

    @Test
    void aJobDeletedWhileItsMediaDownloadsKeepsNoFile() throws IOException {
        String job = newJob(owner, "deleted", null);
        remote.on("/late.mp4", (ex, hit) -> {
            jobs.delete(owner, job);
            TestMediaServer.send(ex, 200, bytes(1000, 19), "video/mp4");
        });
        intake.addFromUrl(owner, job, remote.url("/late.mp4"), false);

        queue.runDue();

        assertThat(remote.hits("/late.mp4")).isEqualTo(1);
        assertThat(media.find(job)).isEmpty();
        assertThat(filesOf(job)).isEmpty();
    }

    /** What the job's folder of the media store holds. */
    private static List<Path> filesOf(String job) throws IOException {
        Path folder = DATA_DIR.resolve("media").resolve(MediaKeys.jobFolder(job));
        if (!Files.exists(folder)) {
            return List.of();
        }
        try (var walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).toList();
        }
    }

    private void upload(Account account, String job, byte[] body) {
        MediaTestFixtures.upload(intake, account, job, body);
    }
}
