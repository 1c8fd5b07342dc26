package dev.parlance.deliverable.burnin;

import dev.parlance.deliverable.DeliverableTestSupport;
import dev.parlance.deliverable.MediaTools;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.MovableClock;
import dev.parlance.support.TestMail;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** burn_in_caption end to end: real recognition, real libass burn-in, the link arriving by e-mail (GreenMail). */
class BurnInApiTest extends DeliverableTestSupport {

    @TempDir
    static Path fixtures;
    /** A grey picture with two seconds of silence, then speech. */
    static Path video;
    static Path audio;

    @TempDir
    Path downloads;
    @Autowired
    MovableClock clock;

    @BeforeAll
    static void media() {
        Path speech = SpeechFixtures.speech(fixtures, "burn", SpeechFixtures.ASK_NOT);
        audio = fixtures.resolve("delayed.wav");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-t", "2",
                "-i", "anullsrc=r=22050:cl=mono", "-i", speech.toString(),
                "-filter_complex", "[0:a][1:a]concat=n=2:v=0:a=1", audio.toString());
        video = fixtures.resolve("grey.mp4");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=gray:s=320x240:r=10",
                "-i", audio.toString(), "-shortest", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", video.toString());
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    private ApiResponse burnIn(String job, String... extra) {
        List<String> params = new java.util.ArrayList<>(List.of("v", "1", "api_token", token, "job_id", job));
        params.addAll(List.of(extra));
        return api.get("/api/job/burn_in_caption", params.toArray(String[]::new));
    }

    /** The middle of the first caption: its first sentence's span in the ElementList. */
    private double captionTime(String job) {
        JsonNode sequence = elementList(job).path("segments").get(0).path("sequences").get(0);
        return (sequence.path("start_time").asLong() + sequence.path("end_time").asLong()) / 2000.0;
    }

    @Test
    void theBurnedInVideoArrivesByEmailAsALinkAndShowsTheCaptionsWhereTheyAreDue() throws Exception {
        String address = unique("viewer") + "@example.org";
        String owner = unique("burner");
        newAccount(owner, address);
        token = login(owner, PASSWORD);
        String job = newJobWithMedia("Grey talk", video);
        transcribe(job);

        ApiResponse accepted = burnIn(job);
        assertThat(accepted.status()).as(accepted.body()).isEqualTo(200);
        assertThat(accepted.bytes()).isEmpty();

        List<MimeMessage> mail = TestMail.awaitMessages(address, 1, Duration.ofMinutes(2));
        assertThat(mail).hasSize(1);
        assertThat(mail.getFirst().getSubject()).contains("burned-in captions", "Grey talk");
        String url = emailedLink(mail.getFirst());
        assertThat(url).startsWith(api.base() + "/api/job/deliverable_file?job_id=" + job).contains("expires=", "signature=");

        ApiResponse file = api.send(HttpRequest.newBuilder(URI.create(url)).GET());
        assertThat(file.status()).isEqualTo(200);
        assertThat(file.contentType()).isEqualTo("video/mp4");
        assertThat(file.headers().firstValue("content-disposition")).hasValue("attachment; filename=\"Grey talk.mp4\"");
        Path burned = save(file, downloads.resolve("burned.mp4"));
        assertThat(MediaTools.codecs(burned)).containsExactlyInAnyOrder("h264", "aac");
        assertThat(MediaTools.duration(burned)).isCloseTo(MediaTools.duration(video), org.assertj.core.data.Offset.offset(0.5));

        double due = captionTime(job);
        assertThat(due).isGreaterThan(2.0);
        byte[] plain = MediaTools.frame(video, due, 320, 240);
        byte[] captioned = MediaTools.frame(burned, due, 320, 240);
        int differing = MediaTools.differingBytes(plain, captioned, 48);
        assertThat(differing).as("bytes of the caption").isGreaterThan(plain.length / 200);
        // Before the speech there is no caption: the pictures agree but for encoding noise.
        assertThat(MediaTools.differingBytes(MediaTools.frame(video, 0.5, 320, 240),
                MediaTools.frame(burned, 0.5, 320, 240), 48)).isLessThan(plain.length / 2000);

        JsonNode tasks = api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok().path("Tasks");
        assertThat(tasks.findValuesAsString("TaskInfo")).anyMatch(t -> t.contains("download link e-mailed to " + address));

        // A second request reuses the video: the link comes at once, to the address given this time
        // (a sub-account's), never to an address outside the account's tree.
        String other = ownAddress("colleague");
        assertThat(burnIn(job, "send_to_email", other).status()).isEqualTo(200);
        assertThat(burnIn(job, "send_to_email", "anyone@elsewhere.example").error("INVALID_QUERY"))
                .contains("must be the e-mail address of this account or of one of its sub-accounts");
        // At most 20 a day for one account's jobs (two so far): the mail server carries no flood.
        for (int i = 2; i < 20; i++) {
            assertThat(burnIn(job, "send_to_email", other).status()).as("request %d", i + 1).isEqualTo(200);
        }
        assertThat(burnIn(job, "send_to_email", other).error("INVALID_QUERY")).contains("at most 20 times a day");
        assertThat(TestMail.awaitMessages(other, 19, Duration.ofSeconds(60))).hasSize(19);
        assertThat(storedFiles(job)).filteredOn(f -> f.startsWith("deliverables/") && f.endsWith(".mp4")).hasSize(1);

        clock.advance(Duration.ofDays(8));
        assertThat(api.send(HttpRequest.newBuilder(URI.create(url)).GET()).error("INVALID_URL")).contains("expired");
    }

    @Test
    void audioOnlyMediaIsCaptionedOnAPlainPicture() throws Exception {
        String address = ownAddress("listener");
        String job = newJobWithMedia("radio", audio);
        transcribe(job);
        assertThat(burnIn(job, "send_to_email", address).status()).isEqualTo(200);
        String url = emailedLink(TestMail.awaitMessages(address, 1, Duration.ofMinutes(2)).getFirst());
        Path burned = save(api.send(HttpRequest.newBuilder(URI.create(url)).GET()), downloads.resolve("radio.mp4"));
        JsonNode picture = MediaTools.videoStream(burned);
        assertThat(picture.path("width").asInt()).isEqualTo(640);
        byte[] black = new byte[64 * 36 * 3];
        assertThat(MediaTools.differingBytes(MediaTools.frame(burned, 0.5, 64, 36), black, 48)).isZero();
        assertThat(MediaTools.differingBytes(MediaTools.frame(burned, captionTime(job), 64, 36), black, 48)).isPositive();
    }

    @Test
    void theRecipientMustBeKnownAndValid() throws Exception {
        String job = newJobWithMedia("nobody", video);
        // This account was made without an e-mail address.
        assertThat(burnIn(job).error("MISSING_PARAMETER")).contains("send_to_email");
        assertThat(burnIn(job, "send_to_email", "not an address").error("INVALID_QUERY")).contains("send_to_email");
        assertThat(burnIn(job, "send_to_email", "x@example.org").error("INVALID_QUERY")).contains("is neither");
        assertThat(burnIn(job, "send_to_email", ownAddress("x")).error("INVALID_QUERY")).contains("no completed transcription");
        assertThat(api.get("/api/job/burn_in_caption", "api_token", token, "job_id", job, "send_to_email", "x@example.org")
                .error("MISSING_PARAMETER")).contains("v");
    }
}
