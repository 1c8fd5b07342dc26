package dev.parlance.job;

import java.util.Optional;

/**
 * A request to create a job (the parameters of {@code job/new}, already typed). Text values are
 * null when absent.
 *
 * @param username       create the job in this sub-account of the caller (empty: the caller)
 * @param language       the job's language as sent; null means {@link Languages#DEFAULT}
 * @param allowDuplicate false: when the owner already has a job with this external id, that job
 *                       is returned instead of a new one
 */
public record NewJob(
        Optional<String> username,
        String name,
        String language,
        String externalId,
        String requestor,
        String reference,
        Integer expectedSpeakers,
        boolean allowDuplicate) {
}
