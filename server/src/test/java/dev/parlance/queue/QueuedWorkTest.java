package dev.parlance.queue;

import com.github.kagkarlsson.scheduler.ScheduledExecution;
import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.TaskInstanceId;
import com.github.kagkarlsson.scheduler.testhelper.ManualScheduler;
import com.github.kagkarlsson.scheduler.testhelper.SettableClock;
import com.github.kagkarlsson.scheduler.testhelper.TestHelper;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Queued work as db-scheduler runs it, driven by its manual scheduler and a settable clock on an
 * in-memory H2 with the application's schema: nothing waits, every run is one call.
 */
@Tag("no-database")
class QueuedWorkTest {
    private static final TaskDescriptor<String> WORK = TaskDescriptor.of("test-work", String.class);
    private static final TaskInstanceId ROW = TaskInstanceId.of(WORK.getTaskName(), "1");

    private final JdbcDataSource dataSource = dataSource();
    private final SettableClock clock = new SettableClock();
    {
        // Whole milliseconds, as the stored times keep them.
        clock.set(Instant.now().truncatedTo(ChronoUnit.MILLIS));
    }
    private final AtomicInteger runs = new AtomicInteger();
    private final List<String> givenUp = new ArrayList<>();
    private ManualScheduler scheduler;

    @AfterEach
    void dropDatabase() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.createStatement().execute("shutdown");
        }
    }

    @Test
    void failuresAreRetriedWithADoublingDelayThenGivenUpOnceWithTheLastError() {
        start(QueuedWork.of(WORK, WorkKind.UPKEEP, RetryPolicy.doubling(3, Duration.ofSeconds(10)))
                .onGiveUp("unknown", (data, lastError) -> givenUp.add(data + ": " + lastError))
                .runs(data -> {
                    throw new IllegalStateException("failure " + runs.incrementAndGet());
                }));

        scheduler.runAnyDueExecutions();
        assertThat(row().getExecutionTime()).isEqualTo(clock.now().plusSeconds(10));
        scheduler.tick(Duration.ofSeconds(9));
        scheduler.runAnyDueExecutions();
        assertThat(runs).as("not due before the delay").hasValue(1);

        scheduler.tick(Duration.ofSeconds(1));
        scheduler.runAnyDueExecutions();
        assertThat(row().getExecutionTime()).isEqualTo(clock.now().plusSeconds(20));
        assertThat(row().getConsecutiveFailures()).isEqualTo(2);
        scheduler.tick(Duration.ofSeconds(20));
        scheduler.runAnyDueExecutions();
        assertThat(row().getExecutionTime()).isEqualTo(clock.now().plusSeconds(40));
        scheduler.tick(Duration.ofSeconds(40));
        scheduler.runAnyDueExecutions();

        assertThat(runs).as("the first run and 3 retries").hasValue(4);
        assertThat(givenUp).containsExactly("data: failure 4");
        assertThat(scheduler.getScheduledExecution(ROW)).isEmpty();
        scheduler.tick(Duration.ofDays(1));
        scheduler.runAnyDueExecutions();
        assertThat(runs).hasValue(4);
        assertThat(givenUp).hasSize(1);
    }

    @Test
    void aCheckedFailureReachesTheGiveUpAsItsWrapperSaysIt() {
        start(QueuedWork.of(WORK, WorkKind.UPKEEP, RetryPolicy.doubling(0, Duration.ofSeconds(1)))
                .onGiveUp("unknown", (data, lastError) -> givenUp.add(lastError))
                .runs(data -> {
                    throw new IOException("disk full");
                }));

        scheduler.runAnyDueExecutions();

        assertThat(givenUp).containsExactly("java.io.IOException: disk full");
    }

    @Test
    void aFailureWithoutAMessageReachesTheGiveUpAsTheUnknownError() {
        start(QueuedWork.of(WORK, WorkKind.UPKEEP, RetryPolicy.doubling(0, Duration.ofSeconds(1)))
                .onGiveUp("it failed", (data, lastError) -> givenUp.add(lastError))
                .runs(data -> {
                    throw new IllegalStateException();
                }));

        scheduler.runAnyDueExecutions();

        assertThat(givenUp).containsExactly("it failed");
    }

    @Test
    void workThatSucceedsIsRemoved() {
        start(QueuedWork.of(WORK, WorkKind.UPKEEP, RetryPolicy.doubling(3, Duration.ofSeconds(10)))
                .runs(data -> runs.incrementAndGet()));

        scheduler.runAnyDueExecutions();

        assertThat(runs).hasValue(1);
        assertThat(scheduler.getScheduledExecution(ROW)).isEmpty();
    }

    @Test
    void aStepThatAsksForLaterRunsAgainAfterTheDelayWithoutSpendingARetry() {
        start(QueuedWork.of(WORK, WorkKind.UPKEEP, RetryPolicy.doubling(0, Duration.ofSeconds(1)))
                .onGiveUp("unknown", (data, lastError) -> givenUp.add(lastError))
                .runsSteps(data -> runs.incrementAndGet() < 3 ? new StepOutcome.Later(Duration.ofSeconds(5)) : StepOutcome.DONE));

        scheduler.runAnyDueExecutions();
        assertThat(row().getExecutionTime()).isEqualTo(clock.now().plusSeconds(5));
        assertThat(row().getConsecutiveFailures()).isZero();
        scheduler.tick(Duration.ofSeconds(5));
        scheduler.runAnyDueExecutions();
        scheduler.tick(Duration.ofSeconds(5));
        scheduler.runAnyDueExecutions();

        assertThat(runs).hasValue(3);
        assertThat(givenUp).isEmpty();
        assertThat(scheduler.getScheduledExecution(ROW)).isEmpty();
    }

    @Test
    void workWhoseWorkerDiedIsRevivedAndRunAgain() throws SQLException {
        start(QueuedWork.of(WORK, WorkKind.UPKEEP, RetryPolicy.doubling(0, Duration.ofSeconds(1)))
                .runs(data -> runs.incrementAndGet()));
        // As a worker that picked the row and died leaves it: picked, its heartbeat going stale.
        try (Connection c = dataSource.getConnection();
             PreparedStatement picked = c.prepareStatement(
                     "update scheduled_tasks set picked = true, picked_by = 'gone', last_heartbeat = ?")) {
            picked.setTimestamp(1, Timestamp.from(clock.now()));
            picked.executeUpdate();
        }
        scheduler.tick(Duration.ofHours(2));

        scheduler.runDeadExecutionDetection();
        scheduler.runAnyDueExecutions();

        assertThat(runs).hasValue(1);
        assertThat(scheduler.getScheduledExecution(ROW)).isEmpty();
    }

    /** Starts a scheduler with only this work, queued once (instance "1", data "data") for now. */
    private void start(Task<String> work) {
        scheduler = TestHelper.createManualScheduler(dataSource, work).clock(clock).build();
        scheduler.schedule(WORK.instance("1").data("data").scheduledTo(clock.now()));
    }

    private ScheduledExecution<Object> row() {
        Optional<ScheduledExecution<Object>> row = scheduler.getScheduledExecution(ROW);
        assertThat(row).as("still queued").isPresent();
        return row.get();
    }

    private static JdbcDataSource dataSource() {
        JdbcDataSource ds = new JdbcDataSource();
        ds.setURL("jdbc:h2:mem:queued-work-" + UUID.randomUUID()
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1");
        Flyway.configure().dataSource(ds).locations("classpath:db/migration").load().migrate();
        return ds;
    }
}
