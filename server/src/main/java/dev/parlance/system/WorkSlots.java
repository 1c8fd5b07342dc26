package dev.parlance.system;

import dev.parlance.queue.WorkKind;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * The running queued work of this process, counted by kind and by account, and the two rules a run
 * must pass to start: its kind is below its limit, and its account is below its share of that limit,
 * or beyond it only while no other account's work of the kind waits and never into the kind's last
 * free slot. That last rule is what keeps a newcomer from waiting behind an early account: nothing
 * is taken back from running work (a download would lose its bytes), so one slot stays free for
 * whoever comes next. Work of no account (e-mail, a deleted job's leftovers) counts against its
 * kind alone.
 */
final class WorkSlots {
    /** Whether a run may start, and if not, which rule held it back. */
    enum Verdict {
        RUN, KIND_FULL, ACCOUNT_SHARE
    }

    private final Map<WorkKind, Integer> limits;
    private final double accountShare;
    private final Map<WorkKind, Integer> running = new EnumMap<>(WorkKind.class);
    private final Map<WorkKind, Map<String, Integer>> runningByAccount = new EnumMap<>(WorkKind.class);

    WorkSlots(Map<WorkKind, Integer> limits, double accountShare) {
        this.limits = Map.copyOf(limits);
        this.accountShare = accountShare;
    }

    /** The most runs of a kind one account holds while others wait: its share of the limit, at least one. */
    int accountLimit(WorkKind kind) {
        return Math.max(1, (int) Math.floor(accountShare * limits.get(kind)));
    }

    /**
     * Takes a slot of {@code kind} for {@code account} (null: no account) if the rules allow.
     * {@code othersWait} is asked only when the account is at its share.
     */
    synchronized Verdict tryStart(WorkKind kind, String account, BooleanSupplier othersWait) {
        if (running.getOrDefault(kind, 0) >= limits.get(kind)) {
            return Verdict.KIND_FULL;
        }
        Map<String, Integer> byAccount = runningByAccount.computeIfAbsent(kind, k -> new HashMap<>());
        if (account != null && byAccount.getOrDefault(account, 0) >= accountLimit(kind)
                && (running.getOrDefault(kind, 0) + 1 >= limits.get(kind) || othersWait.getAsBoolean())) {
            return Verdict.ACCOUNT_SHARE;
        }
        running.merge(kind, 1, Integer::sum);
        if (account != null) {
            byAccount.merge(account, 1, Integer::sum);
        }
        return Verdict.RUN;
    }

    /** Gives back a slot taken by {@link #tryStart}. */
    synchronized void finish(WorkKind kind, String account) {
        running.merge(kind, -1, Integer::sum);
        if (account != null) {
            runningByAccount.get(kind).computeIfPresent(account, (a, n) -> n == 1 ? null : n - 1);
        }
    }

    synchronized int running(WorkKind kind) {
        return running.getOrDefault(kind, 0);
    }
}
