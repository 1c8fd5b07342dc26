package dev.parlance.operations;

import com.github.kagkarlsson.scheduler.task.Task;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The queue per kind of work (db-scheduler's task name), read from its table so every process
 * reports the whole deployment's queue: {@code parlance_queue_waiting} (due, not picked),
 * {@code parlance_queue_running} (picked by a worker) and {@code parlance_queue_oldest_wait_seconds}
 * (how long the longest-waiting due row has been due; 0 when none waits).
 */
@Component
class QueueFigures implements MeterBinder {
    /** One row per task name. */
    record Row(long waiting, long running, double oldestWaitSeconds) {
    }

    private final JdbcClient jdbc;
    private final Clock clock;
    private final List<String> taskNames;
    private final CachedSnapshot<Map<String, Row>> snapshot;

    QueueFigures(JdbcClient jdbc, Clock clock, List<Task<?>> tasks) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.taskNames = List.copyOf(new TreeSet<>(tasks.stream().map(Task::getName).toList()));
        this.snapshot = new CachedSnapshot<>(this::read, Duration.ofSeconds(5), clock);
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        for (String task : taskNames) {
            Gauge.builder("parlance.queue.waiting", () -> row(task).waiting()).tag("task", task)
                    .description("queued work due and not yet picked by a worker").register(registry);
            Gauge.builder("parlance.queue.running", () -> row(task).running()).tag("task", task)
                    .description("queued work picked by a worker").register(registry);
            Gauge.builder("parlance.queue.oldest.wait", () -> row(task).oldestWaitSeconds()).tag("task", task)
                    .baseUnit("seconds").description("how long the longest-waiting due work has been due").register(registry);
        }
    }

    private Row row(String task) {
        return snapshot.get().getOrDefault(task, new Row(0, 0, 0));
    }

    Map<String, Row> read() {
        Instant now = clock.instant();
        Timestamp at = Timestamp.from(now);
        Map<String, Row> rows = new HashMap<>();
        jdbc.sql("""
                        select task_name,
                               count(*) filter (where not picked and execution_time <= ?) as waiting,
                               count(*) filter (where picked) as running,
                               min(execution_time) filter (where not picked and execution_time <= ?) as oldest
                        from scheduled_tasks group by task_name""")
                .params(at, at)
                .query((rs, n) -> {
                    Timestamp oldest = rs.getTimestamp("oldest");
                    double wait = oldest == null ? 0 : Math.max(0, Duration.between(oldest.toInstant(), now).toMillis() / 1000.0);
                    return Map.entry(rs.getString("task_name"), new Row(rs.getLong("waiting"), rs.getLong("running"), wait));
                })
                .list()
                .forEach(e -> rows.put(e.getKey(), e.getValue()));
        return rows;
    }
}
