package dev.parlance.deliverable.burnin;

import dev.parlance.deliverable.Deliverable;
import dev.parlance.deliverable.DeliverableProperties;
import dev.parlance.deliverable.DeliverableKind;
import dev.parlance.deliverable.DeliverableRepository;
import dev.parlance.deliverable.DeliverableRequests;
import dev.parlance.deliverable.DeliverableState;
import dev.parlance.deliverable.Deliverables;
import dev.parlance.deliverable.Flavour;
import dev.parlance.account.Account;
import dev.parlance.account.AccountAccess;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import dev.parlance.notification.Mailer;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * burn_in_caption: queues the video with the job's captions drawn in (one per transcript version,
 * shared by every request for it) and records who gets the link. The request is answered at once;
 * the e-mail follows when the video is ready, or at once when it already is. Recorded in the job's
 * Tasks as a JOB_GET_CAPTION entry that completes when the e-mail is queued.
 */
@Service
public class BurnIns {
    private final JobAccess access;
    private final Deliverables deliverables;
    private final DeliverableRequests requests;
    private final DeliverableRepository rows;
    private final BurnInRequests burnIns;
    private final BurnInMailer mailer;
    private final ElementListStore elementLists;
    private final JobTasks tasks;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final AccountAccess accounts;
    private final int emailsPerDay;

    BurnIns(JobAccess access, Deliverables deliverables, DeliverableRequests requests, DeliverableRepository rows,
            BurnInRequests burnIns, BurnInMailer mailer, ElementListStore elementLists, JobTasks tasks,
            TransactionTemplate tx, Clock clock, AccountAccess accounts, DeliverableProperties properties) {
        this.accounts = accounts;
        this.emailsPerDay = properties.burnInEmailsPerDay();
        this.access = access;
        this.deliverables = deliverables;
        this.requests = requests;
        this.rows = rows;
        this.burnIns = burnIns;
        this.mailer = mailer;
        this.elementLists = elementLists;
        this.tasks = tasks;
        this.tx = tx;
        this.clock = clock;
    }

    /**
     * @param sendTo  send_to_email; absent means the caller's own address
     * @return the task id of the request's entry in the job's Tasks
     */
    public String request(Account caller, String jobId, Optional<String> sendTo) {
        Job job = access.requireJob(caller, jobId);
        String to = Mailer.requireAddress(sendTo.or(() -> Optional.ofNullable(caller.email()))
                .filter(s -> !s.isBlank())
                .orElseThrow(() -> new ApiException(ErrorType.MISSING_PARAMETER,
                        "Missing required parameter: send_to_email (the account has no e-mail address to default to)")),
                "send_to_email");
        if (!accounts.isOwnAddress(caller, to)) {
            // The service's mail server must not carry a customer's message to any address they name.
            throw new ApiException(ErrorType.INVALID_QUERY, "send_to_email must be the e-mail address of this account or"
                    + " of one of its sub-accounts (as their holders set it); " + to + " is neither");
        }
        if (burnIns.countForAccountSince(job.accountId(), clock.instant().minus(Duration.ofDays(1))) >= emailsPerDay) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Burned-in videos are e-mailed at most " + emailsPerDay
                    + " times a day for one account's jobs; try again later");
        }
        if (job.status() != JobStatus.COMPLETE) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Job " + job.id() + " has no completed transcription (status "
                    + job.status().label() + "); its captions cannot be burned in yet");
        }
        ElementListVersion version = elementLists.latest(job.id(), false).orElseThrow(() ->
                new ApiException(ErrorType.ITEM_NOT_FOUND, "Job " + job.id() + " has no transcript to caption"));
        deliverables.requireStoredMedia(job.id(), Flavour.MP4);
        return tx.execute(status -> {
            // Under the job's lock, like the task's completion: the request sees READY, or the completion sees the request.
            if (!rows.lockLiveJob(job.id())) {
                throw ApiException.notFound("Job " + jobId);
            }
            Deliverable d = requests.ensure(job.id(), DeliverableKind.BURNED_IN, Flavour.MP4, version.id(), BurnInQueuedWork.BURN_IN);
            if (d.state() == DeliverableState.UNPRODUCIBLE) {
                throw new ApiException(ErrorType.ITEM_NOT_FOUND, "The captions of job " + job.id()
                        + " cannot be burned in: " + d.failureReason());
            }
            String taskId = tasks.record(job.id(), TaskType.JOB_GET_CAPTION, TaskStatus.INPROGRESS,
                    "Burning the captions into the media; a download link will be e-mailed to " + to);
            var request = new BurnInRequests.BurnInRequest(Ids.newId(), job.id(), d.id(), to, taskId);
            burnIns.insert(request, clock.instant());
            if (d.state() == DeliverableState.READY) {
                mailer.sendLink(request, d);
            }
            return taskId;
        });
    }
}
