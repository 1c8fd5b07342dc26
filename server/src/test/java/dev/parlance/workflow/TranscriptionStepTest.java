package dev.parlance.workflow;

import dev.parlance.account.Account;
import dev.parlance.account.AccountSettings;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Token;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobService;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTask;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.media.MediaIntake;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.media.TestMediaServer;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.MediaFailure;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.support.ManualQueue;
import dev.parlance.support.QueuedWorkTestSupport;
import dev.parlance.support.ScriptedTranscriber;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * The transcription steps one run at a time: transcribe-media probes and plans, the lanes of
 * recognize-sections recognize one section per run, build-transcript makes the ElementList. Speech
 * is scripted ({@link ScriptedTranscriber}); ffprobe and the database are real. Retries wait out
 * the production back-off (30 s doubling, 4 retries) on the moved clock.
 */
class TranscriptionStepTest extends QueuedWorkTestSupport {
    private static final String TRANSCRIBE = "transcribe-media";
    private static final String RECOGNIZE = "recognize-sections";
    private static final String BUILD = "build-transcript";

    @TempDir
    static Path fixtures;
    /** Long enough for four sections on two lanes (a section is at most ten minutes, and each lane gets as many). */
    static Path twentyOneMinutes;
    static Path twentySeconds;

    @Autowired
    JobService jobService;
    @Autowired
    JobRepository jobs;
    @Autowired
    JobTasks tasks;
    @Autowired
    MediaIntake intake;
    @Autowired
    MediaRepository media;
    @Autowired
    ElementListStore elementLists;
    @Autowired
    JdbcClient jdbc;

    @BeforeAll
    static void media() {
        // 8-bit 8 kHz PCM: small, and exactly as long as asked.
        twentyOneMinutes = fixtures.resolve("twenty-one-minutes.wav");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "anullsrc=r=8000:cl=mono",
                "-t", "1260", "-c:a", "pcm_u8", twentyOneMinutes.toString());
        twentySeconds = SpeechFixtures.silence(fixtures, "twenty-seconds", 20);
    }

    private Job job(String id) {
        return jobs.findById(id).orElseThrow();
    }

    private JobTask task(String job, String taskId) {
        return tasks.forJob(job).stream().filter(t -> t.id().equals(taskId)).findFirst().orElseThrow();
    }

    /** The words of the job's latest ElementList of that name, in order. */
    private List<Token> words(String job, String iwpName) {
        var list = elementLists.load(elementLists.latestNamed(job, iwpName, false).orElseThrow());
        return list.segments().stream().flatMap(s -> s.sequences().stream()).flatMap(q -> q.tokens().stream())
                .filter(Token::isWord).toList();
    }

    private static List<String> text(List<Token> words) {
        return words.stream().map(t -> t.value().toLowerCase(Locale.ROOT)).toList();
    }

    private long sectionRows(String job) {
        return jdbc.sql("select count(*) from recognition_sections where job_id = ?").param(job).query(Long.class).single();
    }

    @Test
    void aLongMediaIsCutIntoSectionsThatTheLanesRecognizeOneRunAtATime() {
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "long", twentyOneMinutes);
        String taskId = transcribe(owner, job, Fidelity.MECHANICAL);
        List<String> progress = new ArrayList<>();
        speech.answer((stretch, listener) -> {
            // Half way through the section: the task shows the share of the whole media done.
            listener.onProgress(stretch.sectionStartMillis() + 110_000);
            progress.add(task(job, taskId).info());
            return ScriptedTranscriber.ONE_WORD_PER_SECTION.answer(stretch, listener);
        });

        queue.runOnce();
        assertThat(job(job).status()).isEqualTo(JobStatus.IN_PROCESS);
        assertThat(job(job).startedAt()).isNotNull();
        assertThat(job(job).mediaLengthSeconds()).isCloseTo(1260.0, offset(0.01));
        assertThat(task(job, taskId).info()).isEqualTo("Recognizing speech: 0%");
        assertThat(queue.queued(RECOGNIZE)).extracting(ManualQueue.Queued::instanceId)
                .containsExactlyInAnyOrder(job + "-0", job + "-1");
        assertThat(speech.asked()).isEmpty();

        queue.runOnce();
        // Each lane recognized its first section (of four: 0 and 2 are lane 0's, 1 and 3 lane 1's).
        // Each owns one more and asked to go on at once, costing no retry.
        assertThat(speech.asked()).extracting(ScriptedTranscriber.Stretch::startMillis)
                .containsExactlyInAnyOrder(0L, 310_000L);
        assertThat(queue.queued(BUILD)).as("sections are still to do").isEmpty();
        assertThat(queue.queued(RECOGNIZE)).extracting(ManualQueue.Queued::instanceId)
                .containsExactlyInAnyOrder(job + "-0", job + "-1");
        assertThat(queue.queued(RECOGNIZE)).allSatisfy(q -> {
            assertThat(q.consecutiveFailures()).isZero();
            assertThat(q.executionTime()).isBeforeOrEqualTo(clock.instant());
        });

        queue.runOnce();
        // Each lane's last section: the one that finished last queued the build, with no extra run for the end check.
        assertThat(queue.queued(RECOGNIZE)).isEmpty();
        assertThat(queue.queued(BUILD)).hasSize(1);
        for (int run = 0; run < 4 && job(job).status() != JobStatus.COMPLETE; run++) {
            queue.runOnce();
        }
        assertThat(job(job).status()).isEqualTo(JobStatus.COMPLETE);
        // Every section once, with the overlap on each side of a seam; the last one to the end.
        assertThat(speech.asked()).containsExactlyInAnyOrder(
                new ScriptedTranscriber.Stretch(0, 320_000),
                new ScriptedTranscriber.Stretch(310_000, 635_000),
                new ScriptedTranscriber.Stretch(625_000, 950_000),
                new ScriptedTranscriber.Stretch(940_000, PcmDecoder.TO_THE_END));
        assertThat(progress).containsExactly("Recognizing speech: 8%", "Recognizing speech: 33%", "Recognizing speech: 58%",
                "Recognizing speech: 83%");
        assertThat(text(words(job, "FINAL"))).containsExactly("w500", "w315500", "w630500", "w945500");
        assertThat(task(job, taskId).status()).isEqualTo(TaskStatus.COMPLETE);
        assertThat(task(job, taskId).info()).isEqualTo("Transcription complete (4 words)");
        assertThat(queue.queued(RECOGNIZE)).isEmpty();
        assertThat(queue.queued(BUILD)).isEmpty();
        assertThat(sectionRows(job)).as("sections cleared once the job is done").isZero();
    }

    @Test
    void sectionsRecognizedBeforeARestartAreKeptAndOnlyTheOthersRecognized() {
        Account owner = newAccount();
        // As a job caught by a restart would have it: its first section saved (with a word the
        // media does not contain), the second still to do.
        String job = newJobWithMedia(owner, "restarted", twentySeconds);
        jdbc.sql("insert into recognition_sections (job_id, section_no, start_ms, end_ms, is_last, done_ms, words) "
                        + "values (?, 0, 0, 10000, false, 10000, ?), (?, 1, 10000, 20000, true, 0, null)")
                .params(job, "[{\"text\":\"sentinel\",\"startMillis\":1000,\"endMillis\":1400,\"confidence\":1.0}]", job)
                .update();

        transcribe(owner, job, Fidelity.MECHANICAL);
        queue.runDue();

        assertThat(job(job).status()).isEqualTo(JobStatus.COMPLETE);
        // The saved section as saved, not recognized again; the other one recognized from the media.
        assertThat(speech.asked()).containsExactly(new ScriptedTranscriber.Stretch(5_000, PcmDecoder.TO_THE_END));
        List<Token> words = words(job, "FINAL");
        assertThat(text(words)).containsExactly("sentinel", "w10500");
        List<Long> starts = words.stream().map(Token::startTime).toList();
        assertThat(starts).isSorted();
        assertThat(starts.get(1)).as("first recognized word").isGreaterThan(7_000);
        assertThat(sectionRows(job)).as("sections cleared once the job is done").isZero();
    }

    @Test
    void transcriptionWaitsForAPendingDownloadWithoutSpendingARetry() throws IOException {
        byte[] body = Files.readAllBytes(twentySeconds);
        try (TestMediaServer remote = new TestMediaServer()) {
            remote.on("/later.wav", (ex, hit) -> {
                if (hit == 1) {
                    TestMediaServer.send(ex, 503, "busy".getBytes(), "text/plain");
                } else {
                    TestMediaServer.send(ex, 200, body, "audio/wav");
                }
            });
            Account owner = newAccount();
            String job = newJob(owner, "waiting", null);
            intake.addFromUrl(owner, job, remote.url("/later.wav"), false);
            String taskId = transcribe(owner, job, Fidelity.MECHANICAL);
            assertThat(task(job, taskId).info()).isEqualTo("Waiting for the media download");

            queue.runDue();
            // The download failed once (its retry comes in 30 s); transcription looked, and waits.
            assertThat(media.find(job).orElseThrow().state()).isEqualTo(MediaState.PENDING);
            assertThat(job(job).status()).isEqualTo(JobStatus.PENDING);
            assertThat(task(job, taskId).info()).isEqualTo("Waiting for the media download");
            assertThat(queue.dueIn(TRANSCRIBE, job)).isBetween(Duration.ofSeconds(1), Duration.ofSeconds(2));

            queue.advance(Duration.ofSeconds(2));
            assertThat(queue.queued(TRANSCRIBE, job).orElseThrow().consecutiveFailures()).as("waiting is no failure").isZero();
            assertThat(job(job).status()).isEqualTo(JobStatus.PENDING);

            queue.advance(Duration.ofSeconds(28));
            assertThat(media.find(job).orElseThrow().state()).isEqualTo(MediaState.STORED);
            queue.advance(Duration.ofSeconds(2));
            assertThat(job(job).status()).isEqualTo(JobStatus.COMPLETE);
            assertThat(remote.hits("/later.wav")).isEqualTo(2);
        }
    }

    @Test
    void recognitionThatKeepsFailingEndsInMediaFailureAfterFourRetries() {
        speech.answer((stretch, listener) -> {
            throw new IOException("No space left on device");
        });
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "failing", twentySeconds);
        String taskId = transcribe(owner, job, Fidelity.MECHANICAL);
        String lane = job + "-0"; // twenty seconds make one section, so one lane

        queue.runDue();
        for (int retry = 1; retry <= 4; retry++) {
            assertThat(job(job).status()).isEqualTo(JobStatus.IN_PROCESS);
            Duration backoff = Duration.ofSeconds(30L << (retry - 1));
            assertThat(queue.queued(RECOGNIZE, lane).orElseThrow().consecutiveFailures()).isEqualTo(retry);
            assertThat(queue.dueIn(RECOGNIZE, lane)).as("retry %d", retry).isBetween(backoff.minusSeconds(1), backoff);
            queue.advance(backoff);
        }

        assertThat(speech.asked()).as("the first run and four retries").hasSize(5);
        Job failed = job(job);
        assertThat(failed.status()).isEqualTo(JobStatus.MEDIA_FAILURE);
        assertThat(failed.failureReason()).startsWith("transcription failed: ").contains("No space left on device");
        assertThat(task(job, taskId).status()).isEqualTo(TaskStatus.FAILED);
        assertThat(task(job, taskId).info()).startsWith("Media failure: transcription failed: ");
        assertThat(queue.queued(RECOGNIZE)).isEmpty();
        assertThat(sectionRows(job)).isZero();
    }

    @Test
    void aSectionThatCannotBeDecodedIsAMediaFailureAtOnce() {
        speech.answer((stretch, listener) -> new DecodeResult.Failed<>(new MediaFailure("Invalid data found when processing input")));
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "undecodable", twentySeconds);
        String taskId = transcribe(owner, job, Fidelity.MECHANICAL);

        queue.runDue();

        assertThat(speech.asked()).hasSize(1);
        assertThat(job(job).status()).isEqualTo(JobStatus.MEDIA_FAILURE);
        assertThat(job(job).failureReason()).isEqualTo("Invalid data found when processing input");
        assertThat(task(job, taskId).info()).isEqualTo("Media failure: Invalid data found when processing input");
        assertThat(queue.queued()).as("a result, not retried").isEmpty();
    }

    @Test
    void garbageMediaEndsInMediaFailureWithAReason() {
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "garbage", SpeechFixtures.garbage(fixtures));
        String taskId = transcribe(owner, job, Fidelity.MECHANICAL);

        queue.runDue();

        assertThat(job(job).status()).isEqualTo(JobStatus.MEDIA_FAILURE);
        assertThat(task(job, taskId).status()).isEqualTo(TaskStatus.FAILED);
        assertThat(task(job, taskId).info()).startsWith("Media failure: ");
        assertThat(elementLists.versions(job)).isEmpty();
        assertThat(speech.asked()).isEmpty();
        assertThat(queue.queued()).as("the probe's verdict is a result: nothing crashed, nothing to retry").isEmpty();
    }

    @Test
    void silenceGivesAnEmptyButValidElementList() {
        speech.answer((stretch, listener) -> new DecodeResult.Decoded<>(
                new Recognition(List.of(), stretch.startMillis(), 20_000), 0));
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "quiet", twentySeconds);
        transcribe(owner, job, Fidelity.MECHANICAL);

        queue.runDue();

        assertThat(job(job).status()).isEqualTo(JobStatus.COMPLETE);
        assertThat(words(job, "FINAL")).isEmpty();
        assertThat(elementLists.load(elementLists.latestNamed(job, "FINAL", false).orElseThrow()).segments()).isNotNull();
    }

    @Test
    void mediaWithoutSoundIsCompleteWithAnEmptyElementListWithoutRecognition() {
        Path picture = fixtures.resolve("picture-only.mp4");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=black:s=64x64:d=2",
                "-c:v", "mpeg4", picture.toString());
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "mute", picture);
        transcribe(owner, job, Fidelity.MECHANICAL);

        queue.runDue();

        assertThat(job(job).status()).isEqualTo(JobStatus.COMPLETE);
        assertThat(words(job, "FINAL")).isEmpty();
        assertThat(speech.asked()).isEmpty();
    }

    @Test
    void premiumWaitsInReviewingAfterTheMachinePass() {
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "premium", twentySeconds);
        String taskId = transcribe(owner, job, Fidelity.PREMIUM);

        queue.runDue();

        Job reviewing = job(job);
        assertThat(reviewing.status()).isEqualTo(JobStatus.REVIEWING);
        assertThat(reviewing.fidelity().reported()).isEqualTo("STANDARD");
        assertThat(reviewing.completedAt()).isNull();
        assertThat(elementLists.latestNamed(job, "FINAL", false)).isEmpty();
        assertThat(text(words(job, "MECHANICAL"))).containsExactly("w500");
        assertThat(elementLists.wordConfidences(elementLists.latestNamed(job, "MECHANICAL", false).orElseThrow())
                .orElseThrow().values()).as("the recognizer's confidences, beside MECHANICAL").containsExactly(1.0);
        assertThat(task(job, taskId).status()).isEqualTo(TaskStatus.INPROGRESS);
        assertThat(task(job, taskId).info()).isEqualTo("Machine pass complete (1 words); waiting for the human passes");
    }

    @Test
    void requiredAuthorizationHoldsTheJobUntilAuthorize() {
        Account owner = newAccount(new AccountSettings(null, true, false));
        String premium = newJobWithMedia(owner, "premium", twentySeconds);
        String premiumTask = transcribe(owner, premium, Fidelity.PREMIUM);
        String mechanical = newJobWithMedia(owner, "mechanical", twentySeconds);
        transcribe(owner, mechanical, Fidelity.MECHANICAL);
        assertThat(task(premium, premiumTask).info()).isEqualTo("Waiting for the customer's authorization");

        queue.runDue();
        // MECHANICAL is held only when the mechanical setting is on too.
        assertThat(job(mechanical).status()).isEqualTo(JobStatus.COMPLETE);
        assertThat(job(premium).status()).isEqualTo(JobStatus.AUTHORIZING);
        assertThat(queue.queued(TRANSCRIBE, premium)).isEmpty();

        jobService.authorize(owner, premium);
        queue.runDue();
        assertThat(job(premium).status()).isEqualTo(JobStatus.REVIEWING);

        Account strict = newAccount(new AccountSettings(null, true, true));
        String held = newJobWithMedia(strict, "held", twentySeconds);
        transcribe(strict, held, Fidelity.MECHANICAL);
        queue.runDue();
        assertThat(job(held).status()).isEqualTo(JobStatus.AUTHORIZING);
        assertThat(queue.queued(TRANSCRIBE, held)).isEmpty();
    }

    @Test
    void theExpectedSpeakersAreToldApartInTheElementList() throws IOException {
        SpeechFixtures.Conversation talk = SpeechFixtures.conversation(Files.createDirectories(fixtures.resolve("talk")));
        // A word every 400 ms of each turn's speech (its last half second is the pause before the next).
        List<RecognizedWord> spoken = new ArrayList<>();
        for (SpeechFixtures.Turn turn : talk.turns()) {
            for (long at = turn.startMillis() + 100; at + 300 < turn.endMillis() - 500; at += 400) {
                spoken.add(new RecognizedWord("word", at, at + 300, 1.0));
            }
        }
        speech.answer((stretch, listener) -> new DecodeResult.Decoded<>(new Recognition(spoken.stream()
                .filter(w -> w.startMillis() >= stretch.startMillis() && w.startMillis() < stretch.endMillis()).toList(),
                stretch.startMillis(), talk.turns().getLast().endMillis()), 0));
        Account owner = newAccount();
        String job = newJob(owner, "Interview", 2);
        upload(owner, job, talk.media());
        transcribe(owner, job, Fidelity.MECHANICAL);

        queue.runDue();

        assertThat(job(job).status()).isEqualTo(JobStatus.COMPLETE);
        ElementList list = elementLists.load(elementLists.latestNamed(job, "FINAL", false).orElseThrow());
        assertThat(list.speakers()).hasSize(2);
        int right = 0;
        int segments = 0;
        for (Segment segment : list.segments()) {
            long middle = (segment.startTime() + segment.endTime()) / 2;
            int truth = talk.turns().stream().filter(t -> t.startMillis() <= middle && middle < t.endMillis())
                    .findFirst().orElseThrow().speaker();
            segments++;
            if (segment.speakerId() == truth) {
                right++;
            }
        }
        // Eight turns: each becomes a segment of its own speaker (the first voice is "Speaker 1").
        assertThat(segments).isBetween(8, 12);
        assertThat(right).as("segments with the right speaker, of " + segments).isGreaterThanOrEqualTo(segments - 1);
    }
}
