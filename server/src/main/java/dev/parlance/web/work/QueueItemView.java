package dev.parlance.web.work;

import dev.parlance.job.Languages;
import dev.parlance.work.QueueEntry;
import dev.parlance.work.WorkItem;

import java.time.Instant;

/**
 * A work item as the queue lists it.
 *
 * @param passLabel  the pass as people call it ("Translation review pass"); {@code pass} is its name in the API
 * @param state      OPEN (anyone with the role may claim it, a lapsed claim included) or CLAIMED
 * @param heldByMe   whether the caller holds it now
 * @param leaseUntil when the caller's claim lapses; null when it is not theirs
 */
public record QueueItemView(String id, String pass, String passLabel, String iwpName, String state, boolean heldByMe,
                            Instant leaseUntil, Instant dueAt, boolean overdue, JobSummary job) {

    /**
     * What the queue shows of the job: enough to choose, nothing of the customer.
     *
     * @param language  the job's language code (a translation's: its target's)
     * @param languages the languages as people read them: "English", or "English → Spanish" for a translation
     */
    public record JobSummary(String id, String name, String fidelity, String language, String languages, Double mediaSeconds) {
        static JobSummary of(QueueEntry e) {
            String shownIn = e.targetLanguage() != null ? e.targetLanguage() : e.language();
            return new JobSummary(e.item().jobId(), e.jobName() == null ? "" : e.jobName(),
                    e.fidelity() == null ? null : e.fidelity().name(), shownIn, Languages.pair(e.language(), shownIn),
                    e.mediaSeconds());
        }
    }

    static QueueItemView of(QueueEntry e, String me, Instant now) {
        WorkItem item = e.item();
        boolean mine = item.heldBy(me, now);
        return new QueueItemView(item.id(), item.pass().name(), item.pass().label(), item.iwpName(),
                item.takeableAt(now) ? "OPEN" : item.state().name(), mine, mine ? item.leaseUntil() : null,
                item.dueAt(), item.overdueAt(now), JobSummary.of(e));
    }
}
