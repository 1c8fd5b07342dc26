package dev.parlance.workflow;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.CustomerJobs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 29: without {@code expected_speakers}, the machine counts the speakers. A man and a woman
 * taking turns (espeak-ng's voices, made here) come out of a MECHANICAL job as two speakers, each
 * turn with its own; one person reading both parts stays one speaker.
 */
class SpeakerCountApiTest extends ApiTestSupport {
    @TempDir
    static Path dir;

    @Test
    void aManAndAWomanWithoutExpectedSpeakersAreTwoSpeakers() throws Exception {
        SpeechFixtures.Conversation talk = SpeechFixtures.conversation(Files.createDirectories(dir.resolve("two")));
        CustomerJobs jobs = new CustomerJobs(api, adminToken());
        JsonNode list = jobs.elementList(jobs.mechanical("Interview", talk.media()));

        assertThat(list.path("speakers").findValuesAsString("name")).as(list.path("speakers").toString())
                .containsExactly("Speaker 1", "Speaker 2");
        int segments = 0;
        int right = 0;
        for (JsonNode segment : list.path("segments")) {
            long middle = (segment.path("start_time").asLong() + segment.path("end_time").asLong()) / 2;
            int truth = talk.turns().stream().filter(t -> t.startMillis() <= middle && middle < t.endMillis())
                    .findFirst().orElseThrow().speaker();
            segments++;
            if (segment.path("speaker_id").asInt(-1) == truth) {
                right++;
            }
        }
        // Eight turns: each becomes a segment of its own speaker (the first voice is "Speaker 1").
        assertThat(segments).isBetween(8, 12);
        assertThat(right).as("segments with the right speaker, of " + segments).isGreaterThanOrEqualTo(segments - 1);
    }

    @Test
    void onePersonReadingBothPartsIsOneSpeaker() throws Exception {
        SpeechFixtures.Conversation alone = SpeechFixtures.conversation(Files.createDirectories(dir.resolve("one")), "en-us", "en-us");
        CustomerJobs jobs = new CustomerJobs(api, adminToken());
        JsonNode list = jobs.elementList(jobs.mechanical("Reading", alone.media()));

        assertThat(list.path("speakers").findValuesAsString("name")).containsExactly("Speaker 1");
        assertThat(list.path("segments")).isNotEmpty().allSatisfy(s -> assertThat(s.path("speaker_id").asInt(-1)).isZero());
    }
}
