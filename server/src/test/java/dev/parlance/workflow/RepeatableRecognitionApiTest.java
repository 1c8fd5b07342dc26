package dev.parlance.workflow;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.CustomerJobs;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 29: the same media gives the same words. One file transcribed three times through one
 * server (recognizers reused between the jobs) gives identical ElementLists: words, times and
 * confidences. Before the model's features lost their dither, three runs of a 4-second clip gave
 * up to three different word strings. The job's difficulty is rated from what the pass measured.
 */
class RepeatableRecognitionApiTest extends ApiTestSupport {
    @TempDir
    static Path media;
    static Path speech;

    @BeforeAll
    static void fixtures() {
        speech = SpeechFixtures.speech(media, "ask-not", SpeechFixtures.ASK_NOT);
    }

    @Test
    void theSameFileTranscribedThreeTimesGivesIdenticalElementLists() throws Exception {
        String username = unique("repeat");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                "new_password", "repeat-pw-1").status()).isEqualTo(204);
        CustomerJobs jobs = new CustomerJobs(api, login(username, "repeat-pw-1"));
        List<JsonNode> segments = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int run = 0; run < 3; run++) {
            String job = jobs.newJobWithMedia("Repeatable " + run, speech);
            ids.add(job);
            jobs.perform(job, "transcription_fidelity", "MECHANICAL").ok();
            JsonNode info = jobs.awaitStatus(job, Set.of("Complete"));
            assertThat(info.path("JobDifficulty").asString()).as("a clear synthetic voice, rated").isEqualTo("Good");
            JsonNode list = api.get("/api/job/get_elementlist", "v", "1", "api_token", jobs.token(), "job_id", job).ok();
            assertThat(list.path("segments").size()).isPositive();
            segments.add(list.path("segments"));
        }
        assertThat(segments.get(1)).isEqualTo(segments.get(0));
        assertThat(segments.get(2)).isEqualTo(segments.get(0));
        JsonNode good = api.get("/api/job/list", "v", "1", "api_token", jobs.token(), "JobDifficulty", "Good").ok();
        assertThat(good.path("ActiveJobs").findValuesAsString("JobId")).containsExactlyInAnyOrderElementsOf(ids);
    }
}
