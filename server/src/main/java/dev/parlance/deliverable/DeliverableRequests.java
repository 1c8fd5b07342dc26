package dev.parlance.deliverable;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import dev.parlance.media.MediaStore;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import java.time.Clock;
import java.util.Optional;

/**
 * Asking for a generated file: the existing row when there is one, otherwise a new PENDING row and
 * its queued work, in the same transaction (under a lock on the job row, so two requests at once
 * queue one production, and none survives the job's deletion). A FAILED row, or a READY one whose
 * file has gone, is queued again.
 */
@Component
public class DeliverableRequests {
    private final DeliverableRepository deliverables;
    private final MediaStore store;
    private final ObjectProvider<SchedulerClient> scheduler;
    private final TransactionTemplate tx;
    private final Clock clock;

    DeliverableRequests(DeliverableRepository deliverables, MediaStore store, ObjectProvider<SchedulerClient> scheduler,
                        TransactionTemplate tx, Clock clock) {
        this.deliverables = deliverables;
        this.store = store;
        // Resolved lazily: the scheduler bean depends on every queued-work bean.
        this.scheduler = scheduler;
        this.tx = tx;
        this.clock = clock;
    }

    /** The row for this file, queuing its production when needed. */
    public Deliverable ensure(String jobId, DeliverableKind kind, Flavour flavour, long sourceVersion,
                       TaskDescriptor<DeliverableWork> work) {
        Optional<Deliverable> existing = deliverables.find(jobId, kind, flavour, sourceVersion);
        if (existing.isPresent() && !needsWork(existing.get())) {
            return existing.get();
        }
        return tx.execute(status -> {
            if (!deliverables.lockLiveJob(jobId)) {
                throw ApiException.notFound("Job " + jobId);
            }
            Optional<Deliverable> current = deliverables.find(jobId, kind, flavour, sourceVersion);
            if (current.isEmpty()) {
                String id = Ids.newId();
                deliverables.insertPending(id, jobId, kind, flavour, sourceVersion, clock.instant());
                schedule(work, id);
            } else if (needsWork(current.get()) && deliverables.requeue(current.get().id(), current.get().state())) {
                schedule(work, current.get().id());
            }
            return deliverables.find(jobId, kind, flavour, sourceVersion).orElseThrow();
        });
    }

    private boolean needsWork(Deliverable d) {
        return d.state() == DeliverableState.FAILED
                || (d.state() == DeliverableState.READY && !store.exists(d.storageKey()));
    }

    private void schedule(TaskDescriptor<DeliverableWork> work, String deliverableId) {
        scheduler.getObject().scheduleIfNotExists(work.instance(deliverableId)
                .data(new DeliverableWork(deliverableId)).scheduledTo(clock.instant()));
    }

    /**
     * The row if its file is ready; otherwise the v1 error saying why not: still being produced
     * (with how far it got), or why it cannot be.
     */
    public static Deliverable requireReady(Deliverable d) {
        String what = capitalized(d.describe());
        return switch (d.state()) {
            case READY -> d;
            case PENDING -> throw new ApiException(ErrorType.ITEM_NOT_FOUND, what + " is being produced ("
                    + d.progressPercent() + "% done); ask again in a little while");
            case FAILED -> throw new ApiException(ErrorType.ITEM_NOT_FOUND, what + " could not be produced ("
                    + d.failureReason() + "); ask again to retry");
            case UNPRODUCIBLE -> throw new ApiException(ErrorType.ITEM_NOT_FOUND, what + " cannot be produced: "
                    + d.failureReason());
        };
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
