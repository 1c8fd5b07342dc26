package dev.parlance.work;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.captions.model.ElementList;
import dev.parlance.common.Ids;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.elementlist.WordConfidences;
import dev.parlance.job.Job;
import dev.parlance.job.JobFailed;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobRepository;
import dev.parlance.job.RelationKind;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.job.TranscriptionOptions;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * A job's journey, from queued to complete or failed, and the one place it moves: the only caller of
 * {@link JobRepository#transition}, and the only place a pass starts or ends. The journey is the
 * same for every kind of job: queued (perform_transcription, a translation child waiting for its
 * parent), started by a worker, the machine pass done (recognition, import, machine translation,
 * the sandbox's sample), then the human passes of the job's {@link PassPlan} one after the other
 * (an uplevel's job starts at the first it has not had), completed, or failed. A new product is a
 * pass in the plan, not a new path here.
 *
 * <p>After the machine pass the first human pass opens; a finished pass stores its version and
 * opens the next, or, when it was the last, completes the job (Reviewing to Complete, FINAL,
 * callbacks). Everything here runs in the caller's transaction, so a pass's result and what follows
 * it commit together; each caller keeps its own transaction.
 *
 * <p>Due dates: the job's due date (perform_transcription's priority and turnaround) is shared out
 * among the workforce passes still ahead, evenly over the time left, so a PROFESSIONAL job's edit is
 * due half-way and its review at the job's due date. The customer's approval takes the job's due date
 * for display only: the customer's time is not the workforce's to lose.
 */
@Component
public class JobJourney {
    /** The machine pass's version name (IWP). */
    public static final String MECHANICAL = "MECHANICAL";
    /** Stored in queued rows: never rename. */
    static final TaskDescriptor<WorkItemDue> ITEM_DUE = TaskDescriptor.of("work-item-due", WorkItemDue.class);
    /** A job without a stored due date (one from before due dates were kept) gets the STANDARD turnaround. */
    private static final Duration DEFAULT_TURNAROUND = Duration.ofHours(48);

    private final WorkItemRepository items;
    private final JobRepository jobs;
    private final JobRelations relations;
    private final JobTasks tasks;
    private final PassResults results;
    private final ApprovalRequests approvals;
    private final ObjectProvider<SchedulerClient> scheduler;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    JobJourney(WorkItemRepository items, JobRepository jobs, JobRelations relations, JobTasks tasks, PassResults results,
               ApprovalRequests approvals, ObjectProvider<SchedulerClient> scheduler, ApplicationEventPublisher events,
               Clock clock) {
        this.items = items;
        this.jobs = jobs;
        this.relations = relations;
        this.tasks = tasks;
        this.results = results;
        this.approvals = approvals;
        // Resolved lazily: the scheduler bean depends on every queued-work bean.
        this.scheduler = scheduler;
        this.events = events;
        this.clock = clock;
    }

    /**
     * The job's work is queued (Authorizing to Pending): perform_transcription, its authorization
     * where the account requires one, a translation child made waiting for its parent's FINAL.
     * False when the job was not in Authorizing (queued already, deleted).
     */
    public boolean queued(String jobId) {
        return jobs.transition(jobId, JobStatus.AUTHORIZING, JobStatus.PENDING);
    }

    /**
     * A worker starts the machine pass (Pending to In Process); the first start is the job's
     * StartDate. False when the job was not Pending (another run started it, it failed, deleted).
     */
    public boolean started(String jobId) {
        if (!jobs.transition(jobId, JobStatus.PENDING, JobStatus.IN_PROCESS)) {
            return false;
        }
        jobs.markStarted(jobId, clock.instant());
        return true;
    }

    /**
     * What a machine pass made: the text, the recognizer's confidences (null: none), what the
     * transcription task says when the job completes with it, and what it says while the human passes
     * wait (null: the text completes the job whatever its plan, as the sandbox's sample does).
     */
    public record MachinePass(ElementList list, WordConfidences confidences, String completedInfo, String waitingInfo) {
        public boolean endsTheJob() {
            return waitingInfo == null;
        }
    }

    /**
     * The machine pass is done: its text is stored as MECHANICAL. A job whose plan ends here is
     * Complete (the same text becomes FINAL, callbacks, billing); one with human passes (PREMIUM,
     * PROFESSIONAL, translators, customer approval) goes to Reviewing and its first pass opens. The
     * status change comes first: it locks the job's row, so of two runs that finish at once only one
     * stores. False when this run was not the one (the job had left In Process).
     */
    public boolean machinePassDone(Job job, String requestTaskId, MachinePass pass) {
        boolean done = pass.endsTheJob() || !planOf(job).hasHumanPasses();
        if (!jobs.transition(job.id(), JobStatus.IN_PROCESS, done ? JobStatus.COMPLETE : JobStatus.REVIEWING)) {
            return false;
        }
        ElementListVersion mechanical = results.stored(job, MECHANICAL, pass.list(), pass.confidences());
        if (done) {
            results.completed(job, requestTaskId, pass.list(), pass.confidences(), pass.completedInfo());
        } else {
            tasks.progress(requestTaskId, pass.waitingInfo());
            open(job, 1, mechanical, requestTaskId);
        }
        return true;
    }

    /**
     * The job cannot go on (Pending or In Process to Media Failure): the reason is kept for Job Info,
     * the transcription task ends failed with {@code taskInfo}, and {@link JobFailed} tells the jobs
     * waiting for this one's transcript (its translations). False when the job had left those
     * statuses (deleted, finished, failed already).
     *
     * @param requestTaskId the transcription task; null: the job's latest
     */
    public boolean failed(String jobId, String requestTaskId, String reason, String taskInfo) {
        Job job = jobs.findById(jobId).orElse(null);
        if (job == null || (job.status() != JobStatus.PENDING && job.status() != JobStatus.IN_PROCESS)
                || !jobs.transition(jobId, job.status(), JobStatus.MEDIA_FAILURE)) {
            return false;
        }
        jobs.setFailureReason(jobId, reason);
        Optional.ofNullable(requestTaskId).or(() -> tasks.latestOfType(jobId, TaskType.JOB_PERFORM_TRANSCRIPTION))
                .ifPresent(taskId -> tasks.finish(taskId, TaskStatus.FAILED, taskInfo));
        events.publishEvent(new JobFailed(jobId, reason));
        return true;
    }

    /**
     * An uplevel's job starts its passes (Authorizing to Reviewing: no machine work): the first it
     * has not had ({@link PassPlan.Uplevel#firstStep}) opens from {@code start}, the leading job's
     * FINAL as stored in the new job. False when the job was not in Authorizing.
     */
    public boolean upleveled(Job job, PassPlan.Uplevel uplevel, ElementListVersion start, String requestTaskId,
                             String taskInfo) {
        if (!jobs.transition(job.id(), JobStatus.AUTHORIZING, JobStatus.REVIEWING)) {
            return false;
        }
        jobs.markStarted(job.id(), clock.instant());
        tasks.progress(requestTaskId, taskInfo);
        open(job, uplevel.firstStep(), start, requestTaskId);
        return true;
    }

    /** The job's plan: a translation child's ({@link PassPlan#translation}) when it was made as one. */
    public PassPlan planOf(Job job) {
        TranscriptionOptions options = job.options();
        boolean translation = relations.leadingOf(job.id()).filter(r -> r.kind() == RelationKind.TRANSLATION).isPresent();
        return translation ? PassPlan.translation(job.fidelity(), options) : PassPlan.of(job.fidelity(), options);
    }

    /**
     * Opens the plan's pass at {@code step}, starting from {@code source}, or from the job's latest
     * version of the other kind when the pass works on the other list ({@link PassResults#startOf}).
     */
    private WorkItem open(Job job, int step, ElementListVersion source, String requestTaskId) {
        PlannedPass planned = planOf(job).at(step).orElseThrow();
        Pass pass = planned.pass();
        long sourceVersionId = results.startOf(job, pass, source).id();
        Instant now = clock.instant();
        String excluded = Optional.ofNullable(pass.notByTheDoerOf()).flatMap(earlier -> doerOf(job.id(), earlier)).orElse(null);
        boolean byCustomer = pass == Pass.CUSTOMER_APPROVAL;
        String taskId = tasks.record(job.id(), pass.taskType(), TaskStatus.INPROGRESS, waiting(planned));
        WorkItem item = new WorkItem(Ids.newId(), job.id(), step, pass, planned.iwpName(),
                byCustomer ? WorkState.CLAIMED : WorkState.OPEN, byCustomer ? job.accountId() : null, null,
                dueAt(job, step, now), excluded, sourceVersionId, requestTaskId, taskId, now, byCustomer ? now : null, null, null);
        items.insert(item);
        if (byCustomer) {
            approvals.requested(job, item);
        } else {
            scheduler.getObject().scheduleIfNotExists(ITEM_DUE.instance(item.id()).data(new WorkItemDue(item.id()))
                    .scheduledTo(item.dueAt()));
        }
        return item;
    }

    /**
     * The customer sent the text back from the approval page: the approval is done (its task says so,
     * with the comment), and the pass before it opens again on the text the customer was shown, the
     * comment with it; when that pass is done the approval opens again and the customer gets a new
     * link. Empty when the approval was no longer waiting (approved or sent back meanwhile).
     *
     * @throws WorkException {@link WorkRefusal#INVALID} when no workforce pass comes before the approval
     */
    Optional<WorkItem> sentBack(WorkItem approval, Job job, String comment) {
        // The customer approves the transcript: it goes back to the last pass on the transcript, past
        // any describer's pass (which follows again, on the corrected dialogue).
        int backStep = approval.step() - 1;
        while (backStep > 1 && planOf(job).at(backStep).map(p -> p.pass().describes()).orElse(false)) {
            backStep--;
        }
        PlannedPass back = planOf(job).at(backStep).filter(p -> p.pass().byWorkforce() && !p.pass().describes())
                .orElseThrow(() -> new WorkException(WorkRefusal.INVALID, "This job has no transcriber's pass to send the text back"
                        + " to (it was transcribed by machine only): correct it here, then approve it"));
        if (!items.finish(approval.id(), approval.holderId(), clock.instant())) {
            return Optional.empty();
        }
        tasks.finish(approval.passTaskId(), TaskStatus.COMPLETE, "Customer approval: sent back to the "
                + back.pass().label().toLowerCase(java.util.Locale.ROOT) + ": " + comment);
        ElementListVersion shown = results.version(job, approval.sourceVersionId());
        WorkItem opened = open(job, backStep, shown, approval.requestTaskId());
        items.sentBack(opened.id(), comment);
        return Optional.of(opened);
    }

    /**
     * Who did the pass for this job; for an uplevel's job that did not have the pass itself, who did
     * it for the job it was upleveled from (the edit of a PREMIUM job, when its uplevel to
     * PROFESSIONAL adds the review).
     */
    private Optional<String> doerOf(String jobId, Pass pass) {
        Optional<String> doer = items.forJob(jobId).stream().filter(i -> i.pass() == pass && i.doneBy() != null)
                .reduce((first, later) -> later).map(WorkItem::doneBy);
        if (doer.isPresent()) {
            return doer;
        }
        return relations.leadingOf(jobId).filter(r -> r.kind() == RelationKind.UPLEVEL)
                .flatMap(r -> doerOf(r.leadingJobId(), pass));
    }

    private Instant dueAt(Job job, int step, Instant now) {
        Instant jobDue = job.dueAt() != null ? job.dueAt() : job.createdAt().plus(DEFAULT_TURNAROUND);
        int ahead = planOf(job).workforcePassesFrom(step);
        if (ahead <= 1 || !jobDue.isAfter(now)) {
            return jobDue;
        }
        return now.plus(Duration.between(now, jobDue).dividedBy(ahead));
    }

    /**
     * The holder's pass is done with this text: stored under the pass's IWP name, then the next pass
     * opens or the job completes. False when the item was no longer the holder's to finish (released,
     * reassigned, already done), and then nothing changed.
     */
    boolean passDone(WorkItem item, String holderId, Job job, ElementList list, WordConfidences confidences) {
        if (!items.finish(item.id(), holderId, clock.instant())) {
            return false;
        }
        PlannedPass planned = new PlannedPass(item.pass(), item.iwpName());
        boolean describes = item.pass().describes();
        ElementListVersion stored = describes ? results.storedDescription(job, item.iwpName(), list)
                : results.stored(job, item.iwpName(), list, confidences);
        tasks.finish(item.passTaskId(), TaskStatus.COMPLETE, describe(planned) + ": done");
        Optional<PlannedPass> next = planOf(job).at(item.step() + 1);
        if (next.isPresent()) {
            WorkItem opened = open(job, item.step() + 1, stored, item.requestTaskId());
            if (next.get().pass().describes()) {
                // A send-back corrects the dialogue first; what the customer said may be about the description too.
                items.sentBackComment(item.id()).ifPresent(comment -> items.sentBack(opened.id(), comment));
            }
        } else {
            // FINAL is the transcript; the description becomes final beside it (PassResults.completed).
            StartingVersions.Parsed transcript = describes ? results.transcript(job)
                    : new StartingVersions.Parsed(list, confidences);
            complete(job, item.requestTaskId(), transcript.list(), transcript.confidences(), "Transcription complete after the "
                    + describe(planned).substring(0, 1).toLowerCase(java.util.Locale.ROOT) + describe(planned).substring(1));
        }
        return true;
    }

    /**
     * The job completes (Reviewing to Complete) with this text as FINAL; any pass still open is
     * closed. False when the job was not in Reviewing any more (deleted, completed meanwhile).
     */
    boolean complete(Job job, String requestTaskId, ElementList list, WordConfidences confidences, String taskInfo) {
        if (!jobs.transition(job.id(), JobStatus.REVIEWING, JobStatus.COMPLETE)) {
            return false;
        }
        items.closeUnfinished(job.id(), clock.instant());
        results.completed(job, requestTaskId, list, confidences, taskInfo);
        return true;
    }

    /** What Job Info says while a pass waits: "Edit pass (PREMIUM): waiting for a transcriber". */
    static String waiting(PlannedPass planned) {
        if (planned.pass() == Pass.CUSTOMER_APPROVAL) {
            return "Waiting for the customer's approval";
        }
        String who = String.join(" or ", planned.pass().roles().stream().sorted()
                .map(r -> "a " + r.name().toLowerCase(java.util.Locale.ROOT)).toList());
        return describe(planned) + ": waiting for " + who;
    }

    static String describe(PlannedPass planned) {
        return planned.pass() == Pass.CUSTOMER_APPROVAL ? planned.pass().label()
                : planned.pass().label() + " (" + planned.iwpName() + ")";
    }
}
