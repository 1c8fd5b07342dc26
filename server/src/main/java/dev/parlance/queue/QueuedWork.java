package dev.parlance.queue;

import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.Task;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Declares a piece of queued work, the one way every room does it:
 * <pre>{@code
 * QueuedWork.of(DOWNLOAD_MEDIA, WorkKind.DOWNLOAD, RetryPolicy.doubling(5, Duration.ofSeconds(30)))
 *         .onGiveUp("download failed", step::giveUp)
 *         .runs(step::run);
 * }</pre>
 * The stored name and data class come from the {@link TaskDescriptor} (the name is stored in queued
 * rows: never rename one). A run that throws is a failure: the {@link RetryPolicy} says when to try
 * again; when it says no more, the row is removed and the give-up action gets the data and the
 * last error's message. A run that returns {@link StepOutcome.Later} is queued again after the
 * delay, costing no retry. A worker that dies mid-run leaves a dead execution, which any live
 * worker revives (runs again at once). The result is the db-scheduler task to declare as a bean. The
 * {@link WorkKind} says which of the process's per-kind concurrency limits the work counts against.
 *
 * @param <T> the work's data, stored with each queued row
 */
public final class QueuedWork<T> {
    /**
     * The kind of each stored name, as declared. Filled as work is declared (once per name, always
     * with the same kind, since a name is declared in one place), read by the limits at each run.
     */
    private static final Map<String, WorkKind> KINDS = new ConcurrentHashMap<>();

    private final TaskDescriptor<T> name;
    private final RetryPolicy<T> retries;
    private GiveUp<T> giveUp = (data, lastError) -> {
    };
    private String unknownError = "unknown error";

    private QueuedWork(TaskDescriptor<T> name, RetryPolicy<T> retries) {
        this.name = name;
        this.retries = retries;
    }

    /** Work stored under this name, of this kind, retried by this policy. */
    public static <T> QueuedWork<T> of(TaskDescriptor<T> name, WorkKind kind, RetryPolicy<T> retries) {
        KINDS.put(name.getTaskName(), kind);
        return new QueuedWork<>(name, retries);
    }

    /** The kind of the work stored under {@code taskName}, if it was declared in this process. */
    public static Optional<WorkKind> kindOf(String taskName) {
        return Optional.ofNullable(KINDS.get(taskName));
    }

    /** The stored names of the work of a kind declared in this process. */
    public static List<String> namesOf(WorkKind kind) {
        return KINDS.entrySet().stream().filter(e -> e.getValue() == kind).map(Map.Entry::getKey).sorted().toList();
    }

    /**
     * What to do when the policy gives up (by default nothing beyond a log line).
     *
     * @param unknownError what the action gets as the last error when it had no message
     */
    public QueuedWork<T> onGiveUp(String unknownError, GiveUp<T> action) {
        this.unknownError = unknownError;
        this.giveUp = action;
        return this;
    }

    /** What to do when the policy gives up, for an action that says why in its own words. */
    public QueuedWork<T> onGiveUp(GiveUp<T> action) {
        return onGiveUp(unknownError, action);
    }

    /** Work done in one run. */
    public Task<T> runs(Work<T> work) {
        return runsSteps(data -> {
            work.run(data);
            return StepOutcome.DONE;
        });
    }

    /** Work done in steps: a run either finishes or asks to run again later. */
    public Task<T> runsSteps(Step<T> step) {
        return Tasks.custom(name)
                .onFailure(new RetryOrGiveUp<>(retries, giveUp, unknownError))
                .onDeadExecutionRevive()
                .execute((instance, context) -> switch (run(step, instance.getData())) {
                    case StepOutcome.Done done -> new CompletionHandler.OnCompleteRemove<>();
                    case StepOutcome.Later later -> (CompletionHandler<T>) (complete, ops) ->
                            ops.reschedule(complete, complete.getTimeDone().plus(later.delay()));
                });
    }

    /** Runs the step, turning its checked exceptions into the failures db-scheduler handles. */
    private static <T> StepOutcome run(Step<T> step, T data) {
        try {
            return step.run(data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted", e);
        }
    }

    /** Work done in one run; throwing is a failure, retried as the policy says. */
    @FunctionalInterface
    public interface Work<T> {
        void run(T data) throws IOException, InterruptedException;
    }

    /** One step of work: says whether the work is done; throwing is a failure, retried as the policy says. */
    @FunctionalInterface
    public interface Step<T> {
        StepOutcome run(T data) throws IOException, InterruptedException;
    }

    /** What to do with work given up on: typically record the failure where a client sees it. */
    @FunctionalInterface
    public interface GiveUp<T> {
        void giveUp(T data, String lastError);
    }
}
