package dev.parlance.queue;

import dev.parlance.media.TestMediaServer;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.CustomerJobs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One customer's slow senders against another customer's work, over HTTP with senders on loopback:
 * the probe that found four trickling media_urls stopping every tenant's work for 14 minutes, and
 * in-call fetches (transcript_url, guidelines_url) left unanswered for 400 s. The bounds asserted
 * are generous against what the rules give (seconds), and far below what the probe saw.
 */
class FairWorkApiTest extends ApiTestSupport {
    @TempDir
    static Path media;
    static Path speech;

    /** Senders that keep within the minimum rate (80 KB/s of 100 MB: 20 minutes each), counted while connected. */
    private final TestMediaServer remote = new TestMediaServer();
    private final TestMediaServer.Connections connected = new TestMediaServer.Connections();

    @BeforeAll
    static void fixtures() {
        speech = SpeechFixtures.speech(media, "ask-not", SpeechFixtures.ASK_NOT);
    }

    @AfterEach
    void stop() {
        remote.close();
    }

    private CustomerJobs customer(String name) {
        String username = unique(name);
        assertThat(api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                "new_password", "fair-pw-1").status()).isEqualTo(204);
        return new CustomerJobs(api, login(username, "fair-pw-1"));
    }

    private String newJob(CustomerJobs customer, String name) {
        return api.get("/api/job/new", "v", "1", "api_token", customer.token(), "job_name", name).ok().path("JobId").asString();
    }

    private void addMediaUrl(CustomerJobs customer, String job, String url) {
        api.get("/api/job/add_media", "v", "1", "api_token", customer.token(), "job_id", job, "media_url", url).ok();
    }

    private TestMediaServer.Handler trickle(long size, int chunk, long pauseMillis) {
        return TestMediaServer.trickle(size, chunk, pauseMillis, connected);
    }

    private static void await(String what, Duration within, BooleanSupplier condition) throws InterruptedException {
        Instant deadline = Instant.now().plus(within);
        while (!condition.getAsBoolean()) {
            assertThat(Instant.now()).as(what + " within " + within).isBefore(deadline);
            Thread.sleep(100);
        }
    }

    @Test
    void fourSlowDownloadsOfOneAccountNeitherDelayAnotherAccountsJobNorOutliveTheirJobs() throws Exception {
        remote.on("/slow.mp4", trickle(100_000_000, 8_000, 100));
        remote.file("/speech.wav", Files.readAllBytes(speech), "audio/wav");
        CustomerJobs hog = customer("hog");
        List<String> hogJobs = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String job = newJob(hog, "slow " + i);
            addMediaUrl(hog, job, remote.url("/slow.mp4?copy=" + i));
            hogJobs.add(job);
        }
        await("the first slow download started", Duration.ofSeconds(30), () -> connected.now() > 0);

        // Another account: a job with uploaded media and one with a media_url, both transcribed.
        CustomerJobs victim = customer("victim");
        Instant ordered = Instant.now();
        String uploaded = victim.newJobWithMedia("uploaded", speech);
        victim.perform(uploaded, "transcription_fidelity", "MECHANICAL").ok();
        String fetched = newJob(victim, "fetched");
        addMediaUrl(victim, fetched, remote.url("/speech.wav"));
        victim.perform(fetched, "transcription_fidelity", "MECHANICAL").ok();
        assertThat(victim.awaitStatus(uploaded, Set.of("Complete", "Media Failure")).path("JobStatus").asString())
                .isEqualTo("Complete");
        assertThat(victim.awaitStatus(fetched, Set.of("Complete", "Media Failure")).path("JobStatus").asString())
                .isEqualTo("Complete");
        Duration victimWaited = Duration.between(ordered, Instant.now());
        // Recognizing two 3-second clips takes a few seconds; four workers held by the slow senders made it forever.
        assertThat(victimWaited).isLessThan(Duration.ofSeconds(60));
        // The slow senders were still sending all along (within the rate), one at a time: the account's share
        // of the two download slots, the other left for whoever comes.
        assertThat(connected.now()).isEqualTo(1);
        assertThat(connected.most()).isEqualTo(1);

        // Deleting the jobs stops their downloads within seconds, and nothing fetches them again.
        for (String job : hogJobs) {
            api.get("/api/job/delete", "v", "1", "api_token", hog.token(), "job_id", job).ok();
        }
        Instant deleted = Instant.now();
        await("the slow downloads ended", Duration.ofSeconds(10), () -> connected.now() == 0);
        Duration stoppedAfter = Duration.between(deleted, Instant.now());
        int hits = remote.hits("/slow.mp4");
        Thread.sleep(3_000);
        assertThat(connected.now()).isZero();
        assertThat(remote.hits("/slow.mp4")).isEqualTo(hits);
        System.out.printf("FairWorkApiTest: the other account's two jobs Complete in %d ms; deleted downloads ended in %d ms%n",
                victimWaited.toMillis(), stoppedAfter.toMillis());
    }

    @Test
    void aTricklingTranscriptUrlOrGuidelinesUrlIsRefusedInBoundedTime() {
        // One byte every 50 ms: never quiet for the stall timeout, far below the minimum rate.
        remote.on("/trickle.srt", trickle(1_000_000, 1, 50));
        CustomerJobs customer = customer("trickled");
        String job = newJob(customer, "trickled");
        Instant asked = Instant.now();
        assertThat(api.get("/api/job/add_transcript", "v", "1", "api_token", customer.token(), "job_id", job, "format", "srt",
                "transcript_url", remote.url("/trickle.srt")).error("INVALID_URL"))
                .contains("Cannot fetch the transcript").contains("slower than 4096 bytes/s");
        assertThat(Duration.between(asked, Instant.now())).isLessThan(Duration.ofSeconds(20));
        asked = Instant.now();
        assertThat(api.get("/api/job/add_custom_guidelines", "v", "1", "api_token", customer.token(), "job_id", job,
                "guidelines_url", remote.url("/trickle.srt")).error("INVALID_URL"))
                .contains("Cannot fetch the guidelines").contains("slower than");
        assertThat(Duration.between(asked, Instant.now())).isLessThan(Duration.ofSeconds(20));
    }

    @Test
    void anEndlessTranscriptUrlIsReadNoFurtherThanTheImportLimit() {
        AtomicLong sent = new AtomicLong();
        // As fast as loopback goes, with no end announced.
        remote.on("/endless.txt", (ex, hit) -> {
            ex.sendResponseHeaders(200, 0);
            byte[] line = "ask not what your country can do for you\n".repeat(1000).getBytes();
            try (OutputStream out = ex.getResponseBody()) {
                while (sent.get() < 4_000_000_000L) {
                    out.write(line);
                    sent.addAndGet(line.length);
                }
            } catch (IOException gone) {
                // the client hung up
            }
        });
        CustomerJobs customer = customer("endless");
        String job = newJob(customer, "endless");
        long limit = 4L * 10_000_000 + 4; // four bytes for each of the import limit's characters, and a BOM
        assertThat(api.get("/api/job/add_transcript", "v", "1", "api_token", customer.token(), "job_id", job, "format", "text",
                "transcript_url", remote.url("/endless.txt")).error("INVALID_URL"))
                .contains("larger than the limit of " + limit + " bytes");
        // What was sent before the hang-up: the limit and what the sockets' buffers held, not gigabytes.
        assertThat(sent.get()).isLessThan(limit + 20_000_000);
    }
}
