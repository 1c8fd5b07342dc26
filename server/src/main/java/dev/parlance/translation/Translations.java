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
import java.util.Optional;
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
    private final TranslationUplevels upleveled;

    Translations(JobAccess access, JobRepository jobs, JobRelations relations, TranslationOrders orders,
                 TranslationUplevels upleveled) {
        this.access = access;
        this.jobs = jobs;
        this.relations = relations;
        this.orders = orders;
        this.upleveled = upleveled;
    }

    /**
     * What a translate call ordered: a child per target, and, when the job had to be upleveled first
     * ({@code approve_uplevel}), what became of it; {@link #message} is the answer's message.
     */
    public record Translated(List<TranslationOrder> orders, Optional<String> uplevel) {
        public String message() {
            String each = String.join("; ", orders.stream().map(TranslationOrder::describe).toList());
            return uplevel.map(u -> u + ". " + each).orElse(each);
        }
    }

    /** @param baseUrl the service's address as the caller reached it, for links an uplevel e-mails later */
    public Translated translate(Account caller, String jobId, List<String> languages, boolean approveUplevel, String baseUrl) {
        Job job = source(access.requireJob(caller, jobId));
        if (jobs.transcriptionRequestedAt(job.id()).isEmpty()) {
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
            TranslationUplevels.Ordered ordered = upleveled.order(caller, job, languages, "target_languages", baseUrl);
            return new Translated(ordered.orders(), Optional.of(ordered.describe()));
        }
        List<TranslationOrder> ordered = orders.order(job, languages, "target_languages");
        if (ordered.isEmpty()) {
            throw ApiException.invalid("target_languages", "every language named is the job's own (" + job.language() + ")");
        }
        return new Translated(ordered, Optional.empty());
    }

    /** The transcript a translation is made from: the job's own, or, on a translation child, its parent's. */
    private Job source(Job job) {
        return relations.leadingOf(job.id()).filter(r -> r.kind() == RelationKind.TRANSLATION)
                .flatMap(r -> jobs.findById(r.leadingJobId())).orElse(job);
    }
}
