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
 * forget earlier failures), and the worker is free at once for other work.
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

    private final WorkSlots slots;
    private final QueueProperties properties;
    private final WorkOwners owners;
    private final JdbcClient jdbc;
    private final Map<String, Class<?>> dataClasses;
    private final Serializer serializer = SchedulerConfig.SERIALIZER;

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
        String account = owners.accountOf(instance.getData()).orElse(null);
        WorkSlots.Verdict verdict = slots.tryStart(kind, account, () -> otherAccountWaits(kind, account));
        if (verdict != WorkSlots.Verdict.RUN) {
            Metrics.counter("parlance.queue.held.back", "kind", kind.name().toLowerCase(Locale.ROOT), "rule",
                    verdict.name().toLowerCase(Locale.ROOT)).increment();
            log.debug("Held back {} ({}): {}", instance.getTaskAndInstance(), kind, verdict);
            return holdBack(context.getExecution());
        }
        try {
            return chain.proceed(instance, context);
        } finally {
            slots.finish(kind, account);
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
    private CompletionHandler<Object> holdBack(Execution execution) {
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
            }
        };
    }

    /** Running work of a kind in this process (for tests and figures). */
    int running(WorkKind kind) {
        return slots.running(kind);
    }
}
