package dev.parlance.support;

import com.github.kagkarlsson.scheduler.ScheduledExecution;
import com.github.kagkarlsson.scheduler.ScheduledExecutionsFilter;
import com.github.kagkarlsson.scheduler.boot.config.DbSchedulerConfigurationSupport;
import com.github.kagkarlsson.scheduler.boot.config.DbSchedulerCustomizer;
import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.testhelper.ManualScheduler;
import com.github.kagkarlsson.scheduler.testhelper.SettableClock;
import com.github.kagkarlsson.scheduler.testhelper.TestHelper;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.jdbc.core.simple.JdbcClient;

import javax.sql.DataSource;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The application's queued work under a test's hand: db-scheduler's manual scheduler stands in for
 * the real one (same tasks, same table, same JSON task data), so nothing runs by itself. A test
 * runs what is due now ({@link #runDue()}) or moves time on and runs what fell due then
 * ({@link #advance(Duration)}). The scheduler's clock follows the application's {@link MovableClock}
 * at every run, so the due times the application writes and the retry delays db-scheduler adds lie
 * on one time line, and a back-off of 30 seconds is waited out by saying so, not by sleeping.
 *
 * <p>Executions are addressed by their stored task names ("download-media", "transcode-media"...),
 * which never change, rather than by the classes that declare them.
 */
public final class ManualQueue {
    /** A run that keeps finding work due is a step rescheduling itself at once forever. */
    private static final int MAX_RUNS = 500;

    private final ManualScheduler scheduler;
    private final MovableClock clock;
    private final JdbcClient jdbc;

    ManualQueue(ManualScheduler scheduler, MovableClock clock, JdbcClient jdbc) {
        this.scheduler = scheduler;
        this.clock = clock;
        this.jdbc = jdbc;
    }

    /** A queued execution as a test sees it. */
    public record Queued(String taskName, String instanceId, Instant executionTime, boolean picked,
                         int consecutiveFailures) {
    }

    /**
     * Runs every execution due now, and whatever those make due now in turn (the next section of a
     * lane, a step the previous one queued), until nothing due is left. Work due later stays queued.
     */
    public void runDue() {
        for (int run = 0; run < MAX_RUNS; run++) {
            scheduler.setTime(clock.instant());
            if (due().isEmpty()) {
                return;
            }
            scheduler.runAnyDueExecutions();
        }
        throw new AssertionError("Work still due after " + MAX_RUNS + " runs: " + due());
    }

    /**
     * Runs the executions due now, once: what they make due (a lane's next section, the step they
     * queue) waits for the next run. For watching a chain of steps one link at a time.
     */
    public void runOnce() {
        scheduler.setTime(clock.instant());
        scheduler.runAnyDueExecutions();
    }

    /** Moves the clock on (the application's and the scheduler's) and runs what is due then. */
    public void advance(Duration by) {
        clock.advance(by);
        runDue();
    }

    /** Every queued execution, soonest first. */
    public List<Queued> queued() {
        List<Queued> all = new ArrayList<>();
        scheduler.fetchScheduledExecutions(ScheduledExecutionsFilter.all(), e -> all.add(queued(e)));
        all.sort(Comparator.comparing(Queued::executionTime));
        return all;
    }

    /** The queued executions of one task, soonest first. */
    public List<Queued> queued(String taskName) {
        return queued().stream().filter(q -> q.taskName().equals(taskName)).toList();
    }

    public Optional<Queued> queued(String taskName, String instanceId) {
        return queued(taskName).stream().filter(q -> q.instanceId().equals(instanceId)).findFirst();
    }

    /**
     * How long after the last run the execution is due: the delay a step asked for, or its retry's
     * back-off, however long the test took since.
     */
    public Duration dueIn(String taskName, String instanceId) {
        Queued q = queued(taskName, instanceId).orElseThrow(() ->
                new AssertionError("Nothing queued for " + taskName + " " + instanceId + ": " + queued()));
        return Duration.between(scheduler.getClock().now(), q.executionTime());
    }

    /**
     * Leaves the execution as a worker that died while running it would: picked, with a heartbeat
     * long stopped. {@link #reviveDead()} then finds it the way a live worker's check does.
     */
    public void workerDied(String taskName, String instanceId) {
        int updated = jdbc.sql("""
                        update scheduled_tasks set picked = true, picked_by = 'a-worker-that-died', last_heartbeat = ?
                        where task_name = ? and task_instance = ?""")
                .params(Timestamp.from(clock.instant().minus(Duration.ofDays(1))), taskName, instanceId)
                .update();
        if (updated != 1) {
            throw new AssertionError("Nothing queued for " + taskName + " " + instanceId + ": " + queued());
        }
    }

    /** db-scheduler's check for executions whose worker stopped beating: each is handed to its task's dead-execution handler. */
    public void reviveDead() {
        scheduler.setTime(clock.instant());
        scheduler.runDeadExecutionDetection();
    }

    /** Forgets every queued execution: each test starts from an empty queue. */
    public void clear() {
        jdbc.sql("delete from scheduled_tasks").update();
    }

    private List<Queued> due() {
        Instant now = clock.instant();
        return queued().stream().filter(q -> !q.picked() && !q.executionTime().isAfter(now)).toList();
    }

    private static Queued queued(ScheduledExecution<Object> e) {
        return new Queued(e.getTaskInstance().getTaskName(), e.getTaskInstance().getId(), e.getExecutionTime(),
                e.isPicked(), e.getConsecutiveFailures());
    }

    /**
     * The manual scheduler as the application's scheduler bean (db-scheduler's auto-configuration
     * steps aside for it), over the same data source and with the same task data serializer.
     */
    @TestConfiguration(proxyBeanMethods = false)
    public static class Config {
        @Bean
        ManualScheduler manualScheduler(DataSource dataSource, List<Task<?>> tasks, DbSchedulerCustomizer customizer) {
            // As the starter does: scheduling joins the caller's transaction.
            TestHelper.ManualSchedulerBuilder builder = TestHelper.createManualScheduler(
                    DbSchedulerConfigurationSupport.configureDataSource(dataSource), tasks).clock(new SettableClock());
            customizer.serializer().ifPresent(builder::serializer);
            return builder.build();
        }

        @Bean
        ManualQueue manualQueue(ManualScheduler scheduler, MovableClock clock, JdbcClient jdbc) {
            return new ManualQueue(scheduler, clock, jdbc);
        }
    }
}
