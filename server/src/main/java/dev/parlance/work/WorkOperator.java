package dev.parlance.work;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.Role;
import dev.parlance.job.JobTasks;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The operator's view of the work (ADMIN only): every pass not done, soonest due first, who holds
 * what and until when, what is overdue; and reassigning an item to a person (or back to the queue),
 * whoever holds it. The previous holder's next save or submit is then refused.
 */
@Service
public class WorkOperator {
    private final WorkItemRepository items;
    private final AccountRepository accounts;
    private final JobTasks tasks;
    private final WorkProperties properties;
    private final Clock clock;

    WorkOperator(WorkItemRepository items, AccountRepository accounts, JobTasks tasks, WorkProperties properties,
                 Clock clock) {
        this.items = items;
        this.accounts = accounts;
        this.tasks = tasks;
        this.properties = properties;
        this.clock = clock;
    }

    public List<QueueEntry> overview(Account admin, int limit) {
        requireAdmin(admin);
        return items.unfinished(Math.clamp(limit, 1, WorkQueue.MAX_LISTED));
    }

    /**
     * Gives a workforce item to the named person, with a fresh lease, or back to the queue when
     * {@code username} is empty. The person must be active, hold a role of the pass, and not be
     * excluded from it (the editor, for the review).
     */
    @Transactional
    public QueueEntry reassign(Account admin, String itemId, Optional<String> username) {
        requireAdmin(admin);
        WorkItem item = items.find(itemId).filter(i -> i.pass().byWorkforce())
                .orElseThrow(() -> WorkException.notFound(itemId));
        if (item.state() == WorkState.DONE) {
            throw new WorkException(WorkRefusal.CONFLICT, "Work item " + itemId + " is already done");
        }
        Instant now = clock.instant();
        String holder = null;
        if (username.isPresent()) {
            Account person = accounts.findByUsername(username.get()).filter(a -> !a.isDisabled())
                    .orElseThrow(() -> new WorkException(WorkRefusal.INVALID, "No active person named " + username.get()));
            if (!item.pass().mayBeDoneBy(person.roles())) {
                throw new WorkException(WorkRefusal.INVALID, person.username() + " does not have a role for the "
                        + item.pass().label().toLowerCase(java.util.Locale.ROOT) + " (" + item.pass().roles() + ")");
            }
            if (person.id().equals(item.excludedId())) {
                throw new WorkException(WorkRefusal.INVALID, item.forSomeoneElseThan(person.username()));
            }
            holder = person.id();
        }
        if (!items.assign(item.id(), holder, now, now.plus(properties.lease()))) {
            throw new WorkException(WorkRefusal.CONFLICT, "Work item " + itemId + " was finished meanwhile");
        }
        PlannedPass planned = WorkQueue.planned(item);
        tasks.progress(item.passTaskId(), holder == null ? JobJourney.waiting(planned) : JobJourney.describe(planned) + ": in progress");
        return items.entry(item.id()).orElseThrow(() -> WorkException.notFound(itemId));
    }

    private static void requireAdmin(Account account) {
        if (!account.hasRole(Role.ADMIN)) {
            throw new WorkException(WorkRefusal.NOT_ALLOWED, "Only an operator (ADMIN) sees the whole queue and reassigns work");
        }
    }
}
