package dev.parlance.job;

/**
 * The filters of {@code job/list}; null, or a range with both ends null, means "no filter".
 *
 * @param owner       whose jobs: null for the caller's, a username for that descendant's, or
 *                    {@code *} for the caller's and all descendants'
 *                    ({@link dev.parlance.account.AccountAccess#scope})
 * @param namePattern job name, case-insensitive, {@code *} matching any run of characters
 * @param requestor   job/new's requestor (job/modify's requestor_id), exactly (an addition to job/list)
 * @param reference   job/new's reference, exactly (an addition to job/list)
 */
public record JobFilter(
        String owner,
        DateRange created,
        DateRange started,
        DateRange due,
        DateRange completed,
        DateRange returned,
        DateRange authorized,
        JobStatus status,
        Fidelity fidelity,
        Priority priority,
        Integer turnaroundFrom,
        Integer turnaroundTo,
        String namePattern,
        String externalId,
        JobDifficulty difficulty,
        String requestor,
        String reference) {
}
