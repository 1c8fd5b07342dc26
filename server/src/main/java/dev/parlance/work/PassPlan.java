package dev.parlance.work;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.Fidelity;
import dev.parlance.job.TranscriptionOptions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The passes a job goes through, from its fidelity and options: the one place that says so. Uplevel,
 * import and translation add passes here, not code paths.
 *
 * <ul>
 * <li>MECHANICAL: the machine pass (stores MECHANICAL).</li>
 * <li>PREMIUM: machine, then an edit pass (PREMIUM).</li>
 * <li>PROFESSIONAL: machine, an edit pass (INTERIM_PROFESSIONAL), then a review pass by someone else
 *     (PROFESSIONAL).</li>
 * <li>{@code speaker_id} true adds a speaker identification pass (SPEAKER_ID) to PREMIUM and
 *     PROFESSIONAL. A MECHANICAL job stays machine-only: its speakers are the machine's
 *     ({@code expected_speakers}), and a person's pass is not what a MECHANICAL price buys.</li>
 * <li>{@code audio_description} true adds, after those, a describer's pass on the description
 *     ElementList, which starts from the machine's draft: PREMIUM stores the description as PREMIUM;
 *     PROFESSIONAL as INTERIM_PROFESSIONAL, then a review by another describer stores PROFESSIONAL (the
 *     same names as the transcript's versions, in the description's own list). MECHANICAL delivers
 *     the machine's draft.</li>
 * <li>{@code customer_approval_steps} with RETURN adds customer approval at the end, at any fidelity
 *     (CUSTOMER_APPROVED_RETURN): the customer's own work, free to ask for.</li>
 * <li>EXTERNAL (a job with an imported transcript ordered MECHANICAL or EXTERNAL): the machine pass
 *     alone. On any job with an imported transcript the machine pass's version (MECHANICAL, the
 *     name compat-notes gives the first version; there is no EXTERNAL one) is the customer's
 *     transcript timed to the audio, so PREMIUM and PROFESSIONAL people start from it: the plan is
 *     the same, only the first draft differs.</li>
 * <li>A translation child (a job made from another by {@code target_language} or translate, its
 *     text the parent's FINAL in another language; {@link #translation}): the machine translation
 *     pass (stores MECHANICAL), then for PREMIUM a translation pass (TRANSLATE, by a translator:
 *     PREMIUM), for PROFESSIONAL that pass (INTERIM_PROFESSIONAL) and a translation review by
 *     another translator (TRANSLATION_REVIEW: PROFESSIONAL). {@code customer_approval_steps} with
 *     TRANSLATION adds the customer's approval of the translation (CUSTOMER_APPROVED_TRANSLATION);
 *     RETURN is the transcript's approval, on the parent. No speaker identification pass: the
 *     speakers are the parent's.</li>
 * </ul>
 * When the last pass is done, its text is also stored as FINAL and the job is Complete.
 */
public record PassPlan(List<PlannedPass> passes) {
    public static final String FINAL = "FINAL";
    /** The customer_approval_tool that names a third-party editor; the other value is the service's own tool, ours. */
    static final String THIRD_PARTY_TOOL = "AMARA";

    private static final PlannedPass MACHINE = new PlannedPass(Pass.MACHINE, "MECHANICAL");
    private static final Map<Fidelity, List<PlannedPass>> BY_FIDELITY = Map.of(
            Fidelity.MECHANICAL, List.of(MACHINE),
            Fidelity.PREMIUM, List.of(MACHINE, new PlannedPass(Pass.EDIT, "PREMIUM")),
            Fidelity.PROFESSIONAL, List.of(MACHINE, new PlannedPass(Pass.EDIT, "INTERIM_PROFESSIONAL"),
                    new PlannedPass(Pass.REVIEW, "PROFESSIONAL")),
            // An imported transcript timed to the media: the machine pass alone, its version the timed import.
            Fidelity.EXTERNAL, List.of(MACHINE));
    private static final Map<Fidelity, List<PlannedPass>> TRANSLATION_BY_FIDELITY = Map.of(
            Fidelity.MECHANICAL, List.of(MACHINE),
            Fidelity.PREMIUM, List.of(MACHINE, new PlannedPass(Pass.TRANSLATE, "PREMIUM")),
            Fidelity.PROFESSIONAL, List.of(MACHINE, new PlannedPass(Pass.TRANSLATE, "INTERIM_PROFESSIONAL"),
                    new PlannedPass(Pass.TRANSLATION_REVIEW, "PROFESSIONAL")),
            // The translation of an imported transcript: machine-translated, as MECHANICAL.
            Fidelity.EXTERNAL, List.of(MACHINE));
    private static final PlannedPass TRANSLATION_APPROVAL = new PlannedPass(Pass.CUSTOMER_APPROVAL,
            "CUSTOMER_APPROVED_TRANSLATION");
    private static final PlannedPass SPEAKER_ID = new PlannedPass(Pass.SPEAKER_ID, "SPEAKER_ID");
    private static final Map<Fidelity, List<PlannedPass>> DESCRIPTION_BY_FIDELITY = Map.of(
            Fidelity.PREMIUM, List.of(new PlannedPass(Pass.DESCRIBE, "PREMIUM")),
            Fidelity.PROFESSIONAL, List.of(new PlannedPass(Pass.DESCRIBE, "INTERIM_PROFESSIONAL"),
                    new PlannedPass(Pass.DESCRIPTION_REVIEW, "PROFESSIONAL")));
    private static final PlannedPass CUSTOMER_APPROVAL = new PlannedPass(Pass.CUSTOMER_APPROVAL, "CUSTOMER_APPROVED_RETURN");

    public PassPlan {
        passes = List.copyOf(passes);
    }

    /**
     * Refuses, as perform_transcription's error, options whose passes this server cannot carry out:
     * the third-party approval tool. The other value of {@code customer_approval_tool} names the
     * service's own tool, which here is Parlance's approval page, as is the default.
     */
    public static void check(TranscriptionOptions options) {
        String tool = options.text("customer_approval_tool");
        if (THIRD_PARTY_TOOL.equals(tool)) {
            throw new ApiException(ErrorType.INVALID_OPTION, "Invalid option customer_approval_tool: " + tool
                    + " is a third-party editing tool this server does not offer; leave the option out (or send "
                    + "CIELO24, the service's own tool) for Parlance's approval page, which the e-mailed link opens");
        }
    }

    /** The plan of a job with this fidelity and these (already checked) options. */
    public static PassPlan of(Fidelity fidelity, TranscriptionOptions options) {
        List<PlannedPass> passes = new ArrayList<>(BY_FIDELITY.get(fidelity));
        boolean byPeople = passes.size() > 1;
        if (byPeople && options.bool("speaker_id")) {
            passes.add(SPEAKER_ID);
        }
        if (byPeople && options.bool("audio_description")) {
            passes.addAll(DESCRIPTION_BY_FIDELITY.getOrDefault(fidelity, List.of()));
        }
        if (options.list("customer_approval_steps").contains("RETURN")) {
            passes.add(CUSTOMER_APPROVAL);
        }
        return new PassPlan(passes);
    }

    /**
     * The plan of a translation child with this fidelity (the parent's) and these options (the
     * parent's): its machine pass is the machine translation of the parent's FINAL.
     */
    public static PassPlan translation(Fidelity fidelity, TranscriptionOptions options) {
        List<PlannedPass> passes = new ArrayList<>(TRANSLATION_BY_FIDELITY.get(fidelity));
        if (options.list("customer_approval_steps").contains("TRANSLATION")) {
            passes.add(TRANSLATION_APPROVAL);
        }
        return new PassPlan(passes);
    }

    /**
     * A version's name in people's words, for pages (the API keeps the IWP name): what made it.
     * The interim names mean the same pass in every plan that stores them, so the name alone says.
     *
     * @param translation whether the version is a translation child's (its people translate, not edit)
     */
    public static String versionLabel(String iwpName, boolean translation) {
        return switch (iwpName) {
            case "MECHANICAL" -> translation ? "Machine translation" : "Machine transcript";
            case "PREMIUM", "INTERIM_PROFESSIONAL" -> translation ? "After the translation pass" : "After the edit pass";
            case "PROFESSIONAL" -> translation ? "After the translation review" : "After the review pass";
            case "SPEAKER_ID" -> "After speaker identification";
            case "CUSTOMER_APPROVED_RETURN", "CUSTOMER_APPROVED_TRANSLATION" -> "As the customer approved it";
            case FINAL -> "Final";
            default -> iwpName;
        };
    }

    /** Whether anything follows the machine pass: the job then waits in Reviewing. */
    public boolean hasHumanPasses() {
        return passes.size() > 1;
    }

    /** The pass at this position (0 is the machine pass), if the plan has one. */
    public Optional<PlannedPass> at(int step) {
        return step >= 0 && step < passes.size() ? Optional.of(passes.get(step)) : Optional.empty();
    }

    /**
     * Where an uplevel of a finished job starts: the fidelity it goes to and the position, in that
     * fidelity's plan, of the first pass the job's text has not had. The plans share their start
     * (machine, edit, review), so a job's text has had as many of those passes as its own fidelity's
     * plan holds: one for MECHANICAL and for an import (EXTERNAL), which is machine-timed text;
     * two for PREMIUM, and for an import taken as the first pass ({@code caption_import_as_fp}). The
     * uplevel skips those passes: it starts from the job's FINAL with the next one.
     *
     * @param to        the fidelity ordered: above the job's
     * @param firstStep the first pass to do, in {@code PassPlan.of(to, options)}
     */
    public record Uplevel(Fidelity from, Fidelity to, int firstStep) {
        /**
         * The uplevel of a job of fidelity {@code from} to {@code requested}, or, when none is named,
         * to the next fidelity up: MECHANICAL and imports to PREMIUM, PREMIUM (and an import taken as
         * first pass) to PROFESSIONAL. Refused, as the uplevel's error, when nothing is above.
         */
        public static Uplevel of(Fidelity from, boolean importAsFirstPass, Optional<Fidelity> requested) {
            if (importAsFirstPass && from != Fidelity.EXTERNAL) {
                throw new ApiException(ErrorType.INVALID_OPTION, "caption_import_as_fp takes an imported transcript"
                        + " as the first pass; this job's transcript is " + from + ", not imported");
            }
            int had = importAsFirstPass ? BY_FIDELITY.get(Fidelity.PREMIUM).size() : BY_FIDELITY.get(from).size();
            Optional<Fidelity> next = ORDERABLE.stream().filter(f -> BY_FIDELITY.get(f).size() > had).findFirst();
            if (next.isEmpty()) {
                throw new ApiException(ErrorType.INVALID_QUERY, "The job is already " + from
                        + ", the highest fidelity: there is nothing to uplevel it to");
            }
            Fidelity to = requested.orElse(next.get());
            if (BY_FIDELITY.get(to).size() <= had) {
                throw ApiException.invalid("transcription_fidelity", to + " is not above the job's "
                        + (importAsFirstPass ? "imported first pass" : from.name()) + "; an uplevel orders a higher fidelity ("
                        + String.join(" or ", ORDERABLE.stream().filter(f -> BY_FIDELITY.get(f).size() > had)
                        .map(Fidelity::name).toList()) + ")");
            }
            return new Uplevel(from, to, had);
        }

        /** What the uplevel does, for its answer ({@code upleveled_workflow}): "MECHANICAL to PREMIUM: Edit pass (PREMIUM)". */
        public String workflow(TranscriptionOptions options) {
            List<PlannedPass> passes = PassPlan.of(to, options).passes();
            return from + " to " + to + ": " + String.join(", ",
                    passes.subList(firstStep, passes.size()).stream().map(JobJourney::describe).toList());
        }
    }

    /** The fidelities an uplevel may order, lowest first. */
    private static final List<Fidelity> ORDERABLE = List.of(Fidelity.PREMIUM, Fidelity.PROFESSIONAL);

    /** How many workforce passes there are from this position on, this one included. */
    int workforcePassesFrom(int step) {
        return (int) passes.subList(Math.min(step, passes.size()), passes.size()).stream()
                .filter(p -> p.pass().byWorkforce()).count();
    }
}
