package dev.parlance.media;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.PasswordHasher;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobTask;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.RawHttp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class MediaApiTest extends ApiTestSupport {
    @Autowired
    AccountRepository accounts;
    @Autowired
    PasswordHasher hasher;
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

    private TestMediaServer remote;
    private String token;
    private String accountId;

    @BeforeEach
    void setUp() {
        remote = new TestMediaServer();
        Account a = MediaTestFixtures.newAccount(accounts, hasher, unique("media"));
        accountId = a.id();
        token = login(a.username(), MediaTestFixtures.PASSWORD);
    }

    @AfterEach
    void tearDown() {
        remote.close();
    }

    private String newJob() {
        return MediaTestFixtures.newJob(jobs, accountId);
    }

    private static byte[] bytes(int n, long seed) {
        return MediaTestFixtures.bytes(n, seed);
    }

    private ApiResponse upload(String jobId, String contentType, byte[] body) {
        return api.postBytes("/api/job/add_media", ApiClient.query("v", "1", "api_token", token, "job_id", jobId),
                contentType, body);
    }

    private byte[] storedBytes(String jobId) {
        return MediaTestFixtures.storedBytes(media, store, jobId);
    }

    private JobTask task(String jobId, String taskId) {
        return tasks.forJob(jobId).stream().filter(t -> t.id().equals(taskId)).findFirst().orElseThrow();
    }

    private ApiResponse fetch(String url, String range) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).GET();
        if (range != null) {
            b.header("Range", range);
        }
        return api.send(b);
    }

    private String mediaUrl(String jobId) {
        return api.get("/api/job/media", "api_token", token, "job_id", jobId).ok().path("MediaUrl").asString();
    }

    /** A media host that holds its answer until the test releases it (30 s at most). */
    private static void sendWhenReleased(com.sun.net.httpserver.HttpExchange ex, CountDownLatch release, byte[] body)
            throws IOException {
        try {
            release.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        TestMediaServer.send(ex, 200, body, "video/mp4");
    }

    /** Waits for a media_url download to leave PENDING. */
    private Media awaitDownload(String jobId) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline) {
            Media m = media.find(jobId).orElseThrow();
            if (m.state() != MediaState.PENDING) {
                return m;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("download of job " + jobId + " still pending after 30 s");
    }

    // --- uploads -------------------------------------------------------------------------------

    @Test
    void uploadIsStoredByteForByteWhateverTheContentType() throws Exception {
        String[] types = {"video/mp4", null, "application/x-www-form-urlencoded", "text/plain",
                "multipart/form-data; boundary=xyz", "application/json"};
        for (int i = 0; i < types.length; i++) {
            String jobId = newJob();
            byte[] body = bytes(150_000 + i, i);
            if (i >= 2) {
                // bodies that a form or JSON parser would love to consume
                byte[] prefix = (i == 5 ? "{\"job_id\":\"x\"}" : "api_token=x&job_id=y&v=2").getBytes(StandardCharsets.UTF_8);
                System.arraycopy(prefix, 0, body, 0, prefix.length);
            }
            ApiResponse r = upload(jobId, types[i], body);
            assertThat(r.status()).as("type %s: %s", types[i], r.body()).isEqualTo(200);
            String taskId = r.json().path("TaskId").asString();
            assertThat(taskId).as("type %s", types[i]).matches("[0-9a-f]{32}");
            assertThat(storedBytes(jobId)).as("type %s", types[i]).isEqualTo(body);
            Media m = media.find(jobId).orElseThrow();
            assertThat(m.sizeBytes()).isEqualTo(body.length);
            JobTask t = task(jobId, taskId);
            assertThat(t.type()).isEqualTo(TaskType.JOB_ADD_MEDIA);
            assertThat(t.status()).isEqualTo(TaskStatus.COMPLETE);
            assertThat(fetch(mediaUrl(jobId), null).bytes()).isEqualTo(body);
        }
    }

    @Test
    void theMediaFileIsServedWithItsContentTypeAndFormTypesAsOctetStream() {
        String mp4 = newJob();
        upload(mp4, "video/mp4", bytes(1000, 1)).ok();
        assertThat(fetch(mediaUrl(mp4), null).contentType()).isEqualTo("video/mp4");
        String form = newJob();
        upload(form, "application/x-www-form-urlencoded", bytes(1000, 2)).ok();
        assertThat(fetch(mediaUrl(form), null).contentType()).isEqualTo("application/octet-stream");
    }

    @Test
    void uploadRequiresTheVersionParameter() {
        String jobId = newJob();
        api.postBytes("/api/job/add_media", ApiClient.query("api_token", token, "job_id", jobId), "video/mp4",
                bytes(10, 1)).error("MISSING_PARAMETER");
        assertThat(media.find(jobId)).isEmpty();
    }

    @Test
    void anEmptyBodyIsRefused() {
        String jobId = newJob();
        String comment = upload(jobId, "video/mp4", new byte[0]).error("MISSING_PARAMETER");
        assertThat(comment).contains("body");
        assertThat(media.find(jobId)).isEmpty();
    }

    @Test
    void aPostMustNotCarryMediaUrl() {
        String jobId = newJob();
        String comment = api.postBytes("/api/job/add_media", ApiClient.query("v", "1", "api_token", token, "job_id", jobId,
                "media_url", remote.url("/a.mp4")), "video/mp4", bytes(10, 1)).error("INVALID_QUERY");
        assertThat(comment).contains("media_url");
        assertThat(media.find(jobId)).isEmpty();
    }

    @Test
    void aClientReusingAnExternalIdIsToldItsJobIsAnExistingOne() {
        String externalId = "lecture-" + System.nanoTime();
        String first = api.get("/api/job/new", "v", "1", "api_token", token, "external_id", externalId).ok()
                .path("JobId").asString();
        upload(first, "video/mp4", bytes(5000, 1)).ok();
        String again = api.get("/api/job/new", "v", "1", "api_token", token, "external_id", externalId).ok()
                .path("JobId").asString();
        assertThat(again).as("the spec's rule: the existing job").isEqualTo(first);
        assertThat(upload(again, "video/mp4", bytes(6000, 2)).error("INVALID_QUERY"))
                .contains("already has media").contains("external_id '" + externalId + "'").contains("is_duplicate=true");
    }

    @Test
    void aSecondMediaIsRefusedAndTheFirstKept() {
        String jobId = newJob();
        byte[] first = bytes(5000, 1);
        upload(jobId, "video/mp4", first).ok();
        String comment = upload(jobId, "video/mp4", bytes(6000, 2)).error("INVALID_QUERY");
        assertThat(comment).contains("already has media");
        remote.file("/other.mp4", bytes(100, 3), "video/mp4");
        api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", jobId, "media_url",
                remote.url("/other.mp4")).error("INVALID_QUERY");
        api.get("/api/job/request_upload_url", "api_token", token, "job_id", jobId).error("INVALID_QUERY");
        assertThat(storedBytes(jobId)).isEqualTo(first);
        assertThat(tasks.forJob(jobId)).hasSize(1);
    }

    @Test
    void chunkedTransferIsRefusedBeforeTheBodyArrives() throws IOException {
        String jobId = newJob();
        String response = RawHttp.untilErrorComment(port, "POST /api/job/add_media?" + ApiClient.query("v", "1", "api_token", token, "job_id", jobId)
                + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: video/mp4\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\nhello\r\n");
        assertThat(response).startsWith("HTTP/1.1 400").contains("INVALID_QUERY").contains("Chunked transfer encoding");
        assertThat(media.find(jobId)).isEmpty();
    }

    @Test
    void aDeclaredLengthOverTenGigabytesIsRefusedBeforeTheBodyArrives() throws IOException {
        String jobId = newJob();
        String response = RawHttp.untilErrorComment(port, "POST /api/job/add_media?" + ApiClient.query("v", "1", "api_token", token, "job_id", jobId)
                + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: video/mp4\r\nContent-Length: " + (10L * 1024 * 1024 * 1024 + 1)
                + "\r\n\r\nsome bytes");
        assertThat(response).startsWith("HTTP/1.1 400").contains("INVALID_QUERY").contains("10 GB");
        assertThat(media.find(jobId)).isEmpty();
    }

    // --- upload links --------------------------------------------------------------------------

    @Test
    void anUploadLinkTakesAPutWithoutCredentials() {
        String jobId = newJob();
        String link = api.get("/api/job/request_upload_url", "api_token", token, "job_id", jobId).ok()
                .path("upload_url").asString();
        assertThat(link).startsWith(api.base() + "/").contains(jobId);
        byte[] body = bytes(200_000, 7);
        // curl --data-binary -X PUT sends the form type; it must still be raw bytes.
        ApiResponse r = api.send(HttpRequest.newBuilder(URI.create(link))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .PUT(HttpRequest.BodyPublishers.ofByteArray(body)));
        String taskId = r.ok().path("TaskId").asString();
        assertThat(taskId).matches("[0-9a-f]{32}");
        assertThat(storedBytes(jobId)).isEqualTo(body);
        assertThat(task(jobId, taskId).type()).isEqualTo(TaskType.JOB_ADD_MEDIA);
        assertThat(fetch(mediaUrl(jobId), null).bytes()).isEqualTo(body);
        // The link is not a way around "one media per job".
        api.send(HttpRequest.newBuilder(URI.create(link)).PUT(HttpRequest.BodyPublishers.ofByteArray(bytes(10, 1))))
                .error("INVALID_QUERY");
    }

    @Test
    void aTamperedOrExpiredUploadLinkIsRefused() {
        String jobId = newJob();
        String otherJob = newJob();
        String link = api.get("/api/job/request_upload_url", "api_token", token, "job_id", jobId).ok()
                .path("upload_url").asString();
        byte[] body = bytes(100, 1);
        String sig = link.replaceAll(".*signature=([0-9a-f]+).*", "$1");
        String flipped = (sig.charAt(0) == 'a' ? "b" : "a") + sig.substring(1);
        put(link.replace(sig, flipped), body).error("INVALID_URL");
        put(link.replace(jobId, otherJob), body).error("INVALID_URL");
        long past = Instant.now().minusSeconds(5).getEpochSecond();
        String expired = api.base() + MediaLinks.UPLOAD_PATH + "?" + ApiClient.query("job_id", jobId, "expires",
                Long.toString(past), "signature", links.signature(MediaLinks.Purpose.UPLOAD, jobId, past));
        assertThat(put(expired, body).error("INVALID_URL")).contains("expired");
        // A link signed for reading the media is no upload link.
        long future = Instant.now().plusSeconds(600).getEpochSecond();
        String fileLink = api.base() + MediaLinks.UPLOAD_PATH + "?" + ApiClient.query("job_id", jobId, "expires",
                Long.toString(future), "signature", links.signature(MediaLinks.Purpose.MEDIA_FILE, jobId, future));
        put(fileLink, body).error("INVALID_URL");
        assertThat(media.find(jobId)).isEmpty();
        assertThat(media.find(otherJob)).isEmpty();
    }

    @Test
    void anUploadLinkIsValidForTwelveHours() {
        String jobId = newJob();
        String link = api.get("/api/job/request_upload_url", "api_token", token, "job_id", jobId).ok()
                .path("upload_url").asString();
        long expires = Long.parseLong(link.replaceAll(".*expires=([0-9]+).*", "$1"));
        assertThat(expires - Instant.now().getEpochSecond()).isBetween(12 * 3600L - 60, 12 * 3600L);
    }

    private ApiResponse put(String url, byte[] body) {
        return api.send(HttpRequest.newBuilder(URI.create(url)).PUT(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    // --- downloads (the download-media step itself: MediaDownloadStepTest) ----------------------

    /** The one path end to end: add_media with a URL, the download in the background, the media served. */
    @Test
    void mediaUrlIsDownloadedInTheBackground() throws Exception {
        byte[] body = bytes(400_000, 11);
        remote.file("/talk.mp4", body, "video/mp4");
        String jobId = newJob();
        String taskId = api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", jobId, "media_url",
                remote.url("/talk.mp4")).ok().path("TaskId").asString();
        assertThat(taskId).matches("[0-9a-f]{32}");
        assertThat(awaitDownload(jobId).state()).isEqualTo(MediaState.STORED);
        String stored = mediaUrl(jobId);
        assertThat(stored).startsWith("http://localhost:" + port + MediaLinks.FILE_PATH + "?job_id=" + jobId);
        assertThat(fetch(stored, null).bytes()).isEqualTo(body);
    }

    @Test
    void addMediaUrlTakesAWebPageUrlAsADirectUrl() {
        remote.file("/watch", bytes(1000, 12), "audio/mpeg");
        String jobId = newJob();
        api.get("/api/job/add_media_url", "api_token", token, "job_id", jobId, "media_url", remote.url("/watch")).ok();
        assertThat(media.find(jobId).orElseThrow().sourceUrl()).isEqualTo(remote.url("/watch"));
    }

    /**
     * Client suites ask job/media right after add_media: while the download runs (or waits for a
     * retry) the answer is the submitted URL as sent, and the job takes no other media.
     */
    @Test
    void whileTheDownloadIsPendingTheMediaCallAnswersTheSubmittedUrlAndUploadsAreRefused() {
        CountDownLatch release = new CountDownLatch(1);
        remote.on("/held.mp4", (ex, hit) -> sendWhenReleased(ex, release, bytes(3000, 15)));
        String submitted = remote.url("/held.mp4") + "?sig=a%2Fb&x=1";
        String jobId = newJob();
        try {
            String taskId = api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", jobId, "media_url",
                    submitted).ok().path("TaskId").asString();
            assertThat(mediaUrl(jobId)).isEqualTo(submitted);
            assertThat(upload(jobId, "video/mp4", bytes(10, 1)).error("INVALID_QUERY")).contains("pending");
            api.get("/api/job/request_upload_url", "api_token", token, "job_id", jobId).error("INVALID_QUERY");
            assertThat(task(jobId, taskId).status()).isEqualTo(TaskStatus.INPROGRESS);
        } finally {
            release.countDown();
        }
    }

    /** A download that failed (MediaDownloadStepTest has how) leaves no media to read and room for an upload. */
    @Test
    void aFailedDownloadIsNotFoundAndTheJobTakesAnUpload() {
        String jobId = newJob();
        media.insertPending(jobId, remote.url("/gone.mp4"), Instant.now());
        media.markFailed(jobId, "HTTP 404 from " + remote.url("/gone.mp4"));
        api.get("/api/job/media", "api_token", token, "job_id", jobId).error("ITEM_NOT_FOUND");
        byte[] body = bytes(100, 14);
        upload(jobId, "video/mp4", body).ok();
        assertThat(storedBytes(jobId)).isEqualTo(body);
    }

    @Test
    void theSameUrlOnAnotherJobOfTheAccountNeedsIsDuplicate() {
        remote.file("/shared.mp4", bytes(500, 16), "video/mp4");
        String url = remote.url("/shared.mp4");
        String first = newJob();
        api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", first, "media_url", url).ok();
        String second = newJob();
        String comment = api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", second, "media_url", url)
                .error("INVALID_QUERY");
        assertThat(comment).contains("is_duplicate").contains(first);
        api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", second, "media_url", url,
                "is_duplicate", "false").error("INVALID_QUERY");
        api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", second, "media_url", url,
                "is_duplicate", "True").ok();
        assertThat(media.find(second).orElseThrow().sourceUrl()).isEqualTo(url);
        // Another account's jobs do not count.
        Account other = MediaTestFixtures.newAccount(accounts, hasher, unique("media-other"));
        String otherToken = login(other.username(), MediaTestFixtures.PASSWORD);
        String theirs = MediaTestFixtures.newJob(jobs, other.id());
        api.get("/api/job/add_media", "v", "1", "api_token", otherToken, "job_id", theirs, "media_url", url).ok();
        assertThat(media.find(theirs).orElseThrow().sourceUrl()).isEqualTo(url);
    }

    @Test
    void aMediaUrlMustBeAnAbsoluteHttpUrl() {
        String jobId = newJob();
        for (String bad : new String[] {"ftp://example.com/a.mp4", "/a.mp4", "example.com/a.mp4", "file:///etc/passwd"}) {
            api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", jobId, "media_url", bad)
                    .error("INVALID_URL");
        }
        api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", jobId).error("MISSING_PARAMETER");
        assertThat(media.find(jobId)).isEmpty();
    }

    // --- reading back --------------------------------------------------------------------------

    @Test
    void theMediaLinkServesRanges() {
        String jobId = newJob();
        byte[] body = bytes(100_000, 17);
        upload(jobId, "audio/mpeg", body).ok();
        String url = mediaUrl(jobId);
        assertThat(url).startsWith(api.base() + MediaLinks.FILE_PATH + "?");
        ApiResponse whole = fetch(url, null);
        assertThat(whole.status()).isEqualTo(200);
        assertThat(whole.headers().firstValue("accept-ranges")).hasValue("bytes");
        assertThat(whole.headers().firstValue("content-length")).hasValue("100000");
        ApiResponse part = fetch(url, "bytes=1000-1999");
        assertThat(part.status()).isEqualTo(206);
        assertThat(part.headers().firstValue("content-range")).hasValue("bytes 1000-1999/100000");
        assertThat(part.bytes()).isEqualTo(java.util.Arrays.copyOfRange(body, 1000, 2000));
        ApiResponse tail = fetch(url, "bytes=-10");
        assertThat(tail.bytes()).isEqualTo(java.util.Arrays.copyOfRange(body, 99_990, 100_000));
        assertThat(fetch(url, "bytes=200000-").status()).isEqualTo(416);
    }

    @Test
    void aTamperedOrExpiredMediaLinkIsRefused() {
        String jobId = newJob();
        upload(jobId, "audio/mpeg", bytes(100, 18)).ok();
        String url = mediaUrl(jobId);
        String sig = url.replaceAll(".*signature=([0-9a-f]+).*", "$1");
        String flipped = (sig.charAt(0) == 'a' ? "b" : "a") + sig.substring(1);
        fetch(url.replace(sig, flipped), null).error("INVALID_URL");
        long past = Instant.now().minusSeconds(1).getEpochSecond();
        String expired = api.base() + MediaLinks.FILE_PATH + "?" + ApiClient.query("job_id", jobId, "expires",
                Long.toString(past), "signature", links.signature(MediaLinks.Purpose.MEDIA_FILE, jobId, past));
        assertThat(fetch(expired, null).error("INVALID_URL")).contains("expired");
    }

    @Test
    void mediaIsNotFoundBeforeAnyIsAdded() {
        String jobId = newJob();
        api.get("/api/job/media", "api_token", token, "job_id", jobId).error("ITEM_NOT_FOUND");
    }

    @Test
    void anotherAccountCanNeitherAddNorFetchMediaOfAJobItDoesNotOwn() {
        String jobId = newJob();
        Account stranger = MediaTestFixtures.newAccount(accounts, hasher, unique("stranger"));
        String theirToken = login(stranger.username(), MediaTestFixtures.PASSWORD);
        api.postBytes("/api/job/add_media", ApiClient.query("v", "1", "api_token", theirToken, "job_id", jobId),
                "video/mp4", bytes(10, 1)).error("ITEM_NOT_FOUND");
        remote.file("/x.mp4", bytes(10, 1), "video/mp4");
        api.get("/api/job/add_media", "v", "1", "api_token", theirToken, "job_id", jobId, "media_url",
                remote.url("/x.mp4")).error("ITEM_NOT_FOUND");
        api.get("/api/job/request_upload_url", "api_token", theirToken, "job_id", jobId).error("ITEM_NOT_FOUND");
        assertThat(media.find(jobId)).isEmpty();
        upload(jobId, "video/mp4", bytes(10, 2)).ok();
        api.get("/api/job/media", "api_token", theirToken, "job_id", jobId).error("ITEM_NOT_FOUND");
        api.get("/api/job/media", "api_token", "0".repeat(32), "job_id", jobId).error("BAD_API_TOKEN");
    }
}
