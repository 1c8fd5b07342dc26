package dev.parlance.translation;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import dev.parlance.job.Job;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.RelationKind;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Orders translations of a job: for each target language, the job's translation child into it,
 * made now ({@link TranslationChildren}) unless the job already has one, so no (job, language) ever
 * has two. Every target is checked first: one without an installed pair refuses the whole order,
 * naming the pairs offered, before anything is made. The job's row is locked for the order, so two
 * orders at once cannot both make a child. A child whose parent already has its FINAL transcript is
 * queued for machine translation at once; the others when the parent completes
 * ({@link MachineTranslations}). Runs in the caller's transaction (perform_transcription's, or its
 * own for translate).
 *
 * <p>Called by perform_transcription ({@code target_language}) and by translate, including its
 * {@code approve_uplevel} path, which orders on the upleveled job.
 */
@Service
public class TranslationOrders {
    private final ApertiumPairs pairs;
    private final TranslationChildren children;
    private final MachineTranslations machine;
    private final JobRepository jobs;
    private final JobRelations relations;
    private final Clock clock;

    TranslationOrders(ApertiumPairs pairs, TranslationChildren children, MachineTranslations machine, JobRepository jobs,
                      JobRelations relations, Clock clock) {
        this.pairs = pairs;
        this.children = children;
        this.machine = machine;
        this.jobs = jobs;
        this.relations = relations;
        this.clock = clock;
    }

    /** {@link #order(Job, List, String)} for perform_transcription's {@code target_language}. */
    @Transactional
    public List<TranslationOrder> order(Job parent, List<String> languages) {
        return order(parent, languages, "target_language");
    }

    /**
     * The parent's children for these targets (normalised codes; the parent's own language is left
     * out), in the order named, each once.
     *
     * @param parameter the request parameter that named the targets, for error messages
     */
    @Transactional
    public List<TranslationOrder> order(Job parent, List<String> languages, String parameter) {
        if (jobs.transcriptionRequestedAt(parent.id()).isEmpty()) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Job " + parent.id() + " has no transcription requested;"
                    + " request it (perform_transcription) before ordering translations");
        }
        List<String> targets = checkedTargets(parent.language(), languages, parameter);
        if (!jobs.lockLive(parent.id())) {
            throw ApiException.notFound("Job " + parent.id());
        }
        Job locked = jobs.findById(parent.id()).orElseThrow(() -> ApiException.notFound("Job " + parent.id()));
        Map<String, String> existing = existing(locked.id());
        Instant now = clock.instant();
        List<TranslationOrder> orders = new ArrayList<>();
        for (String target : targets) {
            Optional<String> child = Optional.ofNullable(existing.get(target));
            if (child.isPresent()) {
                orders.add(new TranslationOrder(target, child.get(), false));
                continue;
            }
            String childId = Ids.newId();
            children.make(locked, childId, target, now);
            if (locked.status() == JobStatus.COMPLETE) {
                machine.schedule(childId);
            }
            orders.add(new TranslationOrder(target, childId, true));
        }
        return orders;
    }

    /**
     * The targets a job in {@code source} can be translated into here, each once, in the order named,
     * the source's own language left out; a target without an installed pair is refused, naming
     * {@code parameter}. Also called before an order is created (the web app checks a form so).
     */
    public List<String> checkedTargets(String source, List<String> languages, String parameter) {
        List<String> targets = new ArrayList<>(new LinkedHashSet<>(languages)).stream()
                .filter(language -> !ApertiumPairs.iso3(language).equals(ApertiumPairs.iso3(source))).toList();
        targets.forEach(target -> pairs.require(source, target, parameter));
        return targets;
    }

    /** The job's live translation children by target language. */
    Map<String, String> existing(String parentId) {
        Map<String, String> byTarget = new LinkedHashMap<>();
        relations.madeFrom(parentId).stream().filter(r -> r.kind() == RelationKind.TRANSLATION)
                .flatMap(r -> jobs.findById(r.relatedJobId()).stream())
                .filter(child -> child.targetLanguage() != null)
                .forEach(child -> byTarget.putIfAbsent(child.targetLanguage(), child.id()));
        return byTarget;
    }
}
