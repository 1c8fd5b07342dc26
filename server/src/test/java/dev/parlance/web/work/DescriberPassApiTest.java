package dev.parlance.web.work;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.WebClient;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A PREMIUM job ordered with {@code audio_description}: after the transcriber's edit, a describer's
 * pass opens on the description (not the transcript), with the dialogue it goes between; the
 * describer hears a description in the voice that will read it, writes two, and the job's FINAL
 * description carries them at their times while FINAL's transcript is the edit's.
 */
class DescriberPassApiTest extends WorkApiTestSupport {

    @Test
    void aDescriberWritesThePremiumJobsDescriptionAfterTheEdit() throws Exception {
        // The speech, then five seconds without dialogue for descriptions.
        Path media = SpeechFixtures.convert(speech, fixtures.resolve("described-premium.wav"), "-af", "apad=pad_dur=5");
        Customer customer = newCustomer();
        String job = reviewingJob(api, media, customer, "PREMIUM", "options", "{\"audio_description\": true}");

        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String edit = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + edit + "/claim").ok();
        JsonNode edited = transcriber.post("/work/api/items/" + edit + "/submit").ok();
        assertThat(edited.path("nextPassLabel").asString()).isEqualTo("Description pass");
        assertThat(edited.path("jobStatus").asString()).isEqualTo("Reviewing");
        assertThat(transcriber.queueOf(job)).as("a transcriber does not describe").isEmpty();
        assertThat(info(customer, job).path("Tasks").findValuesAsString("TaskInfo"))
                .contains("Description pass (PREMIUM): waiting for a describer");

        Worker describer = claimedBy(Role.DESCRIBER, job);
        String item = describer.queueOf(job).getFirst().path("id").asString();
        JsonNode loaded = describer.get("/work/api/items/" + item).ok();
        assertThat(loaded.path("pass").path("name").asString()).isEqualTo("DESCRIBE");
        assertThat(loaded.path("pass").path("startsFrom").asString()).as("the machine's draft").isEqualTo("MECHANICAL");
        JsonNode dialogue = loaded.path("describing").path("dialogue");
        assertThat(dialogue).isNotEmpty();
        assertThat(dialogue.toString()).containsIgnoringCase("country");
        long dialogueEnd = dialogue.get(dialogue.size() - 1).path("end").asLong();
        assertThat(loaded.path("describing").path("wordsPerMinute").asInt()).isEqualTo(160);
        assertThat(loaded.path("describing").path("minGapMillis").asLong()).isEqualTo(1500);
        assertThat(loaded.path("instructions").path("guidance").get(0).asString()).contains("gaps between the dialogue");
        assertThat(loaded.path("turns").toString()).as("the transcript is not what is described").doesNotContainIgnoringCase("country");

        var heard = describer.get("/work/api/items/" + item + "/voice?text=A%20man%20stands%20at%20a%20lectern.");
        assertThat(heard.status()).isEqualTo(200);
        assertThat(heard.contentType()).isEqualTo("audio/wav");
        assertThat(new String(heard.bytes(), 0, 4, StandardCharsets.US_ASCII)).isEqualTo("RIFF");
        int rate = ByteBuffer.wrap(heard.bytes(), 24, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        double seconds = (heard.bytes().length - 44) / 2.0 / rate;
        assertThat(seconds).as("six words at 160 a minute").isBetween(1.0, 4.0);
        refused(describer.get("/work/api/items/" + item + "/voice?text=%20%20"), 400, "invalid_request");
        refused(transcriber.get("/work/api/items/" + item + "/voice?text=Hello."), 404, "not_found");

        long first = dialogueEnd + 500;
        long second = dialogueEnd + 3000;
        String body = """
                {"turns": [
                  {"speaker": "Description", "text": "A man stands at a lectern.", "start": %d, "end": %d},
                  {"speaker": "Description", "text": "He leaves the stage.", "start": %d, "end": %d}]}"""
                .formatted(first, first + 2200, second, second + 1500);
        JsonNode submitted = describer.post("/work/api/items/" + item + "/submit", body).ok();
        assertThat(submitted.path("jobStatus").asString()).isEqualTo("Complete");

        JsonNode described = onJob("/api/job/get_elementlist", customer, job, "v", "1", "audio_description", "true").ok();
        List<String> texts = new ArrayList<>();
        for (JsonNode segment : described.path("segments")) {
            List<String> words = new ArrayList<>();
            segment.path("sequences").forEach(s -> s.path("tokens").forEach(t -> words.add(t.path("value").asString())));
            texts.add(String.join(" ", words));
        }
        assertThat(described.path("segments")).hasSize(2);
        assertThat(described.path("segments").get(0).path("start_time").asLong()).isEqualTo(first);
        assertThat(described.path("segments").get(1).path("end_time").asLong()).isEqualTo(second + 1500);
        assertThat(String.join(" | ", texts)).containsIgnoringCase("lectern").containsIgnoringCase("stage");
        JsonNode transcript = onJob("/api/job/get_elementlist", customer, job, "v", "1").ok();
        assertThat(transcript.toString()).containsIgnoringCase("country").doesNotContainIgnoringCase("lectern");
        String srt = onJob("/api/job/get_caption", customer, job, "v", "1", "caption_format", "SRT", "audio_description", "true").body();
        assertThat(srt).contains("A man stands at a lectern.").contains("He leaves the stage.");

        // Billed: the minute transcribed, and apart from it (outside the spec's total) the minute described.
        JsonNode listed = api.get("/api/job/aggregate_statistics", "v", "1", "api_token", customer.token(),
                "start_date", "2015-01-01").ok().path("data").get(0);
        assertThat(listed.path("billable_minutes_total").asLong()).isEqualTo(1);
        assertThat(listed.path("billable_minutes_premium").asLong()).isEqualTo(1);
        assertThat(listed.path("billable_minutes_english_transcription").asLong()).isEqualTo(1);
        assertThat(listed.has("billable_minutes_audio_description")).as("not among the spec's metrics").isFalse();
        JsonNode asked = api.get("/api/job/aggregate_statistics", "v", "1", "api_token", customer.token(),
                "start_date", "2015-01-01", "metrics", "billable_minutes_audio_description,billable_minutes_total")
                .ok().path("data").get(0);
        assertThat(asked.path("billable_minutes_audio_description").asLong()).isEqualTo(1);
        assertThat(asked.path("billable_minutes_total").asLong()).isEqualTo(1);
    }

    /**
     * PROFESSIONAL with the customer's approval: a second describer reviews the description (not the
     * one who wrote it) and sees what the first changed; a send-back from the approval goes to the
     * transcript's last pass (the review), past the describers, and the description pass follows again.
     */
    @Test
    void aProfessionalDescriptionIsReviewedByAnotherDescriberAndASendBackGoesToTheTranscript() throws Exception {
        Path media = SpeechFixtures.convert(speech, fixtures.resolve("described-professional.wav"), "-af", "apad=pad_dur=5");
        Customer customer = newCustomer();
        String job = reviewingJob(api, media, customer, "PROFESSIONAL", "options",
                "{\"audio_description\": true, \"customer_approval_steps\": [\"RETURN\"]}");
        passesDoneUnchanged(job, Role.TRANSCRIBER, Role.REVIEWER);
        Worker writer = claimedBy(Role.DESCRIBER, job);
        String describe = writer.queueOf(job).getFirst().path("id").asString();
        long after = writer.get("/work/api/items/" + describe).ok().path("describing").path("dialogue").get(0).path("end").asLong() + 400;
        JsonNode written = writer.post("/work/api/items/" + describe + "/submit", """
                {"turns": [{"speaker": "Description", "text": "The speaker nods.", "start": %d, "end": %d}]}"""
                .formatted(after, after + 1500)).ok();
        assertThat(written.path("nextPassLabel").asString()).isEqualTo("Description review pass");

        Worker reviewer = newWorker(Role.DESCRIBER);
        String review = reviewer.itemOf(job);
        assertThat(writer.queueOf(job)).as("not offered to the one who wrote it").isEmpty();
        refused(writer.post("/work/api/items/" + review + "/claim"), 403, "forbidden");
        reviewer.post("/work/api/items/" + review + "/claim").ok();
        JsonNode loaded = reviewer.get("/work/api/items/" + review).ok();
        assertThat(loaded.path("pass").path("startsFrom").asString()).isEqualTo("INTERIM_PROFESSIONAL");
        assertThat(loaded.path("turns").toString()).contains("nods");
        assertThat(loaded.path("changes")).as("what the describer wrote, against the machine's draft").isNotEmpty();
        JsonNode reviewed = reviewer.post("/work/api/items/" + review + "/submit").ok();
        assertThat(reviewed.path("nextPass").asString()).isEqualTo("CUSTOMER_APPROVAL");
        JsonNode described = onJob("/api/job/get_elementlist", customer, job, "v", "1", "audio_description", "true",
                "iwp_name", "PROFESSIONAL").ok();
        assertThat(described.toString()).contains("nods");

        String token = ApprovalApiTest.emailedToken(customer);
        WebClient page = new WebClient(api.base());
        JsonNode shown = page.get("/approve/" + token + "/api").json();
        assertThat(shown.path("turns").toString()).as("the customer approves the transcript").containsIgnoringCase("country");
        assertThat(shown.path("description")).as("and sees the description it approves with it").hasSize(1);
        assertThat(shown.path("description").get(0).path("text").asString()).isEqualTo("The speaker nods.");
        assertThat(shown.path("description").get(0).path("start").asLong()).isEqualTo(after);
        ApiResponse sent = page.send(HttpRequest.newBuilder(URI.create(api.base() + "/approve/" + token + "/api/send-back"))
                .header("Content-Type", "application/json")
                .header("X-XSRF-TOKEN", page.cookie(WebClient.CSRF_COOKIE).orElseThrow())
                .POST(HttpRequest.BodyPublishers.ofString("{\"comment\": \"Spell the name right\"}")));
        assertThat(sent.status()).as(sent.body()).isEqualTo(200);
        assertThat(info(customer, job).path("Tasks").findValuesAsString("TaskInfo"))
                .contains("Customer approval: sent back to the review pass: Spell the name right");
        assertThat(newWorker(Role.DESCRIBER).queueOf(job)).as("not the describers'").isEmpty();
        assertThat(newWorker(Role.REVIEWER).queueOf(job)).hasSize(1);

        passesDoneUnchanged(job, Role.REVIEWER);
        Worker again = claimedBy(Role.DESCRIBER, job);
        JsonNode redo = again.get("/work/api/items/" + again.queueOf(job).getFirst().path("id").asString()).ok();
        assertThat(redo.path("sentBack").asString()).as("the comment reaches the describer too").isEqualTo("Spell the name right");
        assertThat(redo.path("turns").toString()).as("the description as it stood").contains("nods");
    }

    /** A describer sees the video's scene changes: the first picture and each cut, each picture a JPEG. */
    @Test
    void theDescriberSeesTheVideosSceneChanges() throws Exception {
        Path video = fixtures.resolve("three-scenes.mp4");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=red:s=320x180:d=4:r=25",
                "-f", "lavfi", "-i", "color=c=blue:s=320x180:d=4:r=25", "-f", "lavfi", "-i", "testsrc=s=320x180:d=4:r=25",
                "-i", speech.toString(), "-filter_complex", "[0:v][1:v][2:v]concat=n=3:v=1[v];[3:a]apad[a]",
                "-map", "[v]", "-map", "[a]", "-t", "12", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", video.toString());
        Customer customer = newCustomer();
        String job = videoJob(customer, video, "PREMIUM", "{\"audio_description\": true}");
        passesDoneUnchanged(job, Role.TRANSCRIBER);
        Worker describer = claimedBy(Role.DESCRIBER, job);
        String item = describer.queueOf(job).getFirst().path("id").asString();

        JsonNode scenes = describer.get("/work/api/items/" + item + "/scenes").ok().path("scenes");
        List<Long> at = new ArrayList<>();
        scenes.forEach(s -> at.add(s.path("at").asLong()));
        assertThat(at).containsExactly(0L, 4000L, 8000L);
        ApiResponse picture = describer.get(scenes.get(1).path("picture").asString());
        assertThat(picture.status()).isEqualTo(200);
        assertThat(picture.contentType()).isEqualTo("image/jpeg");
        assertThat(picture.bytes()[0] & 0xff).isEqualTo(0xff);
        assertThat(picture.bytes()[1] & 0xff).isEqualTo(0xd8);
        refused(describer.get("/work/api/items/" + item + "/scenes/3"), 404, "not_found");
        assertThat(describer.get("/work/api/items/" + item + "/scenes").ok().path("scenes")).as("read again, not found again")
                .hasSize(3);
    }
}
