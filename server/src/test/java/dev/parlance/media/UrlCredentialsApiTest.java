package dev.parlance.media;

import dev.parlance.support.ApiTestSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A password in a URL a customer gives (media_url, callback_url) is the sender's credential for
 * that server: it is used, and never shown again, neither in Job Info's task history nor in
 * ReturnTargets nor in an error comment. Shown as {@code user:***@}.
 */
class UrlCredentialsApiTest extends ApiTestSupport {
    private final TestMediaServer remote = new TestMediaServer();
    private String token;

    @BeforeEach
    void account() {
        String username = unique("creds");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                "new_password", "creds-pw-1").status()).isEqualTo(204);
        token = login(username, "creds-pw-1");
    }

    @AfterEach
    void stop() {
        remote.close();
    }

    private String newJob() {
        return api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "creds").ok().path("JobId").asString();
    }

    private JsonNode info(String job) {
        return api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok();
    }

    private String withPassword(String path) {
        return remote.url(path).replace("http://", "http://ann:s3cret-pw@");
    }

    @Test
    void aMediaUrlsPasswordIsUsedButNeverShown() throws Exception {
        remote.on("/private.mp4", (ex, hit) -> {
            boolean authorized = ("Basic " + java.util.Base64.getEncoder().encodeToString("ann:s3cret-pw".getBytes()))
                    .equals(ex.getRequestHeaders().getFirst("Authorization"));
            TestMediaServer.send(ex, authorized ? 200 : 401, new byte[5000], "video/mp4");
        });
        remote.status("/gone.mp4", 404);
        String stored = newJob();
        api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", stored, "media_url", withPassword("/private.mp4")).ok();
        String failed = newJob();
        api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", failed, "media_url", withPassword("/gone.mp4")).ok();
        String called = newJob();
        assertThat(api.get("/api/job/modify", "v", "1", "api_token", token, "job_id", called, "callback_url",
                withPassword("/hook?job={job_id}")).status()).isEqualTo(204);

        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        while (!(info(stored).toString().contains("Media downloaded") && info(failed).toString().contains("failed"))) {
            assertThat(Instant.now()).as("both downloads ended").isBefore(deadline);
            Thread.sleep(200);
        }
        for (String job : new String[] {stored, failed, called}) {
            String shown = info(job).toString();
            assertThat(shown).as(job).doesNotContain("s3cret-pw");
        }
        assertThat(info(stored).path("Tasks").toString()).contains("ann:***@127.0.0.1");
        assertThat(info(failed).path("Tasks").toString()).contains("HTTP 404").contains("ann:***@");
        assertThat(info(called).path("ReturnTargets").path("url").get(0).path("callback_url").asString())
                .isEqualTo(withPassword("/hook?job={job_id}").replace("s3cret-pw", "***"));
        // And in a refusal: the callback URL named in the comment keeps its password masked.
        assertThat(api.get("/api/job/modify", "v", "1", "api_token", token, "job_id", called, "callback_url",
                "ftp://ann:s3cret-pw@example.org/x").error("INVALID_URL")).doesNotContain("s3cret-pw").contains("ann:***@");
    }
}
