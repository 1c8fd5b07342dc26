package dev.parlance.job;

import java.time.Instant;

/**
 * Where every job is made, in Authorizing with nothing requested yet: a customer's new job, a
 * translation child of a job, the new job of an uplevel. What a made job carries over from the one
 * it comes from is decided here, once; the transcription request (fidelity, due date, options) is
 * recorded on it afterwards by whoever made it.
 */
public final class JobFactory {
    private JobFactory() {
    }

    /** job/new's job, its values already checked; the account's default notes. */
    public static Job requested(String id, String ownerId, String name, String language, String externalId,
                                String requestor, String reference, Integer expectedSpeakers, String notes,
                                Instant now) {
        return made(id, ownerId, name, language, externalId, requestor, reference, expectedSpeakers,
                JobDifficulty.UNKNOWN.label(), notes, now);
    }

    /**
     * A translation child: the parent's account, name, language (of the text it translates),
     * external id, requestor, reference, expected speakers, difficulty and notes.
     */
    public static Job translationOf(Job parent, String childId, Instant now) {
        return made(childId, parent.accountId(), parent.name(), parent.language(), parent.externalId(),
                parent.requestor(), parent.reference(), parent.expectedSpeakers(), parent.difficulty(), parent.notes(),
                now);
    }

    /**
     * An uplevel's new job: as the leading job, with the uplevel's requestor and reference where it
     * names them (null: the leading job's).
     */
    public static Job upleveledFrom(Job leading, String newJobId, String requestor, String reference, Instant now) {
        return made(newJobId, leading.accountId(), leading.name(), leading.language(), leading.externalId(),
                requestor != null ? requestor : leading.requestor(), reference != null ? reference : leading.reference(),
                leading.expectedSpeakers(), leading.difficulty(), leading.notes(), now);
    }

    private static Job made(String id, String accountId, String name, String language, String externalId,
                            String requestor, String reference, Integer expectedSpeakers, String difficulty,
                            String notes, Instant now) {
        return new Job(id, accountId, name, language, externalId, requestor, reference, expectedSpeakers,
                JobStatus.AUTHORIZING, null, null, null, difficulty, null, null, TranscriptionOptions.NONE, notes, null,
                null, now, null, null, null, null, null, null);
    }
}
