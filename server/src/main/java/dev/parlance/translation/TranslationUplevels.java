package dev.parlance.translation;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Job;
import dev.parlance.job.JobRelation;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobRepository;
import dev.parlance.job.RelationKind;
import org.springframework.stereotype.Service;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * translate with {@code approve_uplevel} on a Mechanical, Premium or imported job: the translations
 * are made from a PROFESSIONAL transcript, so the job is upleveled to PROFESSIONAL first (the uplevel
 * call's own service, through {@link ProfessionalUplevel}: a new related job, its remaining passes in
 * the work queue)
 * and the translation children hang off that new job; their machine translation waits for its FINAL
 * ({@link TranslationOrders}). A job upleveled before is not upleveled again: the order goes to the
 * PROFESSIONAL job its uplevels made, or that job is upleveled in turn.
 *
 * <p>Every target is checked before the uplevel is ordered: an order refused for its languages
 * leaves no uplevel behind. The uplevel and the translation orders are two transactions; the second
 * can fail only if the upleveled job is deleted in between, and then the uplevel stands, as one
 * ordered by the uplevel call would.
 */
@Service
public class TranslationUplevels {
    private final ProfessionalUplevel uplevels;
    private final JobRepository jobs;
    private final JobRelations relations;
    private final ApertiumPairs pairs;
    private final TranslationOrders orders;

    TranslationUplevels(ProfessionalUplevel uplevels, JobRepository jobs, JobRelations relations, ApertiumPairs pairs,
                        TranslationOrders orders) {
        this.uplevels = uplevels;
        this.jobs = jobs;
        this.relations = relations;
        this.pairs = pairs;
        this.orders = orders;
    }

    /**
     * The translations ordered on the job's PROFESSIONAL uplevel.
     *
     * @param upleveled the uplevel this order made; empty when the job already had a PROFESSIONAL uplevel
     * @param jobId     the PROFESSIONAL job the translations are made from
     */
    public record Ordered(Optional<ProfessionalUplevel.Made> upleveled, String jobId, List<TranslationOrder> orders) {
        /** "Upleveled to PROFESSIONAL as job X; translations made from it" or "Translated from job X, its PROFESSIONAL uplevel". */
        public String describe() {
            if (upleveled.isEmpty() && orders.stream().noneMatch(TranslationOrder::created)) {
                return "No uplevel needed: each language named has its translation already";
            }
            return upleveled.map(u -> "Upleveled to PROFESSIONAL as job " + u.jobId() + " (" + u.workflow()
                            + "); the translations start from its FINAL")
                    .orElse("Translated from job " + jobId + ", the job's PROFESSIONAL uplevel");
        }
    }

    /**
     * @param job       the job translate names (or the transcript a translation child translates)
     * @param languages normalised target codes
     * @param parameter the request parameter that named them, for error messages
     * @param baseUrl   the service's address as the caller reached it, for links e-mailed later; null for the job's own
     */
    public Ordered order(Account caller, Job job, List<String> languages, String parameter, String baseUrl) {
        List<String> targets = languages.stream()
                .filter(language -> !ApertiumPairs.iso3(language).equals(ApertiumPairs.iso3(job.language()))).toList();
        if (targets.isEmpty()) {
            throw ApiException.invalid(parameter, "every language named is the job's own (" + job.language() + ")");
        }
        targets.forEach(target -> pairs.require(job.language(), target, parameter));
        // A language the job's family already translates into (on the job itself, say from its
        // target_language, or on an uplevel of it) is reported as existing, and wants no uplevel.
        Map<String, TranslationOrder> existing = new LinkedHashMap<>();
        for (Job member = job; member != null; member = upleveledFrom(member).orElse(null)) {
            orders.existing(member.id()).forEach((language, childId) -> {
                if (targets.contains(language)) {
                    existing.putIfAbsent(language, new TranslationOrder(language, childId, false));
                }
            });
        }
        List<String> wanted = targets.stream().filter(t -> !existing.containsKey(t)).toList();
        Job latest = latestUplevel(job);
        if (wanted.isEmpty() || latest.fidelity() == Fidelity.PROFESSIONAL) {
            List<TranslationOrder> made = wanted.isEmpty() ? List.of() : orders.order(latest, wanted, parameter);
            return new Ordered(Optional.empty(), latest.id(), inOrder(targets, existing, made));
        }
        ProfessionalUplevel.Made upleveled = uplevels.uplevel(caller, latest, baseUrl);
        Job professional = jobs.findById(upleveled.jobId()).orElseThrow(() -> ApiException.notFound("Job " + upleveled.jobId()));
        return new Ordered(Optional.of(upleveled), professional.id(),
                inOrder(targets, existing, orders.order(professional, wanted, parameter)));
    }

    /** The orders in the order the targets were named. */
    private static List<TranslationOrder> inOrder(List<String> targets, Map<String, TranslationOrder> existing,
                                                  List<TranslationOrder> made) {
        Map<String, TranslationOrder> all = new LinkedHashMap<>(existing);
        made.forEach(o -> all.putIfAbsent(o.language(), o));
        return targets.stream().map(all::get).filter(java.util.Objects::nonNull).toList();
    }

    /** The last job of the job's uplevel chain (the job itself when it was never upleveled). */
    private Job latestUplevel(Job job) {
        Job latest = job;
        for (Optional<Job> next = upleveledFrom(latest); next.isPresent(); next = upleveledFrom(latest)) {
            latest = next.get();
        }
        return latest;
    }

    private Optional<Job> upleveledFrom(Job job) {
        return relations.madeFrom(job.id()).stream().filter(r -> r.kind() == RelationKind.UPLEVEL).findFirst()
                .map(JobRelation::relatedJobId).flatMap(jobs::findById);
    }
}
