package dev.parlance.deliverable;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobService;
import dev.parlance.media.MediaKeys;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.QueuedWorkTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.offset;

/**
 * The transcode-media step: real ffprobe and ffmpeg make the flavours; what cannot be made is a
 * result, what fails unexpectedly is retried (30 s doubling, 3 retries: the production settings)
 * and then FAILED until asked again. Requests go through the service download_media calls.
 */
class TranscodeStepTest extends QueuedWorkTestSupport {
    private static final String TRANSCODE = "transcode-media";

    @TempDir
    static Path fixtures;
    static Path speechWav;
    static Path h264Video;
    static Path mpeg4Video;

    @TempDir
    Path downloads;
    @Autowired
    Deliverables deliverables;
    @Autowired
    DeliverableRepository rows;
    @Autowired
    JobService jobs;

    @BeforeAll
    static void media() {
        speechWav = SpeechFixtures.speech(fixtures, "flavours", "captions for everyone who watches");
        h264Video = SpeechFixtures.videoWithAudio(speechWav, fixtures.resolve("h264.mp4"));
        // Neither stream has the codec of either flavour: both are really encoded.
        mpeg4Video = SpeechFixtures.convert(h264Video, fixtures.resolve("mpeg4.avi"), "-c:v", "mpeg4", "-c:a", "libmp3lame");
    }

    /** What download_media would say now: the reason there is no file (yet), which also queues its production. */
    private String refusal(Account owner, String job, Flavour flavour) {
        ApiException e = catchThrowableOfType(ApiException.class, () -> deliverables.download(owner, job, flavour));
        assertThat(e).as("no file yet").isNotNull();
        assertThat(e.type()).isEqualTo(ErrorType.ITEM_NOT_FOUND);
        return e.comment();
    }

    /** download_media's file, saved. */
    private Path produced(Account owner, String job, Flavour flavour, String name) {
        DeliverableFile file = deliverables.download(owner, job, flavour);
        assertThat(file.contentType().toString()).isEqualTo(flavour.contentType());
        try (InputStream in = file.resource().getInputStream()) {
            Path saved = downloads.resolve(name);
            Files.copy(in, saved);
            return saved;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Deliverable row(String job, Flavour flavour) {
        return rows.find(job, DeliverableKind.TRANSCODED, flavour, 0).orElseThrow();
    }

    /** The job's generated files in the media store. */
    private static List<String> deliverableFiles(String job) throws IOException {
        Path folder = DATA_DIR.resolve("media").resolve(MediaKeys.jobFolder(job)).resolve("deliverables");
        if (!Files.exists(folder)) {
            return List.of();
        }
        try (var files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void otherCodecsAreEncodedAndAudioOnlyMediaGetsAPlainPicture() throws IOException {
        Account owner = newAccount();
        String video = newJobWithMedia(owner, "mpeg4", mpeg4Video);
        String audio = newJobWithMedia(owner, "wav", speechWav);
        assertThat(refusal(owner, video, Flavour.MP4)).contains("mp4 of job " + video, "is being produced");
        refusal(owner, video, Flavour.MP3);
        refusal(owner, audio, Flavour.MP4);

        queue.runDue();

        Path fromVideo = produced(owner, video, Flavour.MP4, "v.mp4");
        assertThat(MediaTools.codecs(fromVideo)).containsExactlyInAnyOrder("h264", "aac");
        assertThat(MediaTools.duration(fromVideo)).isCloseTo(MediaTools.duration(mpeg4Video), offset(0.5));
        assertThat(MediaTools.codecs(produced(owner, video, Flavour.MP3, "v.mp3"))).containsExactly("mp3");

        Path fromAudio = produced(owner, audio, Flavour.MP4, "w.mp4");
        assertThat(MediaTools.codecs(fromAudio)).containsExactlyInAnyOrder("h264", "aac");
        JsonNode picture = MediaTools.videoStream(fromAudio);
        assertThat(picture.path("width").asInt()).isEqualTo(640);
        assertThat(picture.path("height").asInt()).isEqualTo(360);
        assertThat(MediaTools.duration(fromAudio)).isCloseTo(MediaTools.duration(speechWav), offset(0.5));
        byte[] frame = MediaTools.frame(fromAudio, 0.5, 64, 36);
        assertThat(MediaTools.differingBytes(frame, new byte[frame.length], 16)).as("a black picture").isZero();
        assertThat(row(video, Flavour.MP4).progressPercent()).isEqualTo(100);
        assertThat(queue.queued(TRANSCODE)).isEmpty();
    }

    @Test
    void theEncodersProgressShowsInTheAnswerWhileItRuns() {
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "progress", speechWav);
        assertThat(refusal(owner, job, Flavour.MP4)).contains("(0% done)");
        List<String> answers = new ArrayList<>();
        encoder.answer((arguments, media, seconds, progress, real) -> {
            assertThat(seconds).as("the media's length, for the share done").isGreaterThan(1.0);
            progress.accept(37);
            answers.add(refusal(owner, job, Flavour.MP4));
            return real.encode(arguments, media, seconds, progress, real);
        });

        queue.runDue();

        assertThat(answers).singleElement().asString().contains("is being produced (37% done)");
        assertThat(row(job, Flavour.MP4).state()).isEqualTo(DeliverableState.READY);
        assertThat(row(job, Flavour.MP4).progressPercent()).isEqualTo(100);
    }

    @Test
    void anEncodeThatKeepsFailingIsRetriedThenFailedUntilAskedAgain() {
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "failing", speechWav);
        encoder.answer((arguments, media, seconds, progress, real) -> new Encoder.Result.Failed("No space left on device"));
        refusal(owner, job, Flavour.MP4);
        String id = row(job, Flavour.MP4).id();

        queue.runDue();
        for (int retry = 1; retry <= 3; retry++) {
            assertThat(row(job, Flavour.MP4).state()).isEqualTo(DeliverableState.PENDING);
            assertThat(queue.queued(TRANSCODE, id).orElseThrow().consecutiveFailures()).isEqualTo(retry);
            Duration backoff = Duration.ofSeconds(30L << (retry - 1));
            assertThat(queue.dueIn(TRANSCODE, id)).as("retry %d", retry).isBetween(backoff.minusSeconds(1), backoff);
            queue.advance(backoff);
        }

        Deliverable failed = row(job, Flavour.MP4);
        assertThat(failed.state()).isEqualTo(DeliverableState.FAILED);
        assertThat(failed.failureReason()).contains("Encoding the mp4 of job " + job + " failed: No space left on device");
        assertThat(queue.queued(TRANSCODE)).isEmpty();
        // Asking again queues it again, and this time the encode works.
        assertThat(refusal(owner, job, Flavour.MP4)).contains("is being produced (0% done)");
        assertThat(queue.queued(TRANSCODE, id)).isPresent();
        assertThat(row(job, Flavour.MP4).state()).isEqualTo(DeliverableState.PENDING);
        encoder.reset();
        queue.runDue();
        assertThat(MediaTools.codecs(produced(owner, job, Flavour.MP4, "retried.mp4"))).containsExactlyInAnyOrder("h264", "aac");
    }

    @Test
    void mediaThatCannotYieldTheFlavourIsUnproducibleAtOnce() {
        Account owner = newAccount();
        String garbage = newJobWithMedia(owner, "garbage", SpeechFixtures.garbage(fixtures));
        Path silentVideo = SpeechFixtures.convert(h264Video, fixtures.resolve("silent.mp4"), "-an", "-c:v", "copy");
        String mute = newJobWithMedia(owner, "mute", silentVideo);
        refusal(owner, garbage, Flavour.MP3);
        refusal(owner, mute, Flavour.MP3);
        refusal(owner, mute, Flavour.MP4);

        queue.runDue();

        assertThat(refusal(owner, garbage, Flavour.MP3)).contains("cannot be produced", "cannot be decoded");
        assertThat(row(garbage, Flavour.MP3).state()).isEqualTo(DeliverableState.UNPRODUCIBLE);
        assertThat(refusal(owner, mute, Flavour.MP3)).contains("cannot be produced", "no audio");
        assertThat(MediaTools.codecs(produced(owner, mute, Flavour.MP4, "mute.mp4"))).containsExactly("h264");
        assertThat(queue.queued()).as("a result: asking again queues nothing").isEmpty();
    }

    @Test
    void aFileStillBeingMadeWhenItsJobIsDeletedIsNotKept() throws IOException {
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "short-lived", speechWav);
        refusal(owner, job, Flavour.MP4);
        encoder.answer((arguments, media, seconds, progress, real) -> {
            jobs.delete(owner, job);
            return real.encode(arguments, media, seconds, progress, real);
        });

        queue.runDue();

        assertThat(deliverableFiles(job)).isEmpty();
        assertThat(rows.find(job, DeliverableKind.TRANSCODED, Flavour.MP4, 0)).as("forgotten with the job").isEmpty();
    }

    @Test
    void aJobDeletedBeforeItsFileIsMadeGetsNone() throws IOException {
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "gone", speechWav);
        refusal(owner, job, Flavour.MP4);
        jobs.delete(owner, job);

        queue.runDue();

        assertThat(deliverableFiles(job)).isEmpty();
    }

    @Test
    void completedJobsGetTheirMp3WithoutAskingButNotTheirMp4() throws IOException {
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "eager", speechWav);
        transcribe(owner, job, Fidelity.MECHANICAL);

        queue.runDue();

        assertThat(deliverableFiles(job)).singleElement().asString().endsWith(".mp3");
        assertThat(rows.find(job, DeliverableKind.TRANSCODED, Flavour.MP4, 0)).isEmpty();
        assertThat(MediaTools.codecs(produced(owner, job, Flavour.MP3, "eager.mp3"))).containsExactly("mp3");
    }
}
