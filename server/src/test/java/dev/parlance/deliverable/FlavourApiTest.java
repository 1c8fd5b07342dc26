package dev.parlance.deliverable;

import dev.parlance.common.Ids;
import dev.parlance.media.MediaStore;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.MovableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * download_media and transcoded_media over HTTP: one flavour made end to end with real ffmpeg, and
 * the routes' answers (ranges, links, names, refusals) over rows set up directly. How the files are
 * made, and when they cannot be: TranscodeStepTest.
 */
class FlavourApiTest extends DeliverableTestSupport {
    @TempDir
    static Path fixtures;
    static Path speech;
    static Path h264Video;

    @TempDir
    Path downloads;
    @Autowired
    MovableClock clock;
    @Autowired
    DeliverableRepository rows;
    @Autowired
    MediaStore store;

    @BeforeAll
    static void media() {
        speech = SpeechFixtures.speech(fixtures, "flavours", "captions for everyone who watches");
        h264Video = SpeechFixtures.videoWithAudio(speech, fixtures.resolve("h264.mp4"));
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
    void rangesAreServed() throws Exception {
        String job = newJobWithMedia("ranges", speech);
        byte[] whole = bytes(5000, 1);
        ready(job, Flavour.MP3, whole);
        ApiResponse part = api.send(HttpRequest.newBuilder(api.uri("/api/job/download_media",
                "api_token=" + token + "&job_id=" + job + "&media_type=mp3")).header("Range", "bytes=100-199").GET());
        assertThat(part.status()).isEqualTo(206);
        assertThat(part.headers().firstValue("content-range")).hasValue("bytes 100-199/" + whole.length);
        assertThat(part.bytes()).isEqualTo(java.util.Arrays.copyOfRange(whole, 100, 200));
    }

    @Test
    void transcodedMediaLinksServeTheFlavourWithoutCredentialsUntilTheyExpire() throws Exception {
        String job = newJobWithMedia("linked", speech);
        Deliverable pending = pending(job, Flavour.MP4);
        String first = api.get("/api/job/transcoded_media", "api_token", token, "job_id", job, "transcoded_version", "mp4")
                .error("ITEM_NOT_FOUND");
        assertThat(first).contains("being produced");
        byte[] content = bytes(3000, 2);
        markReady(pending, content);
        ApiResponse answer = api.get("/api/job/transcoded_media", "api_token", token, "job_id", job,
                "transcoded_version", "mp4");
        String url = answer.ok().path("MediaUrl").asString();
        assertThat(url).startsWith(api.base() + "/api/job/deliverable_file?");

        ApiResponse file = api.send(HttpRequest.newBuilder(URI.create(url)).GET());
        assertThat(file.status()).isEqualTo(200);
        assertThat(file.contentType()).isEqualTo("video/mp4");
        assertThat(file.bytes()).isEqualTo(content).isEqualTo(download(job, "mp4").bytes());

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

        // What cannot be made (TranscodeStepTest has which media) says why, and so does every later request.
        String garbage = newJobWithMedia("garbage", speech);
        unproducible(pending(garbage, Flavour.MP3), "the media cannot be decoded: media: Invalid data found when processing input");
        assertThat(download(garbage, "mp3").error("ITEM_NOT_FOUND")).contains("cannot be produced", "cannot be decoded");
        String mute = newJobWithMedia("mute", speech);
        unproducible(pending(mute, Flavour.MP3), "the media has no audio to make an mp3 of");
        assertThat(download(mute, "mp3").error("ITEM_NOT_FOUND")).contains("no audio");
    }

    @Test
    void jobNamesBecomeSafeFileNames() throws Exception {
        String job = newJobWithMedia("Q3 \"report\"/../x", speech);
        ready(job, Flavour.MP3, bytes(100, 3));
        ApiResponse r = download(job, "mp3");
        assertThat(r.headers().firstValue("content-disposition")).hasValue("attachment; filename=\"Q3 _report_.._x.mp3\"");

        String unnamed = newJobWithMedia("", speech);
        ready(unnamed, Flavour.MP3, bytes(100, 4));
        ApiResponse plain = download(unnamed, "mp3");
        assertThat(plain.headers().firstValue("content-disposition")).hasValue("attachment; filename=\"" + unnamed + ".mp3\"");
    }

    /** A row as a production queued it, with no production behind it: the routes' answers without waiting for ffmpeg. */
    private Deliverable pending(String job, Flavour flavour) {
        String id = Ids.newId();
        rows.insertPending(id, job, DeliverableKind.TRANSCODED, flavour, 0, Instant.now());
        return rows.findById(id).orElseThrow();
    }

    /** The flavour as if produced: the content stored where a production puts it, the row READY. */
    private void ready(String job, Flavour flavour, byte[] content) throws IOException {
        markReady(pending(job, flavour), content);
    }

    private void markReady(Deliverable d, byte[] content) throws IOException {
        String key = DeliverableOutcomes.key(d);
        store.put(key, new ByteArrayInputStream(content));
        assertThat(rows.markReady(d.id(), key, content.length, Instant.now())).isTrue();
    }

    private void unproducible(Deliverable d, String reason) {
        assertThat(rows.markFailed(d.id(), DeliverableState.UNPRODUCIBLE, reason, Instant.now())).isTrue();
    }

    private static byte[] bytes(int n, long seed) {
        byte[] b = new byte[n];
        new java.util.Random(seed).nextBytes(b);
        return b;
    }

    /** The index ({@code moov}) comes before the media data ({@code mdat}): players start at once. */
    private static void assertFastStart(byte[] mp4) {
        String head = new String(mp4, 0, Math.min(mp4.length, 1 << 20), StandardCharsets.ISO_8859_1);
        assertThat(head.indexOf("moov")).isPositive().isLessThan(head.indexOf("mdat"));
    }
}
