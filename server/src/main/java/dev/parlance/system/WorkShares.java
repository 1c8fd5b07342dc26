package dev.parlance.system;

import com.github.kagkarlsson.scheduler.event.ExecutionChain;
import com.github.kagkarlsson.scheduler.event.ExecutionInterceptor;
import com.github.kagkarlsson.scheduler.serializer.Serializer;
import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.Execution;
import com.github.kagkarlsson.scheduler.task.ExecutionContext;
import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import dev.parlance.queue.QueuedWork;
import dev.parlance.queue.WorkKind;
import dev.parlance.queue.WorkOwners;
import io.micrometer.core.instrument.Metrics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Keeps kinds of queued work and accounts from taking each other's workers ({@link QueueProperties}),
 * as a db-scheduler {@link ExecutionInterceptor}: every run passes here before its step. A run the
 * {@link WorkSlots} refuse is held back: its row is put back in the queue a moment later, unpicked,
 * with its failure count untouched (db-scheduler's own reschedule would count it a success and
 * forget earlier failures), and the worker is free at once for other work. When a run of a kind
 * ends, the rows of that kind this process held back are due again at once (the oldest few), so a
 * freed slot waits one poll, not the whole hold-back: one account's burst of short jobs ran one every
 * 2 s (4.6 audio-s per wall-s where the raw recognizer does 24, measured by bench/limit.sh).
 *
 * <p>Why in the one scheduler rather than one scheduler per kind: db-scheduler instances sharing a
 * table delete each other's rows after {@code deleteUnresolvedAfter} (a name one instance does not
 * know is "unresolved" to it), and separate tables would split every queue reader (figures, tests).
 * The limits hold per process; a deployment's total is the sum over its worker processes.
 */
@Component
class WorkShares implements ExecutionInterceptor {
    private static final Logger log = LoggerFactory.getLogger(WorkShares.class);
    /** How many waiting rows are read to find another account's work; the oldest come first. */
    private static final int WAITING_LOOKED_AT = 50;
    /** How many held-back rows a finished run makes due again: its freed slot, and one more in case that one is held again. */
    private static final int WOKEN_PER_FINISH = 2;

    private final WorkSlots slots;
    private final QueueProperties properties;
    private final WorkOwners owners;
    private final JdbcClient jdbc;
    private final Map<String, Class<?>> dataClasses;
    private final Serializer serializer = SchedulerConfig.SERIALIZER;
    /** The rows this process held back, by kind, oldest first: the version each was put back with. */
    private final Map<WorkKind, LinkedHashMap<HeldRow, Long>> held = new EnumMap<>(WorkKind.class);

    private record HeldRow(String taskName, String instance) {
    }

    WorkShares(QueueProperties properties, @Value("${db-scheduler.threads}") int workers, WorkOwners owners,
               JdbcClient jdbc, List<Task<?>> tasks) {
        this.slots = new WorkSlots(properties.limits(workers), properties.accountShare());
        this.properties = properties;
        this.owners = owners;
        this.jdbc = jdbc;
        this.dataClasses = tasks.stream().collect(Collectors.toMap(Task::getName, Task::getDataClass, (a, b) -> a));
    }

    @Override
    public CompletionHandler<?> execute(TaskInstance<?> instance, ExecutionContext context, ExecutionChain chain) {
        Optional<WorkKind> declared = QueuedWork.kindOf(instance.getTaskName());
        if (declared.isEmpty()) {
            return chain.proceed(instance, context);
        }
        WorkKind kind = declared.get();
        forget(kind, instance); // picked: no longer waiting to be woken
        String account = owners.accountOf(instance.getData()).orElse(null);
        WorkSlots.Verdict verdict = slots.tryStart(kind, account, () -> otherAccountWaits(kind, account));
        if (verdict != WorkSlots.Verdict.RUN) {
            Metrics.counter("parlance.queue.held.back", "kind", kind.name().toLowerCase(Locale.ROOT), "rule",
                    verdict.name().toLowerCase(Locale.ROOT)).increment();
            log.debug("Held back {} ({}): {}", instance.getTaskAndInstance(), kind, verdict);
            return holdBack(kind, context.getExecution());
        }
        try {
            return chain.proceed(instance, context);
        } finally {
            slots.finish(kind, account);
            wakeHeldBack(kind);
        }
    }

    private void forget(WorkKind kind, TaskInstance<?> instance) {
        synchronized (held) {
            LinkedHashMap<HeldRow, Long> rows = held.get(kind);
            if (rows != null) {
                rows.remove(new HeldRow(instance.getTaskName(), instance.getId()));
            }
        }
    }

    /**
     * Makes the oldest rows of {@code kind} this process held back due now, each only if nothing
     * happened to it since (same version, still waiting): the next poll picks them.
     */
    private void wakeHeldBack(WorkKind kind) {
        List<Map.Entry<HeldRow, Long>> woken = new ArrayList<>();
        synchronized (held) {
            LinkedHashMap<HeldRow, Long> rows = held.get(kind);
            var it = rows == null ? null : rows.entrySet().iterator();
            while (it != null && it.hasNext() && woken.size() < WOKEN_PER_FINISH) {
                Map.Entry<HeldRow, Long> row = it.next();
                woken.add(Map.entry(row.getKey(), row.getValue()));
                it.remove();
            }
        }
        Timestamp now = Timestamp.from(Instant.now());
        for (Map.Entry<HeldRow, Long> row : woken) {
            jdbc.sql("""
                            update scheduled_tasks set execution_time = ?
                            where task_name = ? and task_instance = ? and version = ? and picked = ? and execution_time > ?""")
                    .params(now, row.getKey().taskName(), row.getKey().instance(), row.getValue(), false, now)
                    .update();
        }
    }

    /** Whether work of {@code kind} of an account other than {@code account} is due and not picked. */
    private boolean otherAccountWaits(WorkKind kind, String account) {
        List<String> names = QueuedWork.namesOf(kind);
        List<Waiting> waiting = jdbc.sql("""
                        select task_name, task_data from scheduled_tasks
                        where picked = :picked and execution_time <= :now and task_name in (:names)
                        order by execution_time fetch first :n rows only""")
                .param("picked", false).param("now", Timestamp.from(Instant.now())).param("names", names)
                .param("n", WAITING_LOOKED_AT)
                .query((rs, i) -> new Waiting(rs.getString("task_name"), rs.getBytes("task_data"))).list();
        return waiting.stream().map(this::ownerOf).flatMap(Optional::stream).anyMatch(other -> !other.equals(account));
    }

    private Optional<String> ownerOf(Waiting row) {
        Class<?> type = dataClasses.get(row.taskName());
        if (type == null || row.data() == null) {
            return Optional.empty();
        }
        try {
            return owners.accountOf(serializer.deserialize(type, row.data()));
        } catch (RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    private record Waiting(String taskName, byte[] data) {
    }

    /**
     * Puts the row back in the queue {@code holdBack} from now, as db-scheduler's reschedule does
     * (unpicked, no heartbeat, the version moved on) but leaving its failure count and times alone.
     */
    private CompletionHandler<Object> holdBack(WorkKind kind, Execution execution) {
        return (complete, operations) -> {
            int updated = jdbc.sql("""
                            update scheduled_tasks set picked = ?, picked_by = null, last_heartbeat = null,
                              execution_time = ?, version = version + 1
                            where task_name = ? and task_instance = ? and version = ?""")
                    .params(false, Timestamp.from(Instant.now().plus(properties.holdBack())),
                            execution.taskInstance.getTaskName(), execution.taskInstance.getId(), execution.version)
                    .update();
            if (updated != 1) {
                log.warn("Could not put {} back in the queue (changed meanwhile); it is revived as a dead execution",
                        execution.taskInstance);
                return;
            }
            synchronized (held) {
                LinkedHashMap<HeldRow, Long> rows = held.computeIfAbsent(kind, k -> new LinkedHashMap<>());
                HeldRow row = new HeldRow(execution.taskInstance.getTaskName(), execution.taskInstance.getId());
                rows.remove(row); // held again: it goes to the back, with its new version
                rows.put(row, execution.version + 1);
            }
        };
    }

    /** Running work of a kind in this process (for tests and figures). */
    int running(WorkKind kind) {
        return slots.running(kind);
    }
}
