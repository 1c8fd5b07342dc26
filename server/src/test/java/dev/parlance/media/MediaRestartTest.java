package dev.parlance.media;

import dev.parlance.account.AccountRepository;
import dev.parlance.account.PasswordHasher;
import dev.parlance.support.ApiClient;
import dev.parlance.support.OwnApplication;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Media outlives the process: upload, stop the application, start a new one on the same data folder
 * (H2 database and media store), and read the media back through the API. Runs its own application
 * on its own folder, so it runs once, on H2.
 */
@Tag("no-database")
class MediaRestartTest {
    @TempDir
    Path dataDir;

    private ConfigurableApplicationContext start() {
        return OwnApplication.start(dataDir, "restart-admin-1");
    }

    private static ApiClient client(ConfigurableApplicationContext context) {
        return new ApiClient(OwnApplication.base(context));
    }

    @Test
    void storedMediaSurvivesARestart() {
        byte[] body = new byte[300_000];
        new Random(3).nextBytes(body);
        String jobId;
        String username = "restart-user";
        try (ConfigurableApplicationContext first = start()) {
            var account = MediaTestFixtures.newAccount(first.getBean(AccountRepository.class),
                    first.getBean(PasswordHasher.class), username);
            jobId = MediaTestFixtures.newJob(first.getBean(dev.parlance.job.JobRepository.class), account.id());
            ApiClient api = client(first);
            String token = api.get("/api/account/login", "v", "1", "username", username, "password",
                    MediaTestFixtures.PASSWORD).ok().path("ApiToken").asString();
            api.postBytes("/api/job/add_media", ApiClient.query("v", "1", "api_token", token, "job_id", jobId),
                    "video/mp4", body).ok();
        }
        try (ConfigurableApplicationContext second = start()) {
            Media m = second.getBean(MediaRepository.class).find(jobId).orElseThrow();
            assertThat(m.state()).isEqualTo(MediaState.STORED);
            assertThat(second.getBean(MediaStore.class).exists(m.storageKey())).isTrue();
            assertThat(dataDir.resolve("media").resolve(m.storageKey())).exists();
            ApiClient api = client(second);
            String token = api.get("/api/account/login", "v", "1", "username", username, "password",
                    MediaTestFixtures.PASSWORD).ok().path("ApiToken").asString();
            String url = api.get("/api/job/media", "api_token", token, "job_id", jobId).ok().path("MediaUrl").asString();
            assertThat(api.send(HttpRequest.newBuilder(URI.create(url)).GET()).bytes()).isEqualTo(body);
        }
    }
}
