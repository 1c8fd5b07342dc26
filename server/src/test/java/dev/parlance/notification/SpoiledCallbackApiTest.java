package dev.parlance.notification;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.CallbackReceiver;
import dev.parlance.support.CustomerJobs;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import java.nio.file.Path;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A callback URL that cannot become a URL when it is sent (stored before the host rule, a tag in the
 * host and a job name with a space) fails its callback alone: the transcription completes, and Job
 * Info says why nothing was called. The probe saw such a job end as "Media Failure" after 7.5
 * minutes of retries, its transcript lost.
 */
class SpoiledCallbackApiTest extends ApiTestSupport {
    @TempDir
    static Path media;
    static Path speech;

    @Autowired
    JdbcClient jdbc;

    @BeforeAll
    static void fixtures() {
        speech = SpeechFixtures.speech(media, "ask-not", SpeechFixtures.ASK_NOT);
    }

    @Test
    void aCallbackUrlThatCannotBeMadeFailsTheCallbackNotTheJob() throws Exception {
        String username = unique("spoiled");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                "new_password", "spoiled-pw-1").status()).isEqualTo(204);
        CustomerJobs jobs = new CustomerJobs(api, login(username, "spoiled-pw-1"));
        String job = jobs.newJobWithMedia("two words", speech);
        try (var receiver = new CallbackReceiver(200)) {
            jobs.perform(job, "transcription_fidelity", "MECHANICAL", "callback_url", receiver.url("/done")).ok();
            // As a URL stored before tags were refused in the host would be: the job's name has a space.
            jdbc.sql("update jobs set callback_url = ? where id = ?")
                    .params("https://{job_name}.hooks.example.com/done", job).update();
            var info = jobs.awaitStatus(job, Set.of("Complete", "Media Failure"));
            assertThat(info.path("JobStatus").asString()).isEqualTo("Complete");
            assertThat(info.path("Tasks").toString()).contains("not sent").contains("FAILED");
            assertThat(api.get("/api/job/get_transcript", "v", "1", "api_token", jobs.token(), "job_id", job).body())
                    .containsIgnoringCase("country");
        }
    }
}
