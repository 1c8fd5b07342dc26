package dev.parlance.queue;

import com.github.kagkarlsson.scheduler.task.ExecutionComplete;
import com.github.kagkarlsson.scheduler.task.ExecutionOperations;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Instant;
import java.util.Optional;

/**
 * db-scheduler's side of a {@link RetryPolicy}: after a failed run, queues the work again when the
 * policy says, or else removes it and then hands it to the give-up action (in that order, as
 * db-scheduler's own max-retries handler does). Each failure is logged here, once: an
 * {@link ExpectedFailure} in one line, anything else with its stack trace (db-scheduler's own
 * failure line is kept to DEBUG, without one).
 */
record RetryOrGiveUp<T>(RetryPolicy<T> policy, QueuedWork.GiveUp<T> giveUp, String unknownError)
        implements FailureHandler<T> {
    private static final Logger log = LoggerFactory.getLogger(RetryOrGiveUp.class);

    @Override
    public void onFailure(ExecutionComplete complete, ExecutionOperations<T> ops) {
        @SuppressWarnings("unchecked")
        T data = (T) complete.getExecution().taskInstance.getData();
        int failures = complete.getExecution().consecutiveFailures + 1;
        Optional<Instant> next = policy.nextTry(data, failures, complete.getTimeDone());
        var row = complete.getExecution().taskInstance;
        Throwable cause = complete.getCause().orElse(null);
        if (next.isPresent()) {
            if (cause instanceof ExpectedFailure) {
                log.info("{} {} failed ({} in a row), again at {}: {}", row.getTaskName(), row.getId(), failures,
                        next.get(), cause.getMessage());
            } else {
                log.warn("{} {} failed ({} in a row), again at {}", row.getTaskName(), row.getId(), failures,
                        next.get(), cause);
            }
            ops.reschedule(complete, next.get());
            return;
        }
        if (cause instanceof ExpectedFailure) {
            log.warn("Giving up {} {} after {} failures in a row: {}", row.getTaskName(), row.getId(), failures,
                    cause.getMessage());
        } else {
            log.warn("Giving up {} {} after {} failures in a row", row.getTaskName(), row.getId(), failures, cause);
        }
        ops.remove();
        giveUp.giveUp(data, complete.getCause().map(Throwable::getMessage).orElse(unknownError));
    }
}
