package dev.parlance.operations;

import com.github.kagkarlsson.scheduler.event.AbstractSchedulerListener;
import com.github.kagkarlsson.scheduler.task.Execution;
import com.github.kagkarlsson.scheduler.task.ExecutionComplete;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.springframework.stereotype.Component;

/**
 * Each run of queued work in this process, as db-scheduler reports it (the starter hands every
 * listener bean to its scheduler): {@code parlance_queue_runs_seconds{task, result}} (a run's
 * duration; result {@code ok} or {@code failed}, a failure being retried or given up as the work's
 * policy says) and {@code parlance_queue_dead_total{task}} (runs found dead, their worker gone
 * mid-run, and run again). Only processes that run queued work have any.
 */
@Component
class QueueRuns extends AbstractSchedulerListener {
    private final MeterRegistry registry;

    QueueRuns(MeterRegistry registry) {
        this.registry = registry;
    }

    @Override
    public void onExecutionComplete(ExecutionComplete complete) {
        Timer.builder("parlance.queue.runs")
                .description("runs of queued work in this process")
                .tag("task", complete.getExecution().taskInstance.getTaskName())
                .tag("result", complete.getResult() == ExecutionComplete.Result.OK ? "ok" : "failed")
                .register(registry)
                .record(complete.getDuration());
    }

    @Override
    public void onExecutionDead(Execution execution) {
        Counter.builder("parlance.queue.dead")
                .description("runs whose worker stopped heart-beating, run again")
                .tag("task", execution.taskInstance.getTaskName())
                .register(registry)
                .increment();
    }
}
