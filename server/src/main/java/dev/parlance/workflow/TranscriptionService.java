package dev.parlance.workflow;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.guidelines.CustomGuidelines;
import dev.parlance.job.CallbackUrls;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobAuthorized;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.RelationKind;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.job.TranscriptionOptions;
import dev.parlance.job.TranscriptionSettings;
import dev.parlance.job.Turnaround;
import dev.parlance.media.Media;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.speech.SpeechRecognizers;
import dev.parlance.system.ParlanceProperties;
import dev.parlance.transcript.ImportedTranscripts;
import dev.parlance.translation.TranslationOrders;
import dev.parlance.work.PassPlan;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * perform_transcription: checks the typed request against the job (its state, language, media,
 * and custom guidelines, which the option custom_special_handling must acknowledge) and the callback URL's host, stores it on the job, orders a translation
 * child for each target language other than the job's own (not on the sandbox, which completes
 * the job itself with its sample and offers no related jobs) and starts the pipeline, or
 * leaves the job in Authorizing when the owner's settings require the customer's authorization
 * first (then {@link JobAuthorized} starts it).
 */
@Service
public class TranscriptionService {
    private final JobAccess jobAccess;
    private final JobRepository jobs;
    private final JobTasks tasks;
    private final AccountRepository accounts;
    private final MediaRepository media;
    private final ImportedTranscripts importedTranscripts;
    private final SpeechRecognizers recognizers;
    private final Pipeline pipeline;
    private final CallbackUrls callbackUrls;
    private final CustomGuidelines guidelines;
    private final JobRelations relations;
    private final TranslationOrders translations;
    private final Clock clock;
    private final boolean sandbox;

    TranscriptionService(JobAccess jobAccess, JobRepository jobs, JobTasks tasks, AccountRepository accounts,
                         MediaRepository media, ImportedTranscripts importedTranscripts, SpeechRecognizers recognizers,
                         Pipeline pipeline, CallbackUrls callbackUrls, CustomGuidelines guidelines, JobRelations relations,
                         TranslationOrders translations, Clock clock, ParlanceProperties properties) {
        this.jobAccess = jobAccess;
        this.jobs = jobs;
        this.tasks = tasks;
        this.accounts = accounts;
        this.media = media;
        this.importedTranscripts = importedTranscripts;
        this.recognizers = recognizers;
        this.pipeline = pipeline;
        this.callbackUrls = callbackUrls;
        this.guidelines = guidelines;
        this.relations = relations;
        this.translations = translations;
        this.clock = clock;
        this.sandbox = properties.sandbox();
    }

    /** Returns the JOB_PERFORM_TRANSCRIPTION task id. */
    @Transactional
    public String request(Account caller, String jobId, TranscriptionRequest request) {
        Job job = jobAccess.requireJob(caller, jobId);
        String callbackUrl = request.callbackUrl() == null ? null : callbackUrls.require(request.callbackUrl());

        if (job.status() != JobStatus.AUTHORIZING || jobs.transcriptionRequestedAt(job.id()).isPresent()) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Transcription was already requested for job " + job.id()
                    + " (status " + job.status().label() + ")");
        }
        checkLanguage(job.language(), request.fidelity(), importedTranscripts.find(job.id()).isPresent());
        // The sandbox transcribes nothing: it completes every job with its sample, media or not.
        Optional<Media> m = media.find(job.id()).filter(x -> x.state() != MediaState.FAILED);
        if (m.isEmpty() && !sandbox) {
            throw new ApiException(ErrorType.INVALID_QUERY,
                    "Job " + job.id() + " has no media; add media before requesting transcription");
        }

        Fidelity fidelity = fidelityOf(job, request.fidelity());
        Instant now = clock.instant();
        // Not named in the request: as job/modify left them (priority, turnaround_hours), else the defaults.
        Turnaround turnaround = request.turnaround() != null ? request.turnaround()
                : Turnaround.of(job.priority(), job.turnaroundHours() == null ? null : job.turnaroundHours().longValue());
        TranscriptionOptions options = request.options();
        PassPlan.check(options);
        if (guidelines.exist(job.id()) && !options.bool("custom_special_handling")) {
            throw new ApiException(ErrorType.INVALID_OPTION, "Job " + job.id() + " has custom guidelines"
                    + " (add_custom_guidelines); request its transcription with the option custom_special_handling"
                    + " set to true, so that the transcribers follow them");
        }
        String notes = options.text("notes");
        var settings = new TranscriptionSettings(fidelity, turnaround.priority(), turnaround.hours(),
                now.plus(turnaround.duration()), callbackUrl, options,
                targetsBesides(request.targetLanguages(), job.language()),
                request.standardProduct(), notes == null || notes.isEmpty() ? null : notes, request.baseUrl());
        if (!jobs.recordTranscriptionRequest(job.id(), settings, now)) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Transcription was already requested for job " + job.id());
        }
        if (!sandbox && settings.targetLanguage() != null) {
            // Each target becomes a translation child, waiting for this job's FINAL; a target without an
            // installed pair refuses the whole request (this transaction stores nothing).
            translations.order(jobs.findById(job.id()).orElseThrow(), List.of(settings.targetLanguage().split(",")));
        }
        boolean waitForAuthorization = needsAuthorization(job, fidelity);
        String taskId = tasks.record(job.id(), TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.INPROGRESS,
                waitForAuthorization ? "Waiting for the customer's authorization"
                        : !sandbox && m.get().state() == MediaState.PENDING ? "Waiting for the media download" : "Queued");
        if (!waitForAuthorization) {
            pipeline.start(job.id(), taskId);
        }
        return taskId;
    }

    /**
     * Refuses, before anything is created, translation targets a job in {@code language} could not
     * be translated into (perform_transcription's {@code target_language}, which would refuse them later).
     */
    public void checkTargets(String language, List<String> targets) {
        if (!sandbox) {
            translations.checkedTargets(language, targets, "target_language");
        }
    }

    /**
     * MECHANICAL is speech recognition, and is refused in a language this server cannot recognize,
     * naming those it can; people (PREMIUM, PROFESSIONAL) and an imported transcript (EXTERNAL, or
     * MECHANICAL on a job with one) work in any language: the transcriber then starts from an
     * empty transcript, or the import's own text.
     */
    public void checkLanguage(String language, Fidelity fidelity, boolean imported) {
        boolean machineOnly = fidelity == Fidelity.MECHANICAL && !imported;
        if (machineOnly && !recognizers.supports(language)) {
            throw new ApiException(ErrorType.INVALID_QUERY, "MECHANICAL transcription of language '" + language
                    + "' is not offered by this server: it recognizes speech in " + String.join(", ", recognizers.languages())
                    + ". PREMIUM and PROFESSIONAL (done by people) and imported transcripts work in any language");
        }
    }

    /**
     * The fidelity the job gets. A job with an imported transcript ordered MECHANICAL or EXTERNAL has
     * its transcript timed to the media, and reports EXTERNAL (compat-notes: the fidelity of
     * imported transcripts; billed as MECHANICAL); ordered PREMIUM or PROFESSIONAL, the timed
     * transcript is the first draft of the human passes. EXTERNAL without a transcript has nothing
     * to time.
     */
    private Fidelity fidelityOf(Job job, Fidelity requested) {
        boolean imported = importedTranscripts.find(job.id()).isPresent();
        if (requested == Fidelity.EXTERNAL && !imported) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Job " + job.id() + " has no imported transcript: fidelity "
                    + "EXTERNAL times a transcript added with add_transcript to the media. Add one first, or order "
                    + "MECHANICAL, PREMIUM or PROFESSIONAL");
        }
        return imported && requested == Fidelity.MECHANICAL ? Fidelity.EXTERNAL : requested;
    }

    /**
     * A request that waited for authorization starts when the job is authorized. An uplevel's job
     * waits for it too, but has no machine pass to run: its own room starts it.
     */
    @EventListener
    void onAuthorized(JobAuthorized event) {
        jobs.findById(event.jobId())
                .filter(j -> j.status() == JobStatus.AUTHORIZING && j.fidelity() != null)
                .filter(j -> relations.leadingOf(j.id()).filter(r -> r.kind() == RelationKind.UPLEVEL).isEmpty())
                .ifPresent(j -> tasks.latestOfType(j.id(), TaskType.JOB_PERFORM_TRANSCRIPTION)
                        .ifPresent(taskId -> pipeline.start(j.id(), taskId)));
    }

    private boolean needsAuthorization(Job job, Fidelity fidelity) {
        if (job.authorizedAt() != null) {
            return false;
        }
        var settings = accounts.findById(job.accountId()).orElseThrow().settings();
        return settings.requireAuthorization()
                && (!machineOnly(fidelity) || settings.requireAuthorizationMechanical());
    }

    /** No person works on the job: the account's setting for mechanical jobs decides, for imports too. */
    private static boolean machineOnly(Fidelity fidelity) {
        return fidelity == Fidelity.MECHANICAL || fidelity == Fidelity.EXTERNAL;
    }

    /** The target codes as stored (comma-separated), without the job's own language; null when none remain. */
    private static String targetsBesides(List<String> codes, String jobLanguage) {
        List<String> targets = codes.stream().filter(code -> !code.equals(jobLanguage)).toList();
        return targets.isEmpty() ? null : String.join(",", targets);
    }
}
