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

    /**
     * An address the test account may have videos e-mailed to (burn_in_caption sends only to its
     * tree's addresses): a new sub-account's.
     */
    protected String ownAddress(String prefix) {
        String address = unique(prefix) + "@example.org";
        ApiResponse created = api.get("/api/account/create", "v", "1", "api_token", token, "new_username", unique(prefix),
                "new_password", PASSWORD, "email", address);
        assertThat(created.status()).as(created.body()).isEqualTo(204);
        return address;
    }

    /**
     * The download link of a burn-in e-mail, made whole. The tests set no public URL, so the e-mail
     * carries the path and says why; never the address a request came in on.
     */
    protected String emailedLink(jakarta.mail.internet.MimeMessage message) throws Exception {
        var parts = (jakarta.mail.internet.MimeMultipart) message.getContent();
        String text = (String) parts.getBodyPart(0).getContent();
        var m = java.util.regex.Pattern.compile("(?m)^(/api/job/deliverable_file\\?\\S+)$").matcher(text);
        assertThat(m.find()).as(text).isTrue();
        assertThat(text).contains("PARLANCE_PUBLIC_URL").doesNotContain("http://");
        assertThat((String) parts.getBodyPart(1).getContent()).contains("<code>" + m.group(1).replace("&", "&amp;") + "</code>");
        return api.base() + m.group(1);
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
