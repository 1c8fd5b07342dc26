package dev.parlance.uplevel;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobAuthorized;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobService;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.RelationKind;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.media.MediaCopies;
import dev.parlance.work.JobJourney;
import dev.parlance.work.PassPlan;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

import java.time.Clock;
import java.time.Instant;

/**
 * uplevel: a Complete job is ordered to a higher fidelity as a new job, related to it (kind UPLEVEL),
 * made by {@link UpleveledJobs} with a copy of its media and its FINAL as the first version. The new
 * job goes straight to Reviewing, and the passes its text has not had open in the work queue,
 * starting with the first ({@link PassPlan.Uplevel}). From there it is a job like any other: its
 * passes store their versions, call back and complete it with FINAL.
 *
 * <p>When the owner's account requires the customer's authorization before work starts
 * ({@code require_customer_authorization_before_starting_workflow}), the new job waits in
 * Authorizing, as any job does, and its passes open when it is authorized.
 *
 * <p>A job is upleveled once: a second order names the job the first one made (uplevel that one for
 * more). The media is copied before the transaction (the local store links the file, so a long
 * media costs nothing); everything else, the leading job's row locked, in one transaction.
 */
@Service
public class Uplevels {
    private final JobAccess access;
    private final AccountRepository accounts;
    private final UpleveledJobs made;
    private final UplevelOrders orders;
    private final JobRepository jobs;
    private final JobRelations relations;
    private final JobTasks tasks;
    private final MediaCopies media;
    private final ElementListStore elementLists;
    private final JobJourney journey;
    private final TransactionTemplate tx;
    private final Clock clock;

    Uplevels(JobAccess access, AccountRepository accounts, UpleveledJobs made, UplevelOrders orders, JobRepository jobs,
             JobRelations relations, JobTasks tasks, MediaCopies media, ElementListStore elementLists, JobJourney journey,
             TransactionTemplate tx, Clock clock) {
        this.access = access;
        this.accounts = accounts;
        this.made = made;
        this.orders = orders;
        this.jobs = jobs;
        this.relations = relations;
        this.tasks = tasks;
        this.media = media;
        this.elementLists = elementLists;
        this.journey = journey;
        this.tx = tx;
        this.clock = clock;
    }

    public Upleveled order(Account caller, String jobId, UplevelRequest request) {
        Job leading = access.requireJob(caller, jobId);
        limited("requestor", request.requestor());
        limited("reference", request.reference());
        refuseUnlessUpleveable(leading);
        PassPlan.Uplevel uplevel = PassPlan.Uplevel.of(leading.fidelity(), request.captionImportAsFirstPass(),
                request.fidelity());
        String newJobId = Ids.newId();
        MediaCopies.Copy copy = media.prepare(leading.id(), newJobId);
        try {
            return tx.execute(status -> create(leading.id(), newJobId, uplevel, request, copy));
        } catch (RuntimeException e) {
            media.discard(copy);
            throw e;
        }
    }

    private Upleveled create(String leadingId, String newJobId, PassPlan.Uplevel uplevel, UplevelRequest request,
                             MediaCopies.Copy copy) {
        if (!jobs.lockLive(leadingId)) {
            throw ApiException.notFound("Job " + leadingId);
        }
        // Read again under the lock: a second uplevel of the job waits here, then sees the first.
        Job leading = jobs.findById(leadingId).orElseThrow(() -> ApiException.notFound("Job " + leadingId));
        refuseUnlessUpleveable(leading);
        Instant now = clock.instant();
        UpleveledJobs.Made job = made.make(leading, newJobId, uplevel, request, copy, now);
        String workflow = uplevel.workflow(job.options());
        boolean held = accounts.findById(leading.accountId()).map(a -> a.settings().requireAuthorization()).orElse(false);
        String requestTaskId = tasks.record(newJobId, TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.INPROGRESS,
                describe(leading.id(), workflow) + (held ? "; waiting for the customer's authorization" : ""));
        tasks.record(leading.id(), TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.COMPLETE,
                "Upleveled to " + uplevel.to() + " as job " + newJobId);
        UplevelOrders.Order order = new UplevelOrders.Order(newJobId, uplevel, job.start().id(), requestTaskId);
        orders.insert(order, now);
        if (!held) {
            start(order);
        }
        return new Upleveled(newJobId, workflow);
    }

    /**
     * An uplevel held for the customer's authorization starts when its job is authorized, in the
     * authorizing transaction (as a held perform_transcription does).
     */
    @EventListener
    void onAuthorized(JobAuthorized event) {
        jobs.findById(event.jobId()).filter(j -> j.status() == JobStatus.AUTHORIZING)
                .flatMap(j -> orders.find(j.id())).ifPresent(this::start);
    }

    /** The job goes to Reviewing and its first pass opens in the queue. */
    private void start(UplevelOrders.Order order) {
        Job job = jobs.findById(order.jobId()).orElseThrow();
        ElementListVersion start = elementLists.byId(job.id(), order.startVersionId()).orElseThrow();
        String leadingId = relations.leadingOf(job.id()).orElseThrow().leadingJobId();
        journey.upleveled(job, order.uplevel(), start, order.requestTaskId(),
                describe(leadingId, order.uplevel().workflow(job.options())));
    }

    /** What the new job's transcription task says while its passes are due. */
    private static String describe(String leadingJobId, String workflow) {
        return "Uplevel of job " + leadingJobId + ", " + workflow + "; starting from its FINAL";
    }

    /** Complete, and not upleveled before. The fidelity is {@link PassPlan.Uplevel}'s to judge. */
    private void refuseUnlessUpleveable(Job job) {
        if (job.status() != JobStatus.COMPLETE || job.fidelity() == null) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Job " + job.id() + " is " + job.status().label()
                    + "; only a Complete job can be upleveled (its FINAL transcript is where the new passes start)");
        }
        relations.madeFrom(job.id()).stream().filter(r -> r.kind() == RelationKind.UPLEVEL).findFirst().ifPresent(r -> {
            throw new ApiException(ErrorType.INVALID_QUERY, "Job " + job.id() + " was already upleveled, as job "
                    + r.relatedJobId() + "; uplevel that job for a higher fidelity (list_related shows the family)");
        });
    }

    private static void limited(String parameter, String value) {
        if (value != null && value.length() > JobService.MAX_TEXT) {
            throw ApiException.invalid(parameter, "longer than " + JobService.MAX_TEXT + " characters");
        }
    }
}
