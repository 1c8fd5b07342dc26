package dev.parlance.queue;

/**
 * The kinds of queued work, each with its own concurrency limit in a process, so that no kind can
 * take every worker from the others: slow senders cannot hold up recognition, a burst of encodes
 * cannot hold up callbacks. Every piece of work names its kind where it is declared
 * ({@link QueuedWork#of}); the limits are the operator's ({@code parlance.queue.*}).
 */
public enum WorkKind {
    /** Fetching what customers point at (media_url): time spent waiting on someone else's server. */
    DOWNLOAD,
    /** Recognition, transcript building, alignment, machine translation: the processor's work. */
    PROCESSING,
    /** Files made on request: flavours, burned-in captions, narration (ffmpeg, espeak-ng). */
    DELIVERABLE,
    /** Callbacks and e-mail: telling the outside. */
    NOTIFICATION,
    /** The service's own chores: removing a deleted job's files, due dates of work items. */
    UPKEEP
}
