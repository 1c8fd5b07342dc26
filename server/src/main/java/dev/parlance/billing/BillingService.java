package dev.parlance.billing;

import dev.parlance.job.Fidelity;
import dev.parlance.job.Job;
import dev.parlance.job.JobRelations;
import dev.parlance.job.Languages;
import dev.parlance.job.RelationKind;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Records what a completed job is billed for. The pipeline calls {@link #recordCompletion} when a
 * job completes; statistics are sums of these records.
 *
 * <p>A job is billed its media length rounded up to whole minutes:
 * <ul>
 * <li>once for transcription, as ENGLISH when the job's language is English ({@code en},
 *     {@code en-*}), else as FOREIGN;</li>
 * <li>and, when it has target languages other than its own, once more as TRANSLATION, for each such
 *     target language (each is a translation of its own) that has no translation job of its own;</li>
 * <li>and, when it was ordered with {@code audio_description}, once more as DESCRIPTION, at its
 *     fidelity: the machine's draft for MECHANICAL, a describer's pass above it.</li>
 * </ul>
 * A translation job (a child related as TRANSLATION, made for one target language) is billed its
 * minutes once, as TRANSLATION, at its fidelity: the transcription is its parent's, billed there.
 * So every target language is billed its translation minutes once, by its child where it has one
 * (the sandbox makes none: there the parent bills them, as before translation jobs existed).
 * Every record carries the job's fidelity, so the minutes by fidelity and the minutes by language
 * class each add up to the total. An imported transcript (EXTERNAL) is billed as MECHANICAL: the
 * service's work on it is machine alignment. An uplevel's job is billed like any job, at its new
 * fidelity, and takes back what the job it came from was billed for the same minutes
 * ({@link #creditUpleveled}).
 */
@Service
public class BillingService {
    private static final double SECONDS_PER_MINUTE = 60.0;

    private final BillingRepository records;
    private final JobRelations relations;
    private final Clock clock;

    BillingService(BillingRepository records, JobRelations relations, Clock clock) {
        this.records = records;
        this.relations = relations;
        this.clock = clock;
    }

    /**
     * Records the job's billing; calling it again for the same job records nothing more (each
     * language class is recorded once per job). Joins the caller's transaction when there is one.
     * The return time is the job's ReturnDate, else its CompletedDate, else now.
     *
     * @throws IllegalArgumentException when the job has no fidelity or no media length: a completed
     *                                  job always has both, so this is a pipeline defect to surface
     */
    @Transactional
    public void recordCompletion(Job job) {
        if (job.fidelity() == null) {
            throw new IllegalArgumentException("Job " + job.id() + " has no fidelity; it cannot be billed");
        }
        int minutes = billableMinutes(job);
        Fidelity billed = job.fidelity() == Fidelity.EXTERNAL ? Fidelity.MECHANICAL : job.fidelity();
        Instant returnedAt = Objects.requireNonNullElseGet(job.returnedAt(),
                () -> Objects.requireNonNullElseGet(job.completedAt(), clock::instant));

        Map<LanguageClass, Integer> items = new LinkedHashMap<>();
        String language = normalized(job.language() == null ? Languages.DEFAULT : job.language());
        items.put(isEnglish(language) ? LanguageClass.ENGLISH : LanguageClass.FOREIGN, minutes);
        boolean translationJob = relations.leadingOf(job.id()).filter(r -> r.kind() == RelationKind.TRANSLATION).isPresent();
        long translations = translationJob ? 1 : translationTargets(job.targetLanguage(), language) - translationChildren(job.id());
        if (translationJob) {
            items.clear();
        }
        if (translations > 0) {
            items.put(LanguageClass.TRANSLATION, Math.toIntExact(minutes * translations));
        }
        if (!translationJob && job.options().bool("audio_description")) {
            items.put(LanguageClass.DESCRIPTION, minutes);
        }

        records.lockJob(job.id());
        Instant now = clock.instant();
        items.forEach((languageClass, billedMinutes) -> {
            if (!records.exists(job.id(), languageClass)) {
                records.insert(new BillingRecord(job.id(), languageClass, job.accountId(), billed, billedMinutes,
                        returnedAt), now);
            }
        });
        relations.leadingOf(job.id()).filter(r -> r.kind() == RelationKind.UPLEVEL)
                .ifPresent(uplevel -> creditUpleveled(job, uplevel.leadingJobId(), returnedAt, now));
    }

    /**
     * An uplevel's job was billed its minutes at its new fidelity; the job it came from was billed
     * the same minutes for transcription at the old one. That record is taken back, as of this
     * job's return ({@code billing_credits}), so the minutes count once, at the new fidelity, and
     * the statistics already reported for the earlier return stay as they were. Translation minutes
     * are not taken back: an uplevel redoes the transcription only.
     */
    private void creditUpleveled(Job job, String leadingJobId, Instant returnedAt, Instant now) {
        for (BillingRecord earlier : records.forJob(leadingJobId)) {
            if (earlier.languageClass() != LanguageClass.TRANSLATION && !records.creditExists(job.id(), earlier.languageClass())) {
                records.insertCredit(job.id(), earlier, returnedAt, now);
            }
        }
    }

    /** How many translation jobs were made from this job. */
    private long translationChildren(String jobId) {
        return relations.madeFrom(jobId).stream().filter(r -> r.kind() == RelationKind.TRANSLATION).count();
    }

    /** Media length rounded up to whole minutes: 60 s is 1 minute, 61 s is 2. */
    static int billableMinutes(Job job) {
        Double seconds = job.mediaLengthSeconds();
        if (seconds == null || seconds.isNaN() || seconds < 0) {
            throw new IllegalArgumentException("Job " + job.id() + " has no media length; it cannot be billed");
        }
        return Math.toIntExact((long) Math.ceil(seconds / SECONDS_PER_MINUTE));
    }

    /** The distinct target languages (comma-separated) that differ from the job's own language. */
    static long translationTargets(String targetLanguages, String language) {
        if (targetLanguages == null) {
            return 0;
        }
        return Arrays.stream(targetLanguages.split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .map(BillingService::normalized)
                .filter(target -> !target.equals(language))
                .distinct()
                .count();
    }

    private static boolean isEnglish(String language) {
        return language.equals("en") || language.startsWith("en-");
    }

    private static String normalized(String language) {
        return Languages.normalize(language).orElse(language.trim().toLowerCase(Locale.ROOT));
    }
}
