package dev.parlance.deliverable;

import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import org.junit.jupiter.api.BeforeEach;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/** Accounts, jobs and media for the deliverable tests, all through the API. */
public abstract class DeliverableTestSupport extends ApiTestSupport {
    public static final String PASSWORD = "deliverables-pw-1";

    protected String token;
    protected String username;

    @BeforeEach
    protected void account() {
        username = unique("deliverables");
        newAccount(username, null);
        token = login(username, PASSWORD);
    }

    /** A sub-account of the admin, optionally with an e-mail address. */
    protected void newAccount(String name, String email) {
        ApiResponse created = api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", name,
                "new_password", PASSWORD, "email", email);
        assertThat(created.status()).as(created.body()).isEqualTo(204);
    }

    protected String newJob(String name) {
        return api.get("/api/job/new", "v", "1", "api_token", token, "job_name", name).ok().path("JobId").asString();
    }

    protected String newJobWithMedia(String name, Path file) {
        String job = newJob(name);
        try {
            api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "application/octet-stream",
                    Files.readAllBytes(file)).ok();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return job;
    }

    /** Starts MECHANICAL transcription and waits until the job is Complete. */
    protected void transcribe(String job) throws InterruptedException {
        api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                "transcription_fidelity", "MECHANICAL").ok();
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        String status = "";
        while (!status.equals("Complete") && !status.equals("Media Failure") && Instant.now().isBefore(deadline)) {
            Thread.sleep(250);
            status = api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok().path("JobStatus").asString();
        }
        assertThat(status).isEqualTo("Complete");
    }

    protected JsonNode elementList(String job) {
        return api.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", job).ok();
    }

    /**
     * Repeats a request while it answers "being produced" and returns the first other answer.
     */
    public static ApiResponse awaitProduced(Supplier<ApiResponse> request) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        ApiResponse r = request.get();
        while (beingProduced(r) && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
            r = request.get();
        }
        return r;
    }

    private static boolean beingProduced(ApiResponse r) {
        return r.status() == 400 && r.error("ITEM_NOT_FOUND").contains("is being produced");
    }

    protected ApiResponse download(String job, String type) {
        return api.get("/api/job/download_media", "api_token", token, "job_id", job, "media_type", type);
    }

    public static Path save(ApiResponse r, Path file) {
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        try {
            return Files.write(file, r.bytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Files in the job's folder of the media store, by name. */
    public static java.util.List<String> storedFiles(String job) throws IOException {
        Path folder = DATA_DIR.resolve("media/jobs/" + job);
        if (!Files.exists(folder)) {
            return java.util.List.of();
        }
        try (var walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).map(p -> folder.relativize(p).toString()).sorted().toList();
        }
    }
}
