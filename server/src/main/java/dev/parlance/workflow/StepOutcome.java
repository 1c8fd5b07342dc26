package dev.parlance.workflow;

import java.time.Duration;

/** What a pipeline step asks of its task: done, or run again after a delay (costing no retry). */
sealed interface StepOutcome {
    StepOutcome DONE = new Done();

    record Done() implements StepOutcome {
    }

    record Later(Duration delay) implements StepOutcome {
    }
}
