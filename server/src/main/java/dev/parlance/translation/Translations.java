package dev.parlance.translation;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.RelationKind;
import org.springframework.stereotype.Service;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * translate: more target languages for a transcribed (or translated) job. Translations are made from
 * a transcript, so on a translation child the order goes to the job it translates. The spec's rule:
 * a Mechanical, Premium or imported job must be upleveled before translation, which the customer
 * approves with {@code approve_uplevel}; without it the order is refused. Each target then gets its
 * child, or the one it has ({@link TranslationOrders}).
 */
@Service
public class Translations {
    /** The fidelities translate refuses without an approved uplevel (the spec: Mechanical, Premium, Caption Import). */
    public static final Set<Fidelity> NEED_UPLEVEL = EnumSet.of(Fidelity.MECHANICAL, Fidelity.PREMIUM, Fidelity.EXTERNAL);

    private final JobAccess access;
    private final JobRepository jobs;
    private final JobRelations relations;
    private final TranslationOrders orders;

    Translations(JobAccess access, JobRepository jobs, JobRelations relations, TranslationOrders orders) {
        this.access = access;
        this.jobs = jobs;
        this.relations = relations;
        this.orders = orders;
    }

    public List<TranslationOrder> translate(Account caller, String jobId, List<String> languages, boolean approveUplevel) {
        Job job = source(access.requireJob(caller, jobId));
        if (job.fidelity() == null) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Job " + job.id() + " has not been transcribed: request its"
                    + " transcription (perform_transcription, with target_language for translations) first");
        }
        if (job.status() == JobStatus.MEDIA_FAILURE) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Job " + job.id() + " failed (" + job.status().label()
                    + "); it has no transcript to translate");
        }
        if (languages.isEmpty()) {
            throw ApiException.invalid("target_languages", "name at least one language code (comma-separated)");
        }
        if (NEED_UPLEVEL.contains(job.fidelity())) {
            if (!approveUplevel) {
                throw new ApiException(ErrorType.INVALID_OPTION, "Job " + job.id() + " is " + job.fidelity()
                        + (job.fidelity() == Fidelity.EXTERNAL ? " (an imported transcript)" : "")
                        + ": it must be upleveled to PROFESSIONAL before translation. Send approve_uplevel=true to"
                        + " approve the uplevel; the translations then start from the upleveled transcript");
            }
            // The approve_uplevel path (uplevel first, then order on the upleveled job) is built with the
            // translator passes (issue 15, part tpass); until it is, the order is refused, not half done.
            throw new ApiException(ErrorType.NOT_IMPLEMENTED, "Translating a " + job.fidelity()
                    + " job with approve_uplevel is not offered by this server yet; uplevel the job to PROFESSIONAL"
                    + " (uplevel), then translate the upleveled job");
        }
        List<TranslationOrder> ordered = orders.order(job, languages, "target_languages");
        if (ordered.isEmpty()) {
            throw ApiException.invalid("target_languages", "every language named is the job's own (" + job.language() + ")");
        }
        return ordered;
    }

    /** The transcript a translation is made from: the job's own, or, on a translation child, its parent's. */
    private Job source(Job job) {
        return relations.leadingOf(job.id()).filter(r -> r.kind() == RelationKind.TRANSLATION)
                .flatMap(r -> jobs.findById(r.leadingJobId())).orElse(job);
    }
}
