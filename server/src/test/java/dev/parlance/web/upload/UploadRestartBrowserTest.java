package dev.parlance.web.upload;

import com.microsoft.playwright.Page;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.OwnApplication;
import dev.parlance.support.RestartTestSupport;
import dev.parlance.support.WatchedBrowsers;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Map;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.parlance.web.upload.NewWorkBrowserTest.SLICE;
import static dev.parlance.web.upload.NewWorkBrowserTest.call;
import static dev.parlance.web.upload.NewWorkBrowserTest.sendBytes;
import static dev.parlance.web.upload.NewWorkBrowserTest.startUpload;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The confirmed part of an upload outlives the process: a browser sends two slices, the
 * application stops and a new one starts on the same folder and database (H2, or this run's
 * PostgreSQL schema); the same browser, still signed in, asks where the upload stands, sends the
 * rest from the offset the new process confirms, and the job's media is the file, byte for byte.
 */
class UploadRestartBrowserTest extends RestartTestSupport {
    private static final String ADMIN_PASSWORD = "restart-admin-1";
    private static final String PASSWORD = "customer-pw-1";

    @Test
    void theConfirmedSlicesAreThereAfterARestart() throws Exception {
        byte[] file = Files.readAllBytes(SpeechFixtures.speech(fixtures, "ask-not", SpeechFixtures.ASK_NOT));
        String username = "restart-uploader";
        Page page;
        String id;
        try (ConfigurableApplicationContext first = start(ADMIN_PASSWORD)) {
            ApiClient api = new ApiClient(OwnApplication.base(first));
            String adminToken = token(api, ApiTestSupport.ADMIN, ADMIN_PASSWORD);
            assertThat(api.get("/api/account/create", "v", "1", "api_token", adminToken, "new_username", username,
                    "new_password", PASSWORD, "email", "restart@customers.test").status()).isEqualTo(204);
            page = browserOn(first);
            WatchedBrowsers.signIn(page, username, PASSWORD);
            page.navigate("/jobs/new");
            id = startUpload(page, file.length);
            for (int offset = 0; offset < 2 * SLICE; offset += SLICE) {
                assertThat(sendBytes(page, id, offset, Arrays.copyOfRange(file, offset, offset + SLICE)).get("status"))
                        .isEqualTo(200);
            }
        }
        try (ConfigurableApplicationContext second = start(ADMIN_PASSWORD)) {
            page.navigate(OwnApplication.base(second) + "/jobs/new");
            assertThat(page.locator("main[data-ready=true]")).isAttached();
            Map<String, Object> stand = call(page, "GET", "/jobs/new/api/uploads/" + id, true, null);
            assertThat((String) stand.get("body")).contains("\"offset\":" + 2 * SLICE);
            for (int offset = 2 * SLICE; offset < file.length; offset += SLICE) {
                byte[] slice = Arrays.copyOfRange(file, offset, Math.min(file.length, offset + SLICE));
                assertThat(sendBytes(page, id, offset, slice).get("status")).isEqualTo(200);
            }
            Map<String, Object> finished = call(page, "POST", "/jobs/new/api/uploads/" + id + "/finish", true, null);
            assertThat(finished.get("status")).as(finished.toString()).isEqualTo(200);
            assertThat((String) finished.get("body")).contains("\"state\":\"STARTED\"");
            String job = ((String) finished.get("body")).replaceAll(".*\"jobId\":\"([0-9a-f]{32})\".*", "$1");

            ApiClient api = new ApiClient(OwnApplication.base(second));
            String link = api.get("/api/job/media", "api_token", token(api, username, PASSWORD), "job_id", job).ok()
                    .path("MediaUrl").asString();
            try (HttpClient http = HttpClient.newHttpClient()) {
                HttpResponse<byte[]> media = http.send(HttpRequest.newBuilder(URI.create(link)).build(),
                        HttpResponse.BodyHandlers.ofByteArray());
                assertThat(media.body()).as("the media, byte for byte").isEqualTo(file);
            }
        }
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    private static String token(ApiClient api, String username, String password) {
        return api.get("/api/account/login", "v", "1", "username", username, "password", password).ok()
                .path("ApiToken").asString();
    }
}
