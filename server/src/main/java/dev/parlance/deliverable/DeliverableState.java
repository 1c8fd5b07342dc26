package dev.parlance.deliverable;

/** Where a generated file stands. */
public enum DeliverableState {
    /** Queued or being produced. */
    PENDING,
    /** In the store under the row's storage key. */
    READY,
    /** Production failed after its retries (a crash, a full disk...); the next request tries again. */
    FAILED,
    /** The source cannot yield it (undecodable media, no audio for an mp3): asking again will not help. */
    UNPRODUCIBLE
}
