package dev.parlance.job;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;

import java.util.Arrays;
import java.util.Optional;

import static dev.parlance.job.JobStatus.AUTHORIZING;
import static dev.parlance.job.JobStatus.COMPLETE;
import static dev.parlance.job.JobStatus.IN_PROCESS;
import static dev.parlance.job.JobStatus.MEDIA_FAILURE;
import static dev.parlance.job.JobStatus.PENDING;
import static dev.parlance.job.JobStatus.REVIEWING;

/**
 * The one state machine for job status. Its table, {@link Move}, is the only place that decides
 * whether a status may follow another; {@link JobRepository#transition} is the only writer of the
 * status column and asks here first; {@code work.JobJourney} is its only caller.
 *
 * <p>The table holds exactly the moves the code makes, each beside the code that makes it. A move
 * nobody makes is not in it: an allowed move without a caller is a door nothing tests, and a wrong
 * move should fail here rather than pass unseen. Work that needs a new move adds its line here
 * together with its caller. An uplevel makes a new job rather than reworking a finished one, so a
 * Complete job never moves again.
 */
public final class JobLifecycle {

    /**
     * The allowed moves, one line each, named by what happens; the comment names the step of
     * {@code work.JobJourney}, the only caller of {@link JobRepository#transition}, that makes it
     * and who asks for it.
     */
    public enum Move {
        /**
         * JobJourney#queued: perform_transcription (and authorization, where the account requires it)
         * queues the work (Pipeline#start); a translation child is made waiting for its parent's FINAL
         * (TranslationChildren#make).
         */
        QUEUED(AUTHORIZING, PENDING),
        /**
         * JobJourney#started: a worker starts, TranscribeStep#run once the media is stored; on the
         * sandbox, JobOutcomes#sampleDone; a translation child's machine translation,
         * MachineTranslationStep#store.
         */
        STARTED(PENDING, IN_PROCESS),
        /**
         * JobJourney#machinePassDone: the machine pass finishes a job whose pass plan has no human
         * pass (a MECHANICAL job, a MECHANICAL translation child), or the sandbox's sample finishes any
         * job.
         */
        COMPLETED_BY_MACHINE(IN_PROCESS, COMPLETE),
        /**
         * JobJourney#machinePassDone: the machine pass is done and the job's pass plan has human passes
         * (PREMIUM, PROFESSIONAL, customer approval; for a translation child, its machine translation
         * is the first draft of the translators).
         */
        AWAITING_HUMAN_PASSES(IN_PROCESS, REVIEWING),
        /**
         * JobJourney#upleveled: an uplevel's new job starts with its human passes, from the leading
         * job's FINAL: no machine work, so straight to Reviewing (Uplevels#start).
         */
        UPLEVEL_STARTED(AUTHORIZING, REVIEWING),
        /**
         * JobJourney#complete: the last human pass is done (the edit of a PREMIUM job, the review of a
         * PROFESSIONAL one, the customer's approval, which keeps the job in Reviewing while it waits;
         * JobJourney#passDone), or the operator's {@code parlance.work.overdue=complete} completes a
         * job at its due date with its latest version (OverdueStep).
         */
        COMPLETED_BY_PEOPLE(REVIEWING, COMPLETE),
        /**
         * JobJourney#failed: the media never arrived (download failed, none added) or the first step
         * gave up on its retries before starting (JobOutcomes#mediaFailed, from TranscribeStep#run or
         * the pipeline task's give-up); a translation child whose parent failed or was deleted, or
         * whose translation gave up (MachineTranslationStep#failed).
         */
        MEDIA_FAILED_BEFORE_START(PENDING, MEDIA_FAILURE),
        /**
         * JobJourney#failed: the media cannot be probed or decoded, or a step gave up on its retries
         * (JobOutcomes#mediaFailed, from TranscribeStep#run, RecognizeSectionsStep#run or the pipeline
         * task's give-up); a translation given up (MachineTranslationStep#failed).
         */
        MEDIA_FAILED_IN_PROCESS(IN_PROCESS, MEDIA_FAILURE);

        private final JobStatus from;
        private final JobStatus to;

        Move(JobStatus from, JobStatus to) {
            this.from = from;
            this.to = to;
        }

        public JobStatus from() {
            return from;
        }

        public JobStatus to() {
            return to;
        }
    }

    private JobLifecycle() {
    }

    /** The table's move from {@code from} to {@code to}, if it has one. */
    public static Optional<Move> move(JobStatus from, JobStatus to) {
        return Arrays.stream(Move.values()).filter(m -> m.from == from && m.to == to).findFirst();
    }

    public static boolean allows(JobStatus from, JobStatus to) {
        return move(from, to).isPresent();
    }

    public static void check(JobStatus from, JobStatus to) {
        if (!allows(from, to)) {
            throw new ApiException(ErrorType.INVALID_QUERY,
                    "A job in status " + from.label() + " cannot move to " + to.label());
        }
    }
}
