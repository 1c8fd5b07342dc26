package dev.parlance.support;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import dev.parlance.common.Ids;
import dev.parlance.deliverable.ScriptedEncoder;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobService;
import dev.parlance.job.NewJob;
import dev.parlance.job.TranscriptionOptions;
import dev.parlance.job.Turnaround;
import dev.parlance.media.MediaIntake;
import dev.parlance.media.Upload;
import dev.parlance.workflow.TranscriptionRequest;
import dev.parlance.workflow.TranscriptionService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Base of the step tests: the background work (downloads, recognition, transcoding...) driven one
 * step at a time through {@link ManualQueue}, without HTTP, sleeps or polling. All step test
 * classes share one application of their own, apart from the one the HTTP tests share: no web
 * server (a mock servlet environment, which the web app's security configuration needs), its own database and data folder, the manual scheduler, {@link ScriptedTranscriber} for
 * speech and {@link ScriptedEncoder} for encodes. Keep its settings here, the same for every step
 * test, so Spring starts it once.
 *
 * <p>Retry delays are the production ones: a test waits them out with {@link ManualQueue#advance}.
 * Each test starts with an empty queue, speech and encodes unscripted.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.MOCK)
@Import({MovableClock.Config.class, ManualQueue.Config.class, ScriptedTranscriber.Config.class, ScriptedEncoder.Config.class})
public abstract class QueuedWorkTestSupport {
    public static final Path DATA_DIR = tempDir();
    /** Recognition lanes of the application (one per recognizer): fixed, whatever this machine's cores. */
    public static final int LANES = 2;
    private static final AtomicInteger COUNTER = new AtomicInteger();

    @Autowired
    protected ManualQueue queue;
    @Autowired
    protected MovableClock clock;
    @Autowired
    protected ScriptedTranscriber speech;
    @Autowired
    protected ScriptedEncoder encoder;
    @Autowired
    private AccountRepository accounts;
    @Autowired
    private JobService jobService;
    @Autowired
    private MediaIntake intake;
    @Autowired
    private TranscriptionService transcription;

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("parlance-steps-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("parlance.data-dir", DATA_DIR::toString);
        registry.add("parlance.admin-password", () -> "steps-admin-1");
        // Media hosts of the tests are on loopback; the guard itself is tested on its own.
        registry.add("parlance.allow-private-urls", () -> "true");
        registry.add("parlance.speech.recognizers", () -> String.valueOf(LANES));
        TestDatabase.register(registry, DATA_DIR);
    }

    @BeforeEach
    void emptyQueue() {
        queue.clear();
        speech.reset();
        encoder.reset();
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    /** A name no other test uses. */
    protected static String unique(String prefix) {
        return prefix + "-" + ProcessHandle.current().pid() + "-" + COUNTER.incrementAndGet();
    }

    /** An account of its own for the test (it never logs in: no password). */
    protected Account newAccount() {
        return newAccount(AccountSettings.DEFAULTS);
    }

    protected Account newAccount(AccountSettings settings) {
        Account a = new Account(Ids.newId(), unique("steps"), "-", null, null, null, null, settings, Instant.now());
        accounts.insert(a);
        accounts.updateSettings(a.id(), settings);
        return a;
    }

    protected String newJob(Account owner, String name, Integer expectedSpeakers) {
        return jobService.create(owner, new NewJob(Optional.empty(), name, null, null, null, null, expectedSpeakers,
                true)).jobId();
    }

    /** A new job of the owner with the file uploaded as its media. */
    protected String newJobWithMedia(Account owner, String name, Path media) {
        String job = newJob(owner, name, null);
        upload(owner, job, media);
        return job;
    }

    /** add_media with the file as the body; returns the JOB_ADD_MEDIA task id. */
    protected String upload(Account owner, String job, Path media) {
        try (InputStream in = Files.newInputStream(media)) {
            return intake.addUpload(owner, job, new Upload(in, Files.size(media), "application/octet-stream"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** perform_transcription with the fidelity and nothing else; returns the JOB_PERFORM_TRANSCRIPTION task id. */
    protected String transcribe(Account owner, String job, Fidelity fidelity) {
        return transcription.request(owner, job, new TranscriptionRequest(fidelity, Turnaround.of(null, null), null,
                TranscriptionOptions.NONE, List.of(), null, null));
    }
}
