package dev.parlance.deliverable.narration;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.deliverable.Deliverable;
import dev.parlance.deliverable.DeliverableFile;
import dev.parlance.deliverable.DeliverableKind;
import dev.parlance.deliverable.DeliverableRequests;
import dev.parlance.deliverable.DeliverableState;
import dev.parlance.deliverable.Deliverables;
import dev.parlance.deliverable.Flavour;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import org.springframework.stereotype.Service;

import java.util.Optional;

/**
 * download_media with text_to_speech: the job's audio description when it has one, else its FINAL
 * transcript, spoken by espeak-ng along the media's timeline, as the flavour (mp4: the speech over
 * a plain picture). Made on demand, like the flavours: the first request queues it.
 */
@Service
public class Narrations {
    private static final String FINAL = "FINAL";

    private final JobAccess access;
    private final ElementListStore elementLists;
    private final DeliverableRequests requests;
    private final Deliverables deliverables;

    Narrations(JobAccess access, ElementListStore elementLists, DeliverableRequests requests, Deliverables deliverables) {
        this.access = access;
        this.elementLists = elementLists;
        this.requests = requests;
        this.deliverables = deliverables;
    }

    public DeliverableFile download(Account caller, String jobId, Flavour flavour) {
        Job job = access.requireJob(caller, jobId);
        return deliverables.attachment(job, requested(job, flavour));
    }

    /**
     * How far the voiced media is made, in percent, while it is being made (its making queued now if
     * it was not); empty once it is ready, or when it cannot be made ({@link #download} then says why).
     */
    public Optional<Integer> progressOf(Account caller, String jobId, Flavour flavour) {
        Deliverable d = requested(access.requireJob(caller, jobId), flavour);
        return d.state() == DeliverableState.PENDING ? Optional.of(d.progressPercent()) : Optional.empty();
    }

    private Deliverable requested(Job job, Flavour flavour) {
        ElementListVersion source = elementLists.latest(job.id(), true)
                .or(() -> elementLists.latestNamed(job.id(), FINAL, false))
                .orElseThrow(() -> new ApiException(ErrorType.ITEM_NOT_FOUND, "Job " + job.id()
                        + " has no final transcript to speak yet (status " + job.status().label() + ")"));
        return requests.ensure(job.id(), DeliverableKind.SPEECH, flavour, source.id(), NarrationQueuedWork.SYNTHESIZE);
    }
}
