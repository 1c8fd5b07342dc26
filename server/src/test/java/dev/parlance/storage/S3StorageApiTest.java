package dev.parlance.storage;

import dev.parlance.deliverable.DeliverableTestSupport;
import dev.parlance.deliverable.MediaTools;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.OwnApplication;
import dev.parlance.support.S3ProxyServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.S3Object;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The service with {@code parlance.storage.type=s3} over real HTTP, storing in a bucket of a real
 * S3-compatible server (S3Proxy): a job from upload to captions and a transcoded flavour, with
 * ranges, then deleted with its objects; and an upload of unknown length larger than a part. Runs
 * an application of its own (own data folder, own database) so its store is the bucket's alone.
 */
class S3StorageApiTest {
    private static final String ADMIN_PASSWORD = "s3-admin-pw-1";
    private static final int PART = 5 << 20;

    @TempDir
    static Path dataDir;
    @TempDir
    static Path fixtures;
    private static ConfigurableApplicationContext app;
    private static S3Client s3;
    private static String bucket;
    private static Path speech;

    private ApiClient api;
    private String token;

    @BeforeAll
    static void start() {
        S3ProxyServer server = S3ProxyServer.shared();
        bucket = server.newBucket("api");
        s3 = server.client();
        Map<String, String> settings = new HashMap<>(OwnApplication.database(dataDir));
        settings.putAll(server.storageProperties(bucket));
        settings.put("parlance.storage.s3.part-size", "5MB");
        settings.put("parlance.deliverables.backoff", "200ms");
        app = OwnApplication.start(dataDir, ADMIN_PASSWORD, settings);
        speech = SpeechFixtures.speech(fixtures, "s3", SpeechFixtures.ASK_NOT);
    }

    @AfterAll
    static void stop() {
        if (app != null) {
            app.close();
        }
        s3.close();
    }

    @BeforeEach
    void account() {
        api = new ApiClient(OwnApplication.base(app));
        String admin = login("admin", ADMIN_PASSWORD);
        String name = "s3-" + ProcessHandle.current().pid() + "-" + Instant.now().toEpochMilli();
        ApiResponse created = api.get("/api/account/create", "v", "1", "api_token", admin, "new_username", name,
                "new_password", DeliverableTestSupport.PASSWORD);
        assertThat(created.status()).as(created.body()).isEqualTo(204);
        token = login(name, DeliverableTestSupport.PASSWORD);
    }

    @Test
    void aJobLivesInTheBucketFromUploadToDeletion() throws Exception {
        byte[] media = Files.readAllBytes(speech);
        String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "Bucket").ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "audio/wav", media).ok();

        assertThat(objects(job)).singleElement().satisfies(o -> assertThat(o.key()).startsWith("jobs/" + job + "/original-"));
        assertThat(dataDir.resolve("media").resolve("jobs")).doesNotExist();

        String mediaUrl = api.get("/api/job/media", "api_token", token, "job_id", job).ok().path("MediaUrl").asString();
        assertThat(api.send(HttpRequest.newBuilder(URI.create(mediaUrl)).GET()).bytes()).isEqualTo(media);
        assertRange(HttpRequest.newBuilder(URI.create(mediaUrl)), media, 1000, 1999);

        api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                "transcription_fidelity", "MECHANICAL").ok();
        awaitStatus(job, "Complete");
        String srt = api.get("/api/job/get_caption", "v", "1", "api_token", token, "job_id", job,
                "caption_format", "SRT").body();
        assertThat(srt).contains("-->").containsIgnoringCase("country");

        ApiResponse mp3 = DeliverableTestSupport.awaitProduced(() -> api.send(downloadMp3(job).GET()));
        assertThat(mp3.status()).as(mp3.body()).isEqualTo(200);
        Path mp3File = Files.write(fixtures.resolve(job + ".mp3"), mp3.bytes());
        assertThat(MediaTools.codecs(mp3File)).containsExactly("mp3");
        assertThat(objects(job)).extracting(S3Object::key).anyMatch(k -> k.startsWith("jobs/" + job + "/deliverables/"));
        assertRange(downloadMp3(job), mp3.bytes(), 100, 4099);

        api.get("/api/job/delete", "v", "1", "api_token", token, "job_id", job).ok();
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        while (!objects(job).isEmpty() && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
        }
        assertThat(objects(job)).isEmpty();
    }

    @Test
    void anUploadOfUnknownLengthLargerThanAPartGoesUpInParts() throws Exception {
        byte[] media = new byte[2 * PART + 4321];
        new Random(11).nextBytes(media);
        String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "Parts").ok().path("JobId").asString();
        // The store gets the body as a stream, its length unknown to it, while it arrives.
        api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "video/mp4", media).ok();

        S3Object stored = objects(job).getFirst();
        assertThat(stored.size()).isEqualTo(media.length);
        assertThat(stored.eTag()).endsWith("-3\""); // three parts: 5 MB, 5 MB and the rest

        String mediaUrl = api.get("/api/job/media", "api_token", token, "job_id", job).ok().path("MediaUrl").asString();
        assertThat(api.send(HttpRequest.newBuilder(URI.create(mediaUrl)).GET()).bytes()).isEqualTo(media);
        assertRange(HttpRequest.newBuilder(URI.create(mediaUrl)), media, 2 * PART - 10, 2 * PART + 9);
    }

    private HttpRequest.Builder downloadMp3(String job) {
        return HttpRequest.newBuilder(api.uri("/api/job/download_media", "api_token=" + token + "&job_id=" + job + "&media_type=mp3"));
    }

    private void assertRange(HttpRequest.Builder request, byte[] whole, int first, int last) {
        ApiResponse part = api.send(request.header("Range", "bytes=" + first + "-" + last).GET());
        assertThat(part.status()).isEqualTo(206);
        assertThat(part.headers().firstValue("content-range")).hasValue("bytes " + first + "-" + last + "/" + whole.length);
        assertThat(part.bytes()).isEqualTo(Arrays.copyOfRange(whole, first, last + 1));
    }

    private List<S3Object> objects(String job) {
        return s3.listObjectsV2(l -> l.bucket(bucket).prefix("jobs/" + job + "/")).contents();
    }

    private void awaitStatus(String job, String expected) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        String status = "";
        while (!status.equals(expected) && !status.equals("Media Failure") && Instant.now().isBefore(deadline)) {
            Thread.sleep(250);
            status = api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok().path("JobStatus").asString();
        }
        assertThat(status).isEqualTo(expected);
    }

    private String login(String username, String password) {
        return api.get("/api/account/login", "v", "1", "username", username, "password", password)
                .ok().path("ApiToken").asString();
    }
}
