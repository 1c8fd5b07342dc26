package dev.parlance.system;

import dev.parlance.queue.WorkKind;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.time.Duration;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * How a process shares its workers ({@code PARLANCE_WORKERS}) between kinds of queued work and
 * between accounts ({@code parlance.queue.*}, env {@code PARLANCE_QUEUE_*}). Each kind runs at most
 * its limit at once in the process; an account runs at most {@code accountShare} of a kind's limit
 * (at least one), and more only while no other account's work of that kind waits, leaving the
 * kind's last slot free. Work held back waits {@code holdBack} and is picked again, costing no retry.
 *
 * @param downloads     media_url downloads at once
 * @param processing    recognition and the other processor-bound steps at once; 0: one less than
 *                      the workers (at least one), so one worker is always left for the other kinds
 * @param deliverables  encodes, burn-ins and narrations at once
 * @param notifications callbacks and e-mails at once
 * @param upkeep        the service's own chores at once
 * @param accountShare  the share of a kind's limit one account may hold while others wait
 * @param holdBack      how long work held back waits before it is picked again
 */
@ConfigurationProperties("parlance.queue")
public record QueueProperties(
        @DefaultValue("2") int downloads,
        @DefaultValue("0") int processing,
        @DefaultValue("1") int deliverables,
        @DefaultValue("2") int notifications,
        @DefaultValue("2") int upkeep,
        @DefaultValue("0.5") double accountShare,
        @DefaultValue("2s") Duration holdBack) {

    public QueueProperties {
        if (accountShare <= 0 || accountShare > 1) {
            throw new IllegalArgumentException("parlance.queue.account-share must be above 0 and at most 1, not " + accountShare);
        }
    }

    /** Each kind's limit in a process with this many workers. */
    Map<WorkKind, Integer> limits(int workers) {
        Map<WorkKind, Integer> limits = new EnumMap<>(WorkKind.class);
        limits.put(WorkKind.DOWNLOAD, downloads);
        limits.put(WorkKind.PROCESSING, processing > 0 ? processing : Math.max(1, workers - 1));
        limits.put(WorkKind.DELIVERABLE, deliverables);
        limits.put(WorkKind.NOTIFICATION, notifications);
        limits.put(WorkKind.UPKEEP, upkeep);
        limits.replaceAll((kind, limit) -> {
            if (limit < 1) {
                throw new IllegalArgumentException("parlance.queue." + kind.name().toLowerCase(Locale.ROOT) + " must be at least 1");
            }
            return limit;
        });
        return limits;
    }
}
