/**
 * Jobs, and the job calls that involve no processing ({@link dev.parlance.job.JobService}: job/new,
 * info, list, modify, authorize, delete): the job aggregate and its typed requests (a new job, the
 * changes of modify, the transcription settings with their options, fidelity, priority, languages
 * and callback URL checks), the customer-visible task history, the job list's filters and keyset
 * paging, the status state machine ({@link dev.parlance.job.JobLifecycle}) and
 * {@link dev.parlance.job.JobRepository}, the only writer of the status column, and the events the
 * other rooms hear (a job authorized, completed, deleted). Running a transcription is
 * {@code workflow}; the job's media is {@code media}, its ElementLists {@code elementlist}, what it
 * is billed {@code billing}; whether a caller may reach a job is asked of {@code account}'s
 * permission check.
 */
package dev.parlance.job;
