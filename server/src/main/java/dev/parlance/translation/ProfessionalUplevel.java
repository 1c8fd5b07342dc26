package dev.parlance.translation;

import dev.parlance.account.Account;
import dev.parlance.job.Job;

/**
 * Uplevels a finished job to PROFESSIONAL for translate's {@code approve_uplevel}. The uplevel room
 * implements it (with its uplevel call's own service); the translation room names only this, since
 * the uplevel room already depends on the pipeline, which orders translations.
 */
public interface ProfessionalUplevel {
    /**
     * A PROFESSIONAL job made from {@code job} (Reviewing, or Authorizing when the account holds work
     * for the customer's authorization), related to it as its uplevel.
     *
     * @param baseUrl the service's address as the caller reached it, for links e-mailed later; null for the job's own
     */
    Made uplevel(Account caller, Job job, String baseUrl);

    /** The upleveled job's id, and what its uplevel does ("MECHANICAL to PROFESSIONAL: Edit pass ..."). */
    record Made(String jobId, String workflow) {
    }
}
