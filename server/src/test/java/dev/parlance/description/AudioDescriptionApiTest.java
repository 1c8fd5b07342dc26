package dev.parlance.description;

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

/**
 * Issue 30: a MECHANICAL job with {@code audio_description} on a video of music under a title, then
 * speech, has a description ElementList with the music and the title, placed in the gap before the
 * speech, read through get_elementlist, get_caption and get_transcript with
 * {@code audio_description=true}, and interleaved with the dialogue with {@code mixed=true}.
 */
class AudioDescriptionApiTest extends ApiTestSupport {
    private static final double MUSIC_SECONDS = 6;

    @TempDir
    static Path dir;
    static Path video;

    @BeforeAll
    static void fixtures() {
        Path speech = SpeechFixtures.speech(dir, "ask-not", SpeechFixtures.ASK_NOT);
        Path music = dir.resolve("music.wav");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i",
                "aevalsrc='0.2*sin(2*PI*220*t)+0.15*sin(2*PI*277.2*t)+0.1*sin(2*PI*329.6*t)+0.05*sin(2*PI*440*t)':s=16000:d="
                        + MUSIC_SECONDS, "-ac", "1", "-c:a", "pcm_s16le", music.toString());
        video = dir.resolve("programme.mp4");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x203040:s=640x360:d=14:r=25",
                "-i", music.toString(), "-i", speech.toString(), "-filter_complex",
                "[0:v]drawtext=text='Quarterly results':fontsize=40:fontcolor=white:x=(w-tw)/2:y=80:enable='between(t,1,5)'[v];"
                        + "[1:a][2:a]concat=n=2:v=0:a=1,apad[a]",
                "-map", "[v]", "-map", "[a]", "-t", "14", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", video.toString());
    }

    @Test
    void theMusicAndTheTitleAreDescribedInTheGapAndEveryReadServesThem() throws Exception {
        CustomerJobs jobs = new CustomerJobs(api, adminToken());
        String job = jobs.mechanical("Described programme", video, "options", "{\"audio_description\": true}");

        JsonNode dialogue = jobs.elementList(job);
        long firstWord = words(dialogue).getFirst().path("start_time").asLong();
        assertThat(dialogue.toString()).as("without on_screen_text the title is not in the dialogue").doesNotContain("Quarterly");
        JsonNode description = jobs.elementList(job, "audio_description", "true");
        List<String> lines = new ArrayList<>();
        for (JsonNode segment : description.path("segments")) {
            StringBuilder line = new StringBuilder();
            segment.path("sequences").forEach(q -> q.path("tokens").forEach(t -> {
                if (t.path("type").asString().equals("word") && !line.isEmpty()) {
                    line.append(' ');
                }
                line.append(t.path("display_as").asString());
            }));
            lines.add(line.toString());
            assertThat(segment.path("end_time").asLong()).as("in the gap before the speech").isLessThanOrEqualTo(firstWord);
        }
        assertThat(lines).containsExactly("Music plays.", "On screen: Quarterly results.");
        assertThat(description.path("speakers").get(0).path("name").asString()).isEqualTo("Description");

        for (String format : List.of("SRT", "WEB_VTT", "DFXP")) {
            String captions = jobs.caption(job, format, "audio_description", "true").body();
            assertThat(captions).as(format).contains("Music plays.").contains("Quarterly results").doesNotContain("country");
        }
        String transcript = api.get("/api/job/get_transcript", "v", "1", "api_token", jobs.token(), "job_id", job,
                "audio_description", "true").body();
        assertThat(transcript).contains("Music plays.").contains("On screen: Quarterly results.");

        String mixed = jobs.caption(job, "SRT", "audio_description", "true", "mixed", "true").body();
        assertThat(mixed).contains("Description: Music plays.").contains("country");
        assertThat(mixed.indexOf("Quarterly results")).isLessThan(mixed.indexOf("country"));
        assertThat(jobs.info(job).path("Tasks").toString()).contains("2 descriptions drafted");
    }

    @Test
    void mixedNeedsTheDescriptionAndABoolean() throws Exception {
        CustomerJobs jobs = new CustomerJobs(api, adminToken());
        String job = jobs.mechanical("Plain programme", video);

        assertThat(jobs.caption(job, "SRT", "mixed", "true").error("INVALID_QUERY")).contains("mixed").contains("audio_description");
        assertThat(jobs.caption(job, "SRT", "audio_description", "true", "mixed", "banana").json().path("ErrorComment").asString())
                .contains("mixed");
        api.get("/api/job/get_elementlist", "v", "1", "api_token", jobs.token(), "job_id", job, "audio_description", "true")
                .error("ITEM_NOT_FOUND");
    }

    private static List<JsonNode> words(JsonNode list) {
        List<JsonNode> words = new ArrayList<>();
        list.path("segments").forEach(s -> s.path("sequences").forEach(q -> q.path("tokens").forEach(t -> {
            if (t.path("type").asString().equals("word")) {
                words.add(t);
            }
        })));
        return words;
    }
}
