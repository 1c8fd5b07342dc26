package dev.parlance.translation;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.translate.SentenceTranslation;
import dev.parlance.elementlist.ElementListBuilder;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.job.Job;
import dev.parlance.job.JobRelation;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskType;
import dev.parlance.media.MediaCopies;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.queue.StepOutcome;
import dev.parlance.work.JobJourney;
import dev.parlance.work.PassPlan;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import java.time.Duration;
import java.util.Optional;

/**
 * The machine translation pass of a translation child: the parent's FINAL, cut into sentences,
 * translated by Apertium and timed on the source sentences' spans ({@code captions.translate}),
 * stored as the child's MECHANICAL version through {@link JobJourney}. A MECHANICAL child is then
 * complete (the same text is FINAL, the FINAL callback fires, billing counts it); a PREMIUM or
 * PROFESSIONAL child goes to Reviewing and its first translator pass opens ({@link JobJourney}). The
 * parent's media is linked to the child first (before the transaction: the local store links, it
 * does not copy). Translating takes no lock; storing happens in one transaction that first moves the
 * child out of Pending, so of two runs (a revived one) only one stores.
 */
@Component
class MachineTranslationStep {
    private static final Logger log = LoggerFactory.getLogger(MachineTranslationStep.class);
    /** A parent without its FINAL yet (a run queued early): looked at again this much later. */
    private static final Duration NOT_YET = Duration.ofMinutes(1);

    private final JobRepository jobs;
    private final JobRelations relations;
    private final JobTasks tasks;
    private final ElementListStore elementLists;
    private final ApertiumPairs pairs;
    private final Apertium apertium;
    private final MediaRepository media;
    private final MediaCopies mediaCopies;
    private final JobJourney journey;
    private final TransactionTemplate tx;

    MachineTranslationStep(JobRepository jobs, JobRelations relations, JobTasks tasks, ElementListStore elementLists,
                           ApertiumPairs pairs, Apertium apertium, MediaRepository media, MediaCopies mediaCopies,
                           JobJourney journey, TransactionTemplate tx) {
        this.jobs = jobs;
        this.relations = relations;
        this.tasks = tasks;
        this.elementLists = elementLists;
        this.pairs = pairs;
        this.apertium = apertium;
        this.media = media;
        this.mediaCopies = mediaCopies;
        this.journey = journey;
        this.tx = tx;
    }

    StepOutcome run(TranslationTask task) {
        Optional<Job> waiting = jobs.findById(task.jobId()).filter(j -> j.status() == JobStatus.PENDING);
        Optional<String> parentId = relations.leadingOf(task.jobId()).map(JobRelation::leadingJobId);
        if (waiting.isEmpty() || parentId.isEmpty()) {
            return StepOutcome.DONE; // deleted, or translated by an earlier run
        }
        Job child = waiting.get();
        Optional<ElementListVersion> fin = elementLists.latestNamed(parentId.get(), PassPlan.FINAL, false);
        if (fin.isEmpty()) {
            return new StepOutcome.Later(NOT_YET);
        }
        Job parent = jobs.findById(parentId.get()).orElse(null);
        if (parent == null) {
            failed(task, "the job it translates (" + parentId.get() + ") was deleted");
            return StepOutcome.DONE;
        }
        LanguagePair pair = pairs.require(parent.language(), child.targetLanguage(), "target_language");
        ElementList source = elementLists.load(fin.get());
        SentenceTranslation cut = SentenceTranslation.of(source);
        ElementList translated = cut.translated(apertium.translate(pair, cut.sentences()),
                ElementListBuilder.localeForm(child.targetLanguage()));
        Optional<MediaCopies.Copy> copy = media.find(child.id()).isPresent() ? Optional.empty()
                : media.find(parent.id()).filter(m -> m.state() == MediaState.STORED)
                .map(m -> mediaCopies.prepare(parent.id(), child.id()));
        boolean stored;
        try {
            stored = Boolean.TRUE.equals(tx.execute(status -> store(child.id(), parent, translated, copy,
                    pair.label() + ", " + cut.sentences().size() + " sentences")));
        } catch (RuntimeException e) {
            copy.ifPresent(mediaCopies::discard);
            throw e;
        }
        if (!stored) {
            copy.ifPresent(mediaCopies::discard);
        }
        return StepOutcome.DONE;
    }

    private boolean store(String childId, Job parent, ElementList translated, Optional<MediaCopies.Copy> copy,
                          String summary) {
        if (!journey.started(childId)) {
            return false;
        }
        copy.ifPresent(c -> mediaCopies.attach(childId, c));
        jobs.setMediaLength(childId, parent.mediaLengthSeconds() != null ? parent.mediaLengthSeconds()
                : translated.endTime() / 1000.0);
        Job child = jobs.findById(childId).orElseThrow();
        String taskId = tasks.latestOfType(childId, TaskType.JOB_PERFORM_TRANSCRIPTION).orElseThrow();
        return journey.machinePassDone(child, taskId, new JobJourney.MachinePass(translated, null,
                "Translation complete (machine translation, " + summary + ")",
                "Machine translation complete (" + summary + "); waiting for the translators"));
    }

    /** Translation given up: the child ends in Media Failure with the reason, readable in Job Info. */
    void failed(TranslationTask task, String reason) {
        tx.executeWithoutResult(status -> {
            if (journey.failed(task.jobId(), null, "translation failed: " + reason, "Translation failed: " + reason)) {
                log.info("Translation job {} failed: {}", task.jobId(), reason);
            }
        });
    }
}
