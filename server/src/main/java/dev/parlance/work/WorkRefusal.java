package dev.parlance.work;

/**
 * Why a work request is refused. The JSON work API gives each its HTTP status; the room itself
 * speaks of none.
 */
public enum WorkRefusal {
    /** No such item, or not one this person may see (another role's, a deleted job's). */
    NOT_FOUND,
    /** The item is not held by this person (claim it first, or it went to someone else). */
    NOT_HELD,
    /** Someone else holds it, or it is already done: the state changed under the request. */
    CONFLICT,
    /** This person may not do it (the review of their own edit; an operator's action without ADMIN). */
    NOT_ALLOWED,
    /** A link that has expired, or an approval already given: nothing more can be done through it. */
    GONE,
    /** The request itself is wrong (unreadable text, an unknown person). */
    INVALID,
    /** A draft or submission typed on an older saved revision than the current one (another tab saved since). */
    STALE,
    /** Too many of these at once or in a short time (caption previews): ask again in a moment. */
    BUSY
}
