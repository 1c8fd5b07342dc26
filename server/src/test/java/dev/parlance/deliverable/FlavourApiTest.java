package dev.parlance.deliverable;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.MovableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** download_media and transcoded_media over HTTP, with real ffmpeg. */
class FlavourApiTest extends DeliverableTestSupport {
    @TempDir
    static Path fixtures;
    static Path speech;
    static Path h264Video;
    static Path mpeg4Video;

    @TempDir
    Path downloads;
    @Autowired
    MovableClock clock;

    @BeforeAll
    static void media() {
        speech = SpeechFixtures.speech(fixtures, "flavours", "captions for everyone who watches");
        h264Video = SpeechFixtures.videoWithAudio(speech, fixtures.resolve("h264.mp4"));
        // Neither stream has the codec of either flavour: both are really encoded.
        mpeg4Video = SpeechFixtures.convert(h264Video, fixtures.resolve("mpeg4.avi"), "-c:v", "mpeg4", "-c:a", "libmp3lame");
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    @Test
    void mp4UploadYieldsPlayableMp3AndMp4OfTheSameLength() throws Exception {
        String job = newJobWithMedia("Interview", h264Video);
        double original = MediaTools.duration(h264Video);

        String first = download(job, "mp4").error("ITEM_NOT_FOUND");
        assertThat(first).contains("mp4 of job " + job, "is being produced");

        ApiResponse mp3 = awaitProduced(() -> download(job, "mp3"));
        assertThat(mp3.contentType()).isEqualTo("audio/mpeg");
        assertThat(mp3.headers().firstValue("content-disposition")).hasValue("attachment; filename=\"Interview.mp3\"");
        Path mp3File = save(mp3, downloads.resolve("a.mp3"));
        assertThat(MediaTools.codecs(mp3File)).containsExactly("mp3");
        assertThat(MediaTools.duration(mp3File)).isCloseTo(original, org.assertj.core.data.Offset.offset(0.5));

        ApiResponse mp4 = awaitProduced(() -> download(job, "MP4"));
        assertThat(mp4.contentType()).isEqualTo("video/mp4");
        assertThat(mp4.headers().firstValue("content-disposition")).hasValue("attachment; filename=\"Interview.mp4\"");
        Path mp4File = save(mp4, downloads.resolve("a.mp4"));
        assertThat(MediaTools.codecs(mp4File)).containsExactlyInAnyOrder("h264", "aac");
        assertThat(MediaTools.duration(mp4File)).isCloseTo(original, org.assertj.core.data.Offset.offset(0.5));
        assertFastStart(mp4.bytes());

        assertThat(storedFiles(job)).filteredOn(f -> f.startsWith("deliverables/")).hasSize(2);
    }

    @Test
    void otherCodecsAreEncodedAndAudioOnlyMediaGetsAPlainPicture() throws Exception {
        String video = newJobWithMedia("mpeg4", mpeg4Video);
        String audio = newJobWithMedia("wav", speech);
        download(video, "mp4");
        download(audio, "mp4");

        Path fromVideo = save(awaitProduced(() -> download(video, "mp4")), downloads.resolve("v.mp4"));
        assertThat(MediaTools.codecs(fromVideo)).containsExactlyInAnyOrder("h264", "aac");
        assertThat(MediaTools.duration(fromVideo)).isCloseTo(MediaTools.duration(mpeg4Video), org.assertj.core.data.Offset.offset(0.5));
        Path mp3 = save(awaitProduced(() -> download(video, "mp3")), downloads.resolve("v.mp3"));
        assertThat(MediaTools.codecs(mp3)).containsExactly("mp3");

        Path fromAudio = save(awaitProduced(() -> download(audio, "mp4")), downloads.resolve("w.mp4"));
        assertThat(MediaTools.codecs(fromAudio)).containsExactlyInAnyOrder("h264", "aac");
        JsonNode picture = MediaTools.videoStream(fromAudio);
        assertThat(picture.path("width").asInt()).isEqualTo(640);
        assertThat(picture.path("height").asInt()).isEqualTo(360);
        assertThat(MediaTools.duration(fromAudio)).isCloseTo(MediaTools.duration(speech), org.assertj.core.data.Offset.offset(0.5));
        byte[] frame = MediaTools.frame(fromAudio, 0.5, 64, 36);
        assertThat(MediaTools.differingBytes(frame, new byte[frame.length], 16)).as("a black picture").isZero();
    }

    @Test
    void rangesAreServed() throws Exception {
        String job = newJobWithMedia("ranges", speech);
        byte[] whole = awaitProduced(() -> download(job, "mp3")).bytes();
        ApiResponse part = api.send(HttpRequest.newBuilder(api.uri("/api/job/download_media",
                "api_token=" + token + "&job_id=" + job + "&media_type=mp3")).header("Range", "bytes=100-199").GET());
        assertThat(part.status()).isEqualTo(206);
        assertThat(part.headers().firstValue("content-range")).hasValue("bytes 100-199/" + whole.length);
        assertThat(part.bytes()).isEqualTo(java.util.Arrays.copyOfRange(whole, 100, 200));
    }

    @Test
    void transcodedMediaLinksServeTheFlavourWithoutCredentialsUntilTheyExpire() throws Exception {
        String job = newJobWithMedia("linked", speech);
        String first = api.get("/api/job/transcoded_media", "api_token", token, "job_id", job, "transcoded_version", "mp4")
                .error("ITEM_NOT_FOUND");
        assertThat(first).contains("being produced");
        ApiResponse answer = awaitProduced(() -> api.get("/api/job/transcoded_media", "api_token", token, "job_id", job,
                "transcoded_version", "mp4"));
        String url = answer.ok().path("MediaUrl").asString();
        assertThat(url).startsWith(api.base() + "/api/job/deliverable_file?");

        ApiResponse file = api.send(HttpRequest.newBuilder(URI.create(url)).GET());
        assertThat(file.status()).isEqualTo(200);
        assertThat(file.contentType()).isEqualTo("video/mp4");
        assertThat(file.bytes()).isEqualTo(download(job, "mp4").bytes());

        String tampered = url.replaceAll("signature=([0-9a-f])", "signature=" + (url.contains("signature=0") ? "1" : "0"));
        assertThat(api.send(HttpRequest.newBuilder(URI.create(tampered)).GET()).error("INVALID_URL")).contains("signature");

        clock.advance(Duration.ofHours(25));
        assertThat(api.send(HttpRequest.newBuilder(URI.create(url)).GET()).error("INVALID_URL")).contains("expired");
    }

    @Test
    void errorsSayWhyThereIsNoFile() throws Exception {
        String empty = newJob("empty");
        assertThat(download(empty, "mp3").error("ITEM_NOT_FOUND")).contains("has no media");
        assertThat(api.get("/api/job/transcoded_media", "api_token", token, "job_id", empty, "transcoded_version", "mp3")
                .error("ITEM_NOT_FOUND")).contains("has no media");
        assertThat(download(empty, "ogg").error("INVALID_QUERY")).contains("media_type", "mp3, mp4");
        assertThat(api.get("/api/job/download_media", "api_token", token, "job_id", empty).error("MISSING_PARAMETER"))
                .contains("media_type");

        String garbage = newJobWithMedia("garbage", SpeechFixtures.garbage(fixtures));
        download(garbage, "mp3");
        ApiResponse failed = awaitProduced(() -> download(garbage, "mp3"));
        assertThat(failed.error("ITEM_NOT_FOUND")).contains("cannot be produced", "cannot be decoded");

        Path silentVideo = SpeechFixtures.convert(h264Video, fixtures.resolve("silent.mp4"), "-an", "-c:v", "copy");
        String mute = newJobWithMedia("mute", silentVideo);
        download(mute, "mp3");
        assertThat(awaitProduced(() -> download(mute, "mp3")).error("ITEM_NOT_FOUND")).contains("no audio");
        Path video = save(awaitProduced(() -> download(mute, "mp4")), downloads.resolve("mute.mp4"));
        assertThat(MediaTools.codecs(video)).containsExactly("h264");
    }

    @Test
    void jobNamesBecomeSafeFileNames() throws Exception {
        String job = newJobWithMedia("Q3 \"report\"/../x", speech);
        ApiResponse r = awaitProduced(() -> download(job, "mp3"));
        assertThat(r.headers().firstValue("content-disposition")).hasValue("attachment; filename=\"Q3 _report_.._x.mp3\"");

        String unnamed = newJobWithMedia("", speech);
        ApiResponse plain = awaitProduced(() -> download(unnamed, "mp3"));
        assertThat(plain.headers().firstValue("content-disposition")).hasValue("attachment; filename=\"" + unnamed + ".mp3\"");
    }

    @Test
    void completedJobsGetTheirMp3WithoutAskingButNotTheirMp4() throws Exception {
        String job = newJobWithMedia("eager", speech);
        transcribe(job);
        Instant deadline = Instant.now().plus(Duration.ofMinutes(2));
        while (storedFiles(job).stream().noneMatch(f -> f.endsWith(".mp3")) && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
        }
        assertThat(storedFiles(job)).anyMatch(f -> f.startsWith("deliverables/") && f.endsWith(".mp3"))
                .noneMatch(f -> f.endsWith(".mp4"));
        assertThat(download(job, "mp3").status()).isEqualTo(200);
    }

    /** The index ({@code moov}) comes before the media data ({@code mdat}): players start at once. */
    private static void assertFastStart(byte[] mp4) {
        String head = new String(mp4, 0, Math.min(mp4.length, 1 << 20), StandardCharsets.ISO_8859_1);
        assertThat(head.indexOf("moov")).isPositive().isLessThan(head.indexOf("mdat"));
    }
}
