package dev.parlance.work;

/** Where a work item stands. A CLAIMED item whose lease has run out counts as back in the queue. */
public enum WorkState {
    /** In the queue: anyone with the pass's role may claim it. */
    OPEN,
    /** A holder works on it (until the lease runs out, for the workforce). */
    CLAIMED,
    /** Submitted (or closed with its job); it never changes again. */
    DONE
}
