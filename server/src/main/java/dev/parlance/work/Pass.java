package dev.parlance.work;

import dev.parlance.account.Role;
import dev.parlance.job.TaskType;

import java.util.EnumSet;
import java.util.Set;

/**
 * The kinds of pass a job goes through. The machine pass is the pipeline's ({@code workflow}); every
 * other pass is a work item that a person holds: a workforce member with one of its roles, or, for
 * customer approval, the customer through the e-mailed link.
 *
 * <p>Job Info's {@code Tasks} show each pass as a task. The workforce passes are part of the
 * transcription the customer ordered, so they are {@code JOB_PERFORM_TRANSCRIPTION} tasks, like the
 * machine pass and the callbacks it sends ({@code JOB_PERFORM_PREMIUM_SYNC} is the separate product
 * of syncing a customer's own transcript to the media, which import will use). Customer approval is
 * the customer changing their own transcript: {@code JOB_UPDATE_ELEMENTLIST}.
 */
public enum Pass {
    /** Speech recognition by the pipeline; no work item. */
    MACHINE(EnumSet.noneOf(Role.class), TaskType.JOB_PERFORM_TRANSCRIPTION, "Machine pass", null),
    /** A transcriber corrects the machine's text against the media: words, speakers, sound tags. */
    EDIT(EnumSet.of(Role.TRANSCRIBER), TaskType.JOB_PERFORM_TRANSCRIPTION, "Edit pass", null),
    /** A reviewer checks the edited text; never the person who edited it. */
    REVIEW(EnumSet.of(Role.REVIEWER), TaskType.JOB_PERFORM_TRANSCRIPTION, "Review pass", EDIT),
    /** Speaker names (option {@code speaker_id}). */
    SPEAKER_ID(EnumSet.of(Role.TRANSCRIBER, Role.REVIEWER), TaskType.JOB_PERFORM_TRANSCRIPTION,
            "Speaker identification pass", null),
    /**
     * A translator post-edits a translation child's machine translation against the source text and
     * the media (PREMIUM and PROFESSIONAL translations).
     */
    TRANSLATE(EnumSet.of(Role.TRANSLATOR), TaskType.JOB_PERFORM_TRANSCRIPTION, "Translation pass", null),
    /**
     * A second translator reviews the post-edited translation (PROFESSIONAL); never the one who
     * translated it. A translator, not a reviewer: reviewing a translation takes the target language.
     */
    TRANSLATION_REVIEW(EnumSet.of(Role.TRANSLATOR), TaskType.JOB_PERFORM_TRANSCRIPTION, "Translation review pass",
            TRANSLATE),
    /**
     * A describer writes the audio description (option {@code audio_description}) in the gaps of the
     * finished dialogue, starting from the machine's draft: a version of the description ElementList.
     */
    DESCRIBE(EnumSet.of(Role.DESCRIBER), TaskType.JOB_PERFORM_TRANSCRIPTION, "Description pass", null),
    /** A second describer reviews the description (PROFESSIONAL); never the one who wrote it. */
    DESCRIPTION_REVIEW(EnumSet.of(Role.DESCRIBER), TaskType.JOB_PERFORM_TRANSCRIPTION, "Description review pass",
            DESCRIBE),
    /**
     * The customer reads, edits and approves through the e-mailed link: the transcript
     * ({@code customer_approval_steps} RETURN, IWP CUSTOMER_APPROVED_RETURN) or, on a translation
     * child, the translation (TRANSLATION, IWP CUSTOMER_APPROVED_TRANSLATION).
     */
    CUSTOMER_APPROVAL(EnumSet.of(Role.CUSTOMER), TaskType.JOB_UPDATE_ELEMENTLIST, "Customer approval", null);

    private final Set<Role> roles;
    private final TaskType taskType;
    private final String label;
    private final Pass notByTheDoerOf;

    Pass(Set<Role> roles, TaskType taskType, String label, Pass notByTheDoerOf) {
        this.roles = roles;
        this.taskType = taskType;
        this.label = label;
        this.notByTheDoerOf = notByTheDoerOf;
    }

    /** The roles whose holders may take this pass from the queue. */
    public Set<Role> roles() {
        return Set.copyOf(roles);
    }

    public boolean mayBeDoneBy(Set<Role> held) {
        return roles.stream().anyMatch(held::contains);
    }

    /** Whether the pass works on the job's audio description rather than its transcript. */
    public boolean describes() {
        return this == DESCRIBE || this == DESCRIPTION_REVIEW;
    }

    /** Whether the operator's workforce does it (through the queue), rather than the pipeline or the customer. */
    public boolean byWorkforce() {
        return roles.stream().anyMatch(Role.WORKFORCE::contains);
    }

    public TaskType taskType() {
        return taskType;
    }

    /** "Edit pass": for task records and messages. */
    public String label() {
        return label;
    }

    /** The earlier pass whose doer may not do this one (the review is by someone else than the edit); null when none. */
    public Pass notByTheDoerOf() {
        return notByTheDoerOf;
    }

    /** The workforce passes someone holding these roles may take. */
    public static Set<Pass> doableBy(Set<Role> held) {
        EnumSet<Pass> passes = EnumSet.noneOf(Pass.class);
        for (Pass pass : values()) {
            if (pass.byWorkforce() && pass.mayBeDoneBy(held)) {
                passes.add(pass);
            }
        }
        return passes;
    }
}
