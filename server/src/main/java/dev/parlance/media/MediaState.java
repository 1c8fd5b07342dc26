package dev.parlance.media;

/** Where a job's media stands. A job has at most one media row. */
public enum MediaState {
    /** A media_url download is scheduled or running. */
    PENDING,
    /** The file is in the store under the row's storage key. */
    STORED,
    /** The download failed for good; the reason is kept and another add_media may replace the row. */
    FAILED;

    /** Whether the job counts as having media (a second add is refused). */
    boolean occupiesJob() {
        return this != FAILED;
    }
}
