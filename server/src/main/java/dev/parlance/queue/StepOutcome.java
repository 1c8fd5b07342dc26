package dev.parlance.queue;

import java.time.Duration;

/**
 * What a step of queued work asks for when it returns: done, or run again after a delay. Running
 * again is a success that reschedules (waiting for a download, going on to the next section), so it
 * costs no retry.
 */
public sealed interface StepOutcome {
    StepOutcome DONE = new Done();

    record Done() implements StepOutcome {
    }

    record Later(Duration delay) implements StepOutcome {
    }
}
