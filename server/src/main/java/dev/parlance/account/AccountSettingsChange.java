package dev.parlance.account;

import dev.parlance.common.ApiException;

import java.util.Optional;

/**
 * The settings one update_setting call changes; an empty field is left as it is. An empty
 * {@code defaultJobNotes} clears the notes.
 */
public record AccountSettingsChange(
        Optional<String> defaultJobNotes,
        Optional<Boolean> requireAuthorization,
        Optional<Boolean> requireAuthorizationMechanical) {

    /** The column's size; counted in Java chars, which is never more lenient than either database. */
    public static final int MAX_JOB_NOTES = 6000;

    public AccountSettingsChange {
        if (defaultJobNotes.isPresent() && defaultJobNotes.get().length() > MAX_JOB_NOTES) {
            throw ApiException.invalid("default_job_notes",
                    "at most " + MAX_JOB_NOTES + " characters, got " + defaultJobNotes.get().length());
        }
    }
}
