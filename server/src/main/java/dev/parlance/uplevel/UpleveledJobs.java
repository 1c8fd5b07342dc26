package dev.parlance.uplevel;

import dev.parlance.captions.model.ElementList;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.guidelines.CustomGuidelines;
import dev.parlance.job.Job;
import dev.parlance.job.JobFactory;
import dev.parlance.job.JobRelation;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobTasks;
import dev.parlance.job.Priority;
import dev.parlance.job.RelationKind;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.job.TranscriptionOptions;
import dev.parlance.job.TranscriptionSettings;
import dev.parlance.job.Turnaround;
import dev.parlance.media.MediaCopies;
import dev.parlance.work.PassPlan;
import org.springframework.stereotype.Component;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Makes an uplevel's new job, in the caller's transaction: the leading job's name, language,
 * external id, notes, options (with the uplevel's speaker_id), callback URL and expected speakers;
 * the uplevel's requestor, reference and priority (else the leading job's), due that priority's
 * turnaround from now; the relation to the leading job; the copied media, with its length, and a
 * copy of the custom guidelines; the new fidelity as its transcription request; and, as its first
 * ElementList version, the leading job's FINAL. The job is left in Authorizing: starting it is
 * {@link Uplevels}'s.
 */
@Component
class UpleveledJobs {
    /** The job made, with the version its first pass starts from and the options it has. */
    record Made(String jobId, ElementListVersion start, TranscriptionOptions options) {
    }

    private final JobRepository jobs;
    private final JobRelations relations;
    private final JobTasks tasks;
    private final MediaCopies media;
    private final CustomGuidelines guidelines;
    private final ElementListStore elementLists;

    UpleveledJobs(JobRepository jobs, JobRelations relations, JobTasks tasks, MediaCopies media, CustomGuidelines guidelines,
                  ElementListStore elementLists) {
        this.jobs = jobs;
        this.relations = relations;
        this.tasks = tasks;
        this.media = media;
        this.guidelines = guidelines;
        this.elementLists = elementLists;
    }

    Made make(Job leading, String newJobId, PassPlan.Uplevel uplevel, UplevelRequest request, MediaCopies.Copy copy,
              Instant now) {
        TranscriptionOptions options = options(leading, request);
        Turnaround turnaround = Turnaround.of(request.priority() != null ? request.priority()
                : leading.priority() != null ? leading.priority() : Priority.STANDARD, null);
        jobs.insert(JobFactory.upleveledFrom(leading, newJobId, request.requestor(), request.reference(), now));
        tasks.record(newJobId, TaskType.JOB_CREATED, TaskStatus.COMPLETE, "Uplevel of job " + leading.id());
        relations.add(new JobRelation(newJobId, leading.id(), RelationKind.UPLEVEL, now));
        media.attach(newJobId, copy);
        guidelines.copy(leading.id(), newJobId);
        if (leading.mediaLengthSeconds() != null) {
            jobs.setMediaLength(newJobId, leading.mediaLengthSeconds());
        }
        jobs.recordTranscriptionRequest(newJobId, new TranscriptionSettings(uplevel.to(), turnaround.priority(),
                turnaround.hours(), now.plus(turnaround.duration()), leading.callbackUrl(),
                options, null, leading.standardProduct(), null,
                request.baseUrl() != null ? request.baseUrl() : jobs.baseUrl(leading.id()).orElse(null)), now);
        return new Made(newJobId, startingVersion(leading, newJobId), options);
    }

    /** The leading job's options, with speaker identification as the uplevel says when it says. */
    private static TranscriptionOptions options(Job leading, UplevelRequest request) {
        Map<String, Object> values = new LinkedHashMap<>(leading.options().values());
        if (request.speakerId() != null) {
            values.put("speaker_id", request.speakerId());
        }
        return new TranscriptionOptions(values);
    }

    /**
     * The leading job's FINAL, stored as the new job's first version under the name of the pass
     * that made that text (MECHANICAL for a machine transcript, PREMIUM for an edited one...), with
     * the words' confidences when they were kept.
     */
    private ElementListVersion startingVersion(Job leading, String newJobId) {
        ElementListVersion fin = elementLists.latestNamed(leading.id(), PassPlan.FINAL, false)
                .orElseThrow(() -> new ApiException(ErrorType.INVALID_QUERY, "Job " + leading.id() + " has no FINAL transcript"));
        List<ElementListVersion> made = elementLists.versions(leading.id()).stream()
                .filter(v -> !v.audioDescription() && !v.iwpName().equalsIgnoreCase(PassPlan.FINAL)
                        && !v.version().isAfter(fin.version()))
                .toList();
        String name = made.isEmpty() ? "MECHANICAL" : made.getLast().iwpName();
        ElementList text = elementLists.load(fin);
        return elementLists.save(newJobId, name, false, text, elementLists.wordConfidences(fin).orElse(null));
    }
}
