package dev.parlance.work;

import dev.parlance.account.Account;
import dev.parlance.job.JobTasks;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The work queue as a workforce member uses it: what they may take (the passes of their roles,
 * soonest due first, and what they hold), claiming an item, keeping the claim alive, letting it go.
 * A claim is exclusive: of two people claiming at once one gets it, the other a conflict. It lasts
 * {@code parlance.work.lease} after the claim, the last draft save or heartbeat; then the item is back
 * in the queue for anyone (checked whenever the queue is read or an item claimed, so no clock runs
 * for it), though its holder keeps working on it until someone else claims it.
 */
@Service
public class WorkQueue {
    /** The longest queue one answer lists. */
    public static final int MAX_LISTED = 500;

    private final WorkItemRepository items;
    private final JobTasks tasks;
    private final WorkProperties properties;
    private final Clock clock;

    WorkQueue(WorkItemRepository items, JobTasks tasks, WorkProperties properties, Clock clock) {
        this.items = items;
        this.tasks = tasks;
        this.properties = properties;
        this.clock = clock;
    }

    /** The items this person may take or holds, soonest due first. */
    public List<QueueEntry> visibleTo(Account me, int limit) {
        return items.visibleTo(me.id(), Pass.doableBy(me.roles()), clock.instant(), Math.clamp(limit, 1, MAX_LISTED));
    }

    /**
     * Claims the item, or renews the claim of its holder. Refused when someone else holds it, it is
     * done, or this person may not do it (not their role: as if it did not exist; the review of their
     * own edit: not allowed).
     */
    @Transactional
    public QueueEntry claim(Account me, String itemId) {
        Instant now = clock.instant();
        WorkItem item = visible(me, itemId);
        Instant lease = now.plus(properties.lease());
        if (item.heldBy(me.id(), now)) {
            items.renew(item.id(), me.id(), lease);
        } else if (!items.claim(item.id(), me.id(), Pass.doableBy(me.roles()), now, lease)) {
            WorkItem current = items.find(itemId).orElseThrow(() -> WorkException.notFound(itemId));
            throw current.state() == WorkState.DONE
                    ? new WorkException(WorkRefusal.CONFLICT, "Work item " + itemId + " is already done")
                    : new WorkException(WorkRefusal.CONFLICT, "Work item " + itemId + " was claimed by someone else");
        } else {
            tasks.progress(item.passTaskId(), JobJourney.describe(planned(item)) + ": in progress");
        }
        return items.entry(item.id()).orElseThrow(() -> WorkException.notFound(itemId));
    }

    /** Keeps the holder's claim alive (the editor sends one now and then while open). */
    @Transactional
    public QueueEntry heartbeat(Account me, String itemId) {
        WorkItem item = held(me, itemId);
        renew(me, item);
        return items.entry(item.id()).orElseThrow(() -> WorkException.notFound(itemId));
    }

    /** Puts the holder's item back in the queue; its draft stays for whoever takes it next. */
    @Transactional
    /** How long a claim lasts without a save or heartbeat: also how long the media links given with it live. */
    Duration lease() {
        return properties.lease();
    }

    public QueueEntry release(Account me, String itemId) {
        WorkItem item = held(me, itemId);
        if (!items.release(item.id(), me.id())) {
            throw WorkException.notHeld(itemId);
        }
        tasks.progress(item.passTaskId(), JobJourney.waiting(planned(item)));
        return items.entry(item.id()).orElseThrow(() -> WorkException.notFound(itemId));
    }

    /** Refuses (as {@link #held} does) unless this person holds the item now: its editor page opens for the holder alone. */
    public void requireHeld(Account me, String itemId) {
        held(me, itemId);
    }

    /**
     * The item, if this person holds it now (a lapsed claim still counts until someone else claims
     * the item): what loading, saving a draft and submitting need.
     */
    WorkItem held(Account me, String itemId) {
        WorkItem item = visible(me, itemId);
        if (item.state() != WorkState.CLAIMED || !me.id().equals(item.holderId())) {
            throw item.state() == WorkState.DONE
                    ? new WorkException(WorkRefusal.CONFLICT, "Work item " + itemId + " is already done")
                    : WorkException.notHeld(itemId);
        }
        return item;
    }

    /** Moves the holder's lease on; refused when the item is no longer theirs. */
    void renew(Account me, WorkItem item) {
        if (!items.renew(item.id(), me.id(), clock.instant().plus(properties.lease()))) {
            throw WorkException.notHeld(item.id());
        }
    }

    /**
     * The item, if this person may see it at all: a workforce pass of one of their roles, of a live
     * job. The review of their own edit is seen (it is in the operator's queue) but refused.
     */
    private WorkItem visible(Account me, String itemId) {
        WorkItem item = items.find(itemId).filter(i -> i.pass().byWorkforce() && i.pass().mayBeDoneBy(me.roles()))
                .orElseThrow(() -> WorkException.notFound(itemId));
        if (me.id().equals(item.excludedId())) {
            throw new WorkException(WorkRefusal.NOT_ALLOWED, item.forSomeoneElseThan("You"));
        }
        return item;
    }

    static PlannedPass planned(WorkItem item) {
        return new PlannedPass(item.pass(), item.iwpName());
    }
}
