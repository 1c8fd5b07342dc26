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

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Issue 29: with {@code on_screen_text}, the text a video shows becomes turns of the speaker
 * "On-screen text" at the times it is shown. The video is made here: a spoken sentence over a
 * plain picture on which ffmpeg's drawtext shows two titles, one after the other.
 */
class OnScreenTextApiTest extends ApiTestSupport {
    private static final String FIRST = "Quarterly results";
    private static final String SECOND = "Revenue up 12 percent";

    @TempDir
    static Path dir;
    static Path video;

    @BeforeAll
    static void fixtures() {
        Path speech = SpeechFixtures.speech(dir, "ask-not", SpeechFixtures.ASK_NOT);
        video = dir.resolve("titles.mp4");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x203040:s=640x360:d=12:r=25",
                "-i", speech.toString(), "-filter_complex",
                "[0:v]drawtext=text='" + FIRST + "':fontsize=40:fontcolor=white:x=(w-tw)/2:y=80:enable='between(t,1,5)',"
                        + "drawtext=text='" + SECOND + "':fontsize=32:fontcolor=yellow:x=40:y=h-80:enable='between(t,6,10.5)'[v];"
                        + "[1:a]apad[a]",
                "-map", "[v]", "-map", "[a]", "-t", "12", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac",
                video.toString());
    }

    @Test
    void theTitlesAreTurnsOfTheOnScreenTextSpeakerAtTheTimesTheyAreShown() throws Exception {
        CustomerJobs jobs = new CustomerJobs(api, adminToken());
        String job = jobs.mechanical("Titles", video, "options", "{\"on_screen_text\": true}");
        JsonNode list = jobs.elementList(job);

        int reader = -1;
        for (JsonNode speaker : list.path("speakers")) {
            if (speaker.path("name").asString().equals("On-screen text")) {
                reader = speaker.path("id").asInt();
            }
        }
        assertThat(reader).as(list.path("speakers").toString()).isGreaterThanOrEqualTo(0);
        List<JsonNode> shown = new ArrayList<>();
        List<String> spoken = new ArrayList<>();
        for (JsonNode segment : list.path("segments")) {
            if (segment.path("speaker_id").asInt() == reader) {
                shown.add(segment);
            } else {
                segment.path("sequences").forEach(q -> q.path("tokens").forEach(t -> {
                    if (t.path("type").asString().equals("word")) {
                        spoken.add(t.path("value").asString());
                    }
                }));
            }
        }
        assertThat(shown).extracting(OnScreenTextApiTest::text).containsExactly(FIRST, SECOND);
        assertThat(shown.get(0).path("start_time").asLong() / 1000.0).isCloseTo(1, within(1.0));
        assertThat(shown.get(0).path("end_time").asLong() / 1000.0).isCloseTo(5, within(1.0));
        assertThat(shown.get(1).path("start_time").asLong() / 1000.0).isCloseTo(6, within(1.0));
        assertThat(shown.get(1).path("end_time").asLong() / 1000.0).isCloseTo(10.5, within(1.0));
        assertThat(shown.get(0).path("speaker_change").asBoolean()).isTrue();
        assertThat(spoken).as("the speech keeps its words").contains("country");

        String transcript = api.get("/api/job/get_transcript", "v", "1", "api_token", jobs.token(), "job_id", job).body();
        assertThat(transcript).contains("On-screen text").contains(FIRST).contains(SECOND);
        String srt = jobs.caption(job, "SRT").body();
        assertThat(srt).contains("On-screen text: " + FIRST).contains("On-screen text: " + SECOND)
                .as("a title shown while someone speaks waits for their sentence").contains("your country.");
        assertThat(srt.indexOf("your country.")).isLessThan(srt.indexOf(FIRST));
        assertThat(jobs.info(job).path("Tasks").toString()).contains("2 lines of on-screen text");
    }

    @Test
    void withoutTheOptionTheScreenIsNotRead() throws Exception {
        CustomerJobs jobs = new CustomerJobs(api, adminToken());
        JsonNode list = jobs.elementList(jobs.mechanical("Titles, unread", video));

        assertThat(list.path("speakers").toString()).doesNotContain("On-screen text");
        assertThat(list.toString()).doesNotContainIgnoringCase("quarterly");
    }

    private static String text(JsonNode segment) {
        StringBuilder out = new StringBuilder();
        segment.path("sequences").forEach(q -> q.path("tokens").forEach(t -> {
            if (t.path("type").asString().equals("word") && !out.isEmpty()) {
                out.append(' ');
            }
            out.append(t.path("display_as").asString());
        }));
        return out.toString();
    }
}
