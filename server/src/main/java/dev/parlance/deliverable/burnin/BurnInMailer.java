package dev.parlance.deliverable.burnin;

import dev.parlance.deliverable.Deliverable;
import dev.parlance.deliverable.DeliverableKind;
import dev.parlance.deliverable.DeliverableListener;
import dev.parlance.deliverable.DeliverableProperties;
import dev.parlance.notification.Mailer;
import dev.parlance.job.Job;
import dev.parlance.job.JobDeleted;
import dev.parlance.job.JobRepository;
import dev.parlance.system.ServiceAddress;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.media.MediaLinks;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

import java.time.Clock;
import java.time.Instant;

/**
 * Tells the burn_in_caption requesters how their burn-in ended: a signed, expiring download link
 * (never the video itself as an attachment: videos outgrow every mailbox), or the reason there is
 * none. Runs in the transaction that records the ending, so the e-mail is queued exactly when the
 * result is saved.
 */
@Component
class BurnInMailer implements DeliverableListener {
    private final BurnInRequests requests;
    private final JobRepository jobs;
    private final JobTasks tasks;
    private final Mailer mailer;
    private final MediaLinks links;
    private final DeliverableProperties properties;
    private final Clock clock;
    private final ServiceAddress serviceAddress;

    BurnInMailer(BurnInRequests requests, JobRepository jobs, JobTasks tasks, Mailer mailer, MediaLinks links,
                 DeliverableProperties properties, Clock clock, ServiceAddress serviceAddress) {
        this.serviceAddress = serviceAddress;
        this.requests = requests;
        this.jobs = jobs;
        this.tasks = tasks;
        this.mailer = mailer;
        this.links = links;
        this.properties = properties;
        this.clock = clock;
    }

    @Override
    public void ready(Deliverable d) {
        if (d.kind() != DeliverableKind.BURNED_IN) {
            return;
        }
        requests.waitingFor(d.id()).forEach(r -> sendLink(r, d));
    }

    @Override
    public void gaveUp(Deliverable d, String reason) {
        if (d.kind() != DeliverableKind.BURNED_IN) {
            return;
        }
        Job job = jobs.findById(d.jobId()).orElse(null);
        for (BurnInRequests.BurnInRequest r : requests.waitingFor(d.id())) {
            if (job != null) {
                mailer.queue(BurnInMessages.failed(job, r.sendTo(), reason));
            }
            requests.finish(r.id(), BurnInRequests.State.FAILED);
            tasks.finish(r.taskId(), TaskStatus.FAILED, "Burning in the captions failed: " + reason);
        }
    }

    /** Queues the link e-mail of one request for a READY burn-in. */
    void sendLink(BurnInRequests.BurnInRequest r, Deliverable d) {
        Job job = jobs.findById(d.jobId()).orElse(null);
        if (job == null) {
            return;
        }
        Instant expires = clock.instant().plus(properties.emailLinkValidity());
        String link = links.link(MediaLinks.Purpose.DELIVERABLE, serviceAddress.forEmail(), job.id(), d.id(),
                properties.emailLinkValidity());
        mailer.queue(BurnInMessages.ready(job, r.sendTo(), link, expires));
        requests.finish(r.id(), BurnInRequests.State.MAILED);
        tasks.finish(r.taskId(), TaskStatus.COMPLETE, "Captions burned in; download link e-mailed to " + r.sendTo());
    }

    @TransactionalEventListener(phase = TransactionPhase.BEFORE_COMMIT, fallbackExecution = true)
    void forget(JobDeleted event) {
        requests.deleteForJob(event.jobId());
    }
}
