package dev.parlance.work;

import dev.parlance.captions.model.ElementList;
import dev.parlance.description.DescriptionDraft;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.elementlist.WordConfidences;
import dev.parlance.intelligence.MediaIntelligence;
import dev.parlance.job.Job;
import dev.parlance.job.JobCompleted;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TranscriptionOptions;
import dev.parlance.notification.Callbacks;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import java.time.Clock;

/**
 * What a finished pass leaves behind, whoever did it (the machine, a person, the customer): its
 * ElementList version under its IWP name, with the {@code return_iwp} callback when the customer
 * asked for that name; and after the last pass, the same text as FINAL, the job's completion time,
 * the transcription task closed, the FINAL callback and {@link JobCompleted} (billing). Runs in the
 * caller's transaction, after the caller's status move, so all of it commits together or not at all.
 */
@Component
public class PassResults {
    private final JobRepository jobs;
    private final JobTasks tasks;
    private final ElementListStore elementLists;
    private final Callbacks callbacks;
    private final ApplicationEventPublisher events;
    private final Clock clock;
    private final MediaIntelligence intelligence;

    PassResults(JobRepository jobs, JobTasks tasks, ElementListStore elementLists, Callbacks callbacks,
                ApplicationEventPublisher events, Clock clock, MediaIntelligence intelligence) {
        this.intelligence = intelligence;
        this.jobs = jobs;
        this.tasks = tasks;
        this.elementLists = elementLists;
        this.callbacks = callbacks;
        this.events = events;
        this.clock = clock;
    }

    /** Stores a pass's version; calls back when the job's {@code return_iwp} lists its name. */
    public ElementListVersion stored(Job job, String iwpName, ElementList list, WordConfidences confidences) {
        ElementListVersion version = elementLists.save(job.id(), iwpName, false, withIntelligence(job, iwpName, list), confidences);
        if (job.options().list("return_iwp").contains(iwpName)) {
            callbacks.schedule(job, version);
        }
        return version;
    }

    /**
     * Stores a describer's pass: a version of the job's audio description under the pass's IWP name.
     * No callback: {@code return_iwp} names versions of the transcript.
     */
    ElementListVersion storedDescription(Job job, String iwpName, ElementList description) {
        return elementLists.save(job.id(), iwpName, true, description);
    }

    /**
     * The version a pass starts from: {@code given} when it is of the pass's kind (description or
     * transcript), else the job's latest of that kind, so a describer after the transcript's passes
     * starts from the description, and the customer's approval after a describer from the transcript.
     * A description pass on a job without a description yet (an uplevel's job, whose leading job's
     * description stays with it) starts from an empty one.
     */
    ElementListVersion startOf(Job job, Pass pass, ElementListVersion given) {
        if (given.audioDescription() == pass.describes()) {
            return given;
        }
        return elementLists.latest(job.id(), pass.describes()).orElseGet(() -> {
            ElementList transcript = elementLists.load(latestTranscript(job));
            return elementLists.save(job.id(), JobJourney.MECHANICAL, true, DescriptionDraft.empty(transcript));
        });
    }

    ElementListVersion version(Job job, long versionId) {
        return elementLists.byId(job.id(), versionId)
                .orElseThrow(() -> new IllegalStateException("Job " + job.id() + " has lost version " + versionId));
    }

    /** The job's latest transcript version (not its description). */
    ElementListVersion latestTranscript(Job job) {
        return elementLists.latest(job.id(), false)
                .orElseThrow(() -> new IllegalStateException("Job " + job.id() + " has no transcript version"));
    }

    /** The job's latest transcript with its words' confidences (null when none are known). */
    StartingVersions.Parsed transcript(Job job) {
        ElementListVersion version = latestTranscript(job);
        return new StartingVersions.Parsed(elementLists.load(version), elementLists.wordConfidences(version).orElse(null));
    }

    /**
     * The version with keywords and topics when the job's {@code generate_media_intelligence_iwp}
     * names it; without them otherwise (a version made from one that had them does not keep them).
     */
    private ElementList withIntelligence(Job job, String iwpName, ElementList list) {
        if (job.options().list("generate_media_intelligence_iwp").contains(iwpName)) {
            return intelligence.added(list);
        }
        if (list.keywords().isEmpty() && list.topics().isEmpty()) {
            return list;
        }
        return new ElementList(list.version(), list.startTime(), list.endTime(), list.language(), list.segments(),
                list.speakers(), null, null);
    }

    /**
     * After the caller moved the job to Complete: FINAL saved, the transcription task (the one
     * perform_transcription recorded) finished with {@code taskInfo}, the FINAL callback queued,
     * billing told.
     */
    public ElementListVersion completed(Job job, String requestTaskId, ElementList list, WordConfidences confidences,
                                        String taskInfo) {
        ElementListVersion fin = elementLists.save(job.id(), PassPlan.FINAL, false,
                withIntelligence(job, PassPlan.FINAL, list), confidences);
        // The audio description, when the job has one, is final with the dialogue.
        elementLists.latest(job.id(), true).filter(d -> !d.iwpName().equals(PassPlan.FINAL))
                .ifPresent(d -> elementLists.save(job.id(), PassPlan.FINAL, true, elementLists.load(d)));
        jobs.markCompleted(job.id(), clock.instant());
        tasks.finish(requestTaskId, TaskStatus.COMPLETE, taskInfo);
        callbacks.schedule(job, fin);
        events.publishEvent(new JobCompleted(job.id()));
        return fin;
    }
}
