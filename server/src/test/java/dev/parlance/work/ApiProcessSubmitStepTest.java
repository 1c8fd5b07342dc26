package dev.parlance.work;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.align.TranscriptTextException;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;
import dev.parlance.deliverable.Deliverables;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.guidelines.CustomGuidelines;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.speech.MediaTranscriber;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.support.QueuedWorkTestSupport;
import dev.parlance.system.ProcessRole;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.support.TransactionTemplate;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A pass submitted to an api-only process: nothing is recognized there. The text is checked,
 * kept as the item's draft, and finish-submitted-pass is queued; the worker that runs it looks for
 * the rewritten stretch in the audio and stores the pass, as a process that recognizes does at once.
 * (The application here runs as both: the api process's side is a PassWork made with the api role.)
 */
class ApiProcessSubmitStepTest extends QueuedWorkTestSupport {
    private static final String SAID = "ask not what your country can do for you";

    @TempDir
    static Path fixtures;
    static Path media;

    @Autowired WorkItemRepository items;
    @Autowired WorkQueue workQueue;
    @Autowired WorkDrafts drafts;
    @Autowired JobRepository jobs;
    @Autowired AccountRepository accounts;
    @Autowired ElementListStore elementLists;
    @Autowired Deliverables deliverables;
    @Autowired JobJourney flow;
    @Autowired CustomGuidelines guidelines;
    @Autowired StartingVersions startingVersions;
    @Autowired PreviousPassChanges previousChanges;
    @Autowired DescriberAids describerAids;
    @Autowired TranslationSources translationSources;
    @Autowired TransactionTemplate tx;
    @Autowired Clock appClock;
    @Autowired ObjectProvider<SchedulerClient> scheduler;
    @Autowired dev.parlance.media.MediaRepository mediaRepository;
    @Autowired dev.parlance.media.MediaStore store;
    @Autowired dev.parlance.system.ProcessorWork processors;

    /** Stretches the api side's audio lookup was asked for: must stay none. */
    private final AtomicInteger apiRecognitions = new AtomicInteger();
    private PassWork apiProcess;

    @BeforeAll
    static void media() {
        media = SpeechFixtures.speech(fixtures, "ask-not-api", SAID);
    }

    @BeforeEach
    void apiProcess() {
        MediaTranscriber counting = new MediaTranscriber(null, null) {
            @Override
            public DecodeResult<Recognition> transcribe(Path file, String language, long from, long to,
                                                        dev.parlance.speech.SpeechRecognizer.Listener listener) {
                apiRecognitions.incrementAndGet();
                throw new AssertionError("an api process recognized a stretch");
            }
        };
        apiProcess = new PassWork(workQueue, items, drafts, jobs, accounts, elementLists, deliverables, flow,
                new AudioStretches(mediaRepository, store, counting), guidelines, startingVersions, translationSources,
                tx, appClock, ProcessRole.API, scheduler, previousChanges, describerAids, processors);
    }

    @Test
    void theApiQueuesTheSubmitAndAWorkerTimesTheTextToTheAudio() {
        Fixture f = premiumJobClaimed("api-submit");

        PassWork.Submitted answer = apiProcess.submit(f.transcriber, f.itemId,
                Optional.of(EditedTranscript.of("Ask not what your country can do for you.")), null);

        assertThat(apiRecognitions).hasValue(0);
        assertThat(answer.iwpName()).isEqualTo("PREMIUM");
        assertThat(answer.jobStatus()).isEqualTo(JobStatus.REVIEWING.label());
        assertThat(jobs.findById(f.job).orElseThrow().status()).isEqualTo(JobStatus.REVIEWING);
        assertThat(elementLists.latestNamed(f.job, "FINAL", false)).isEmpty();
        assertThat(drafts.find(f.itemId)).isPresent();
        assertThat(queue.queued(PassWork.FINISH_SUBMITTED.getTaskName())).extracting(q -> q.instanceId()).containsExactly(f.itemId);

        queue.runDue(); // a worker

        assertThat(jobs.findById(f.job).orElseThrow().status()).isEqualTo(JobStatus.COMPLETE);
        ElementList fin = elementLists.load(elementLists.latestNamed(f.job, "FINAL", false).orElseThrow());
        List<Token> words = fin.segments().stream().flatMap(s -> s.sequences().stream())
                .flatMap(q -> q.tokens().stream()).filter(Token::isWord).toList();
        assertThat(words).extracting(Token::value).containsExactly(SAID.split(" "));
        Token country = words.stream().filter(t -> t.value().equals("country")).findFirst().orElseThrow();
        assertThat(Math.abs(country.startTime() - 400)).as("found in the audio by the worker, not left where the "
                + "fifth wrong word was").isGreaterThan(200);
        assertThat(drafts.find(f.itemId)).as("the draft goes with the finished pass").isEmpty();
        assertThat(items.find(f.itemId).orElseThrow().state()).isEqualTo(WorkState.DONE);
    }

    @Test
    void aTextThatCannotBeReadIsRefusedByTheApiAndNothingIsQueued() {
        Fixture f = premiumJobClaimed("api-bad-text");

        assertThatThrownBy(() -> apiProcess.submit(f.transcriber, f.itemId,
                Optional.of(EditedTranscript.of("Ask not [NO_SUCH_SOUND] what your country can do.")), null))
                .isInstanceOf(TranscriptTextException.class);

        assertThat(queue.queued(PassWork.FINISH_SUBMITTED.getTaskName())).isEmpty();
        assertThat(drafts.find(f.itemId)).isEmpty();
        assertThat(items.find(f.itemId).orElseThrow().state()).isEqualTo(WorkState.CLAIMED);
    }

    @Test
    void aSubmitStandingOnASavedDraftThatCannotBeReadIsRefusedByTheApiToo() {
        Fixture f = premiumJobClaimed("api-bad-draft");
        EditedTranscript unreadable = EditedTranscript.of("Ask not [NO_SUCH_SOUND] what your country can do.");
        drafts.save(f.itemId, f.transcriber.id(), unreadable, appClock.instant(), null);

        assertThatThrownBy(() -> apiProcess.submit(f.transcriber, f.itemId, Optional.empty(), null))
                .isInstanceOf(TranscriptTextException.class);

        assertThat(queue.queued(PassWork.FINISH_SUBMITTED.getTaskName())).isEmpty();
        assertThat(drafts.find(f.itemId)).as("kept, for its author to mend").isPresent();
        assertThat(items.find(f.itemId).orElseThrow().state()).isEqualTo(WorkState.CLAIMED);
    }

    @Test
    void aSubmitWhoseItemWentToSomeoneElseMeanwhileIsLeftAlone() {
        Fixture f = premiumJobClaimed("api-lapsed");
        apiProcess.submit(f.transcriber, f.itemId, Optional.of(EditedTranscript.of("Ask not what your country can do.")), null);
        items.release(f.itemId, f.transcriber.id());

        queue.runDue();

        assertThat(jobs.findById(f.job).orElseThrow().status()).isEqualTo(JobStatus.REVIEWING);
        assertThat(elementLists.latestNamed(f.job, "FINAL", false)).isEmpty();
        assertThat(queue.queued(PassWork.FINISH_SUBMITTED.getTaskName())).as("done, not retried").isEmpty();
        assertThat(drafts.find(f.itemId)).as("kept for whoever takes the item next").isPresent();
    }

    private record Fixture(String job, String itemId, Account transcriber) {
    }

    /** A PREMIUM job whose machine pass heard only wrong words, its edit pass claimed by a transcriber. */
    private Fixture premiumJobClaimed(String name) {
        WrongMachinePass.script(speech);
        Account owner = newAccount();
        String job = newJobWithMedia(owner, name, media);
        transcribe(owner, job, Fidelity.PREMIUM);
        queue.runDue();
        WorkItem item = items.forJob(job).getFirst();
        Account transcriber = WrongMachinePass.transcriber(accounts, unique("transcriber"));
        workQueue.claim(transcriber, item.id());
        return new Fixture(job, item.id(), transcriber);
    }
}
