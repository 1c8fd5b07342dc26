package dev.parlance.work;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.captions.align.AlignedToken;
import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.align.StretchAligner;
import dev.parlance.captions.align.TextPlace;
import dev.parlance.captions.align.TranscriptTextException;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.preview.CaptionPreview;
import dev.parlance.captions.preview.Preview;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.captions.transform.TextOptions;
import dev.parlance.deliverable.Deliverables;
import dev.parlance.deliverable.PlayableMedia;
import dev.parlance.description.SceneChanges;
import dev.parlance.guidelines.CustomGuidelines;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.elementlist.WordConfidences;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.system.ProcessRole;
import dev.parlance.system.ProcessorWork;
import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/**
 * Doing a held pass: loading it (the media, the text with times and confidences, the instructions),
 * saving drafts as the person types, and submitting: the text is aligned against the version the
 * pass started from (unchanged words keep their times), stored under the pass's IWP name, and the
 * next pass opens or the job completes. Customer approval does the same through its signed link
 * ({@link CustomerApprovals}).
 */
@Service
public class PassWork {
    /**
     * A saved draft: when, until when the claim now lasts (null for the customer's approval), and its
     * revision, which the next save names as the one it was typed on.
     */
    public record DraftSaved(Instant savedAt, Instant leaseUntil, int revision) {
    }

    /**
     * A submitted pass.
     *
     * @param nextPass  the pass that opened after it; null when the job completed
     * @param jobStatus the job's status now, as Job Info says it (Reviewing, or Complete)
     */
    public record Submitted(String iwpName, Pass nextPass, String jobStatus) {
        /** The next pass as people call it ("Review pass"); null when the job is complete. */
        @JsonProperty("nextPassLabel")
        public String nextPassLabel() {
            return nextPass == null ? null : nextPass.label();
        }
    }

    /** Names of queued work, stored in queued rows: never rename. */
    static final TaskDescriptor<SubmittedPass> FINISH_SUBMITTED = TaskDescriptor.of("finish-submitted-pass", SubmittedPass.class);
    private static final Logger log = LoggerFactory.getLogger(PassWork.class);

    private final WorkQueue queue;
    private final WorkItemRepository items;
    private final WorkDrafts drafts;
    private final JobRepository jobs;
    private final AccountRepository accounts;
    private final ElementListStore elementLists;
    private final Deliverables deliverables;
    private final JobJourney flow;
    private final AudioStretches audioStretches;
    private final CustomGuidelines guidelines;
    private final StartingVersions startingVersions;
    private final TranslationSources translationSources;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final boolean recognizesHere;
    private final ObjectProvider<SchedulerClient> scheduler;
    private final PreviewThrottle previews;
    private final PreviousPassChanges previousChanges;
    private final DescriberAids describerAids;
    private final ProcessorWork processors;

    PassWork(WorkQueue queue, WorkItemRepository items, WorkDrafts drafts, JobRepository jobs, AccountRepository accounts,
             ElementListStore elementLists, Deliverables deliverables, JobJourney flow, AudioStretches audioStretches,
             CustomGuidelines guidelines, StartingVersions startingVersions, TranslationSources translationSources,
             TransactionTemplate tx, Clock clock,
             ProcessRole role, ObjectProvider<SchedulerClient> scheduler, PreviousPassChanges previousChanges,
             DescriberAids describerAids, ProcessorWork processors) {
        this.describerAids = describerAids;
        this.processors = processors;
        this.previousChanges = previousChanges;
        this.queue = queue;
        this.items = items;
        this.drafts = drafts;
        this.jobs = jobs;
        this.accounts = accounts;
        this.elementLists = elementLists;
        this.deliverables = deliverables;
        this.flow = flow;
        this.audioStretches = audioStretches;
        this.guidelines = guidelines;
        this.startingVersions = startingVersions;
        this.translationSources = translationSources;
        this.tx = tx;
        this.clock = clock;
        this.previews = new PreviewThrottle(clock);
        // An api process never recognizes: a submitted pass's text is timed to the audio by a worker.
        this.recognizesHere = role.runsQueuedWork();
        // Resolved lazily: the scheduler bean depends on every queued-work bean, and one depends on us.
        this.scheduler = scheduler;
    }

    /** The held item with everything needed to do it; {@code baseUrl} is where the media link points. */
    public LoadedItem load(Account me, String itemId, String baseUrl) {
        return contentOf(queue.held(me, itemId), baseUrl);
    }

    /**
     * Saves the holder's text as typed (any text: a half-typed sound tag is fine) and renews the claim.
     *
     * @param basedOn the draft revision the text was typed on; null: save over whatever is saved
     * @throws WorkException {@link WorkRefusal#STALE} when a newer revision was saved since
     */
    public DraftSaved saveDraft(Account me, String itemId, DraftText text, Integer basedOn) {
        WorkItem item = queue.held(me, itemId);
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS); // as stored
        return tx.execute(status -> {
            queue.renew(me, item); // locks the item's row: two saves of one item run one after the other
            int revision = drafts.save(item.id(), me.id(), text, now, basedOn);
            return new DraftSaved(now, items.find(item.id()).map(WorkItem::leaseUntil).orElse(null), revision);
        });
    }

    /**
     * Submits the holder's pass with this text, or with the saved draft when none is sent, or
     * unchanged when there is neither (the text was right as it stood).
     *
     * @param basedOn the draft revision the text was typed on; null: whatever is saved
     * @throws TranscriptTextException when the text cannot be read (an unknown sound tag)
     * @throws WorkException {@link WorkRefusal#STALE} when a newer draft was saved since (another tab)
     */
    public Submitted submit(Account me, String itemId, Optional<EditedTranscript> text, Integer basedOn) {
        text.ifPresent(TranscriptLimits::check);
        WorkItem item = queue.held(me, itemId);
        drafts.requireCurrent(item.id(), basedOn);
        return finish(item, me.id(), text);
    }

    /**
     * The captions the holder's text will make, as the caption engine lays them out, checked against
     * the profile: read only (nothing saved, the claim not renewed: the autosave does that).
     *
     * @throws TranscriptTextException when the text cannot be read (a half-typed sound tag)
     */
    public Preview preview(Account me, String itemId, EditedTranscript text, QualityProfile profile) {
        TranscriptLimits.check(text);
        return previewOf(queue.held(me, itemId), text, profile);
    }

    Preview previewOf(WorkItem item, EditedTranscript text, QualityProfile profile) {
        return previews.run(item.id(), () -> previewNow(item, text, profile));
    }

    private Preview previewNow(WorkItem item, EditedTranscript text, QualityProfile profile) {
        Job job = liveJob(item);
        Starting starting = starting(item);
        return processors.run(() -> {
            // Aligned as submit aligns it, except that stretches that changed a lot are not looked for in
            // the audio (seconds of recognition, too slow to run as the person types): they keep their
            // interpolated times here and get their heard times at submit.
            Realignment.Result aligned = starting.align(text, job, null);
            // get_caption's default options: neither jobs nor accounts have caption options of their own.
            return new CaptionPreview(TextOptions.defaults(), LayoutOptions.defaults(), profile).preview(aligned.alignment(), text);
        });
    }

    LoadedItem contentOf(WorkItem item, String baseUrl) {
        Job job = liveJob(item);
        Starting starting = starting(item);
        Optional<Draft> draft = drafts.find(item.id());
        Shown shown = processors.run(() -> shown(starting, draft, job));
        var turns = shown.turns();
        String problem = shown.draftProblem();
        int[] mapped = shown.fromStarting();
        List<PreviousPassChanges.WordChange> changes = previousChanges
                .ofStartingVersion(item, new StartingVersions.Parsed(starting.list(), starting.confidences()))
                .map(c -> PreviousPassChanges.ofLoadedWords(c, mapped)).orElse(List.of());
        String accountNotes = accounts.findById(job.accountId()).map(a -> a.settings().defaultJobNotes()).orElse(null);
        Instructions instructions = Instructions.of(item.pass(), job, accountNotes, guidelines.of(job.id()).orElse(null));
        Optional<SourceText> source = translationSources.of(job, turns);
        return new LoadedItem(items.entry(item.id()).orElseThrow(() -> WorkException.notFound(item.id())), job,
                instructions, mediaOf(job, source.map(SourceText::jobId), baseUrl).orElse(null),
                starting.version().iwpName(), turns, draft.orElse(null), problem, source.orElse(null),
                items.sentBackComment(item.id()).orElse(null), changes, item.pass().describes() ? describerAids.context(job) : null,
                item.pass() == Pass.CUSTOMER_APPROVAL ? describerAids.description(job) : List.of());
    }

    /**
     * @param turns        what the editor shows: the draft timed against the starting version, or that version
     * @param draftProblem why the draft could not be timed; null when it could, or there is none
     * @param fromStarting for each of the draft's words, the starting word it took its time from; null without a timed draft
     */
    private record Shown(List<TimedTurns.Turn> turns, String draftProblem, int[] fromStarting) {
    }

    private static Shown shown(Starting starting, Optional<Draft> draft, Job job) {
        if (draft.isPresent()) {
            try {
                // A preview, on every load: stretches that changed a lot are looked for in the audio only at submit.
                Realignment.Result aligned = starting.align(draft.get().text(), job, null);
                return new Shown(TimedTurns.of(aligned.list(), aligned.confidences(), TimedTurns.PersonTimes.of(draft.get().text())),
                        null, aligned.alignment().timed().stream().mapToInt(AlignedToken::previousIndex).toArray());
            } catch (TranscriptTextException e) {
                return new Shown(TimedTurns.of(starting.list(), starting.confidences()), e.getMessage(), null);
            }
        }
        return new Shown(TimedTurns.of(starting.list(), starting.confidences()), null, null);
    }

    /**
     * A description read aloud as the voiced description will read it, for the describer holding the
     * item to hear before submitting: 16-bit mono WAV.
     */
    public byte[] voice(Account me, String itemId, String text) throws InterruptedException {
        return describerAids.voice(liveJob(queue.held(me, itemId)), text);
    }

    /** The scene changes of the held item's video, for a describer: where the picture changes. */
    public List<SceneChanges.Scene> scenes(Account me, String itemId) {
        return describerAids.scenes(liveJob(queue.held(me, itemId)));
    }

    /** The picture (JPEG) of one of the held item's scene changes. */
    public byte[] scenePicture(Account me, String itemId, int index) {
        return describerAids.scenePicture(liveJob(queue.held(me, itemId)), index);
    }

    /** The holder's media link again: the links given with an item live as long as a claim ({@link #mediaOf}). */
    public Optional<PlayableMedia> media(Account me, String itemId, String baseUrl) {
        return mediaOf(queue.held(me, itemId), baseUrl);
    }

    Optional<PlayableMedia> mediaOf(WorkItem item, String baseUrl) {
        Job job = liveJob(item);
        return mediaOf(job, translationSources.parentOf(job), baseUrl);
    }

    /**
     * The media a person plays, by links that live as long as a claim ({@code parlance.work.lease}):
     * a link outlives its holder's claim by at most that, and the editor asks for a fresh one when
     * its link runs out. A translation plays its parent's media, which it shares; the parent's own
     * link serves if the child's is not ready.
     */
    private Optional<PlayableMedia> mediaOf(Job job, Optional<String> parentJobId, String baseUrl) {
        Duration validity = queue.lease();
        return deliverables.playable(job.id(), baseUrl, validity)
                .or(() -> parentJobId.flatMap(parent -> deliverables.playable(parent, baseUrl, validity)));
    }

    Submitted finish(WorkItem item, String holderId, Optional<EditedTranscript> text) {
        Job job = liveJob(item);
        Starting starting = starting(item);
        Optional<EditedTranscript> edited = text.or(() -> drafts.find(item.id()).map(Draft::text));
        ElementList list = starting.list();
        WordConfidences confidences = starting.confidences();
        if (edited.isPresent()) {
            // A translation is not what was said, nor is a description: their changed stretches keep
            // interpolated times rather than being looked for in the audio.
            boolean notSpoken = translationSources.parentOf(job).isPresent() || item.pass().describes();
            if (!notSpoken && !recognizesHere) {
                return handToAWorker(item, holderId, job, starting, edited.get());
            }
            // The slow part, outside any transaction: no row is locked while the text is aligned and
            // the stretches that changed a lot are looked for in the audio.
            Realignment.Result aligned = processors.run(() -> {
                try (AudioStretches.Session audio = notSpoken ? null : audioStretches.forJob(job)) {
                    return starting.align(edited.get(), job, audio);
                }
            });
            list = aligned.list();
            confidences = aligned.confidences();
        }
        ElementList result = list;
        WordConfidences resultConfidences = confidences;
        boolean done = Boolean.TRUE.equals(tx.execute(status -> {
            if (!flow.passDone(item, holderId, job, result, resultConfidences)) {
                return false;
            }
            drafts.delete(item.id());
            return true;
        }));
        if (!done) {
            throw new WorkException(WorkRefusal.CONFLICT, "Work item " + item.id()
                    + " is no longer yours to submit (it was done, released or given to someone else)");
        }
        Job after = jobs.findById(job.id()).orElse(job);
        Pass next = flow.planOf(job).at(item.step() + 1).map(PlannedPass::pass).orElse(null);
        return new Submitted(item.iwpName(), next, after.status().label());
    }

    /**
     * In an api process: checks the text (a bad one is refused now, as anywhere), keeps it as the
     * item's draft and queues finish-submitted-pass, which a worker runs at once: it times the text
     * to the audio and stores the pass as {@link #finish} does in a process that recognizes. The
     * item stays with its holder meanwhile (a lapsed claim counts until someone else claims it), so
     * the answer names the pass that comes next and the job's status as it still is.
     */
    private Submitted handToAWorker(WorkItem item, String holderId, Job job, Starting starting, EditedTranscript text) {
        processors.run(() -> starting.align(text, job, null)); // the text sent, or the saved draft a submit without one stands on
        tx.executeWithoutResult(status -> {
            drafts.save(item.id(), holderId, text, clock.instant().truncatedTo(ChronoUnit.MICROS), null);
            scheduler.getObject().scheduleIfNotExists(FINISH_SUBMITTED.instance(item.id())
                    .data(new SubmittedPass(item.id(), holderId)).scheduledTo(clock.instant()));
        });
        Pass next = flow.planOf(job).at(item.step() + 1).map(PlannedPass::pass).orElse(null);
        return new Submitted(item.iwpName(), next, job.status().label());
    }

    /**
     * finish-submitted-pass, on a worker: the pass {@link #handToAWorker} queued, finished from its
     * draft. Nothing to do when the job went on without it (the item done, given to someone else,
     * the job deleted); the draft then stays for whoever holds the item next.
     */
    void finishSubmitted(SubmittedPass submitted) {
        Optional<WorkItem> item = items.find(submitted.itemId())
                .filter(i -> i.state() == WorkState.CLAIMED && submitted.holderId().equals(i.holderId()));
        if (item.isEmpty()) {
            log.info("Submitted pass of work item {} left alone: the item is no longer held by its submitter", submitted.itemId());
            return;
        }
        try {
            finish(item.get(), submitted.holderId(), Optional.empty());
        } catch (WorkException | TranscriptTextException e) {
            // Nothing a retry would change: the item is someone else's now, or its draft was changed
            // to a text that cannot be read since the submit checked it; its holder sees why in the editor.
            log.info("Submitted pass of work item {} left alone: {}", submitted.itemId(), e.getMessage());
        }
    }

    private Job liveJob(WorkItem item) {
        return jobs.findById(item.jobId()).filter(j -> j.status() == JobStatus.REVIEWING || item.state() == WorkState.DONE)
                .orElseThrow(() -> new WorkException(WorkRefusal.CONFLICT, "The job of work item " + item.id()
                        + " is no longer waiting for this pass"));
    }

    /** The version a pass starts from, with its words' confidences (null when none are known). */
    private record Starting(ElementListVersion version, ElementList list, WordConfidences confidences) {
        /** A person's text, timed against this version, within the job's media ({@code audio}: see {@link Realignment}). */
        Realignment.Result align(EditedTranscript text, Job job, StretchAligner audio) {
            long mediaMillis = job.mediaLengthSeconds() == null ? list.endTime() : Math.round(job.mediaLengthSeconds() * 1000);
            return Realignment.align(list, confidences, text, mediaMillis, audio);
        }
    }

    private Starting starting(WorkItem item) {
        ElementListVersion version = elementLists.byId(item.jobId(), item.sourceVersionId())
                .orElseThrow(() -> new IllegalStateException("Work item " + item.id() + " has lost its starting version"));
        StartingVersions.Parsed parsed = startingVersions.of(version);
        return new Starting(version, parsed.list(), parsed.confidences());
    }
}
