package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Lenient;

import java.util.Locale;
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
    /** The settings' names, as update_setting takes them (per-name parameters or {@code setting=<name>}). */
    public static final String DEFAULT_JOB_NOTES = "default_job_notes";
    public static final String REQUIRE_AUTHORIZATION = "require_customer_authorization_before_starting_workflow";
    public static final String REQUIRE_AUTHORIZATION_MECHANICAL = "customer_authorization_required_mechanical";

    public AccountSettingsChange {
        if (defaultJobNotes.isPresent() && defaultJobNotes.get().length() > MAX_JOB_NOTES) {
            throw ApiException.invalid(DEFAULT_JOB_NOTES,
                    "at most " + MAX_JOB_NOTES + " characters, got " + defaultJobNotes.get().length());
        }
    }

    /**
     * The documented form: one setting by name and its value as text. An unknown name is
     * INVALID_OPTION listing the known ones, a value that does not fit the setting is refused as in
     * the per-name form: a call that would silently change nothing is never a success.
     */
    public static AccountSettingsChange of(String setting, String value) {
        Optional<Boolean> none = Optional.empty();
        return switch (setting.trim().toLowerCase(Locale.ROOT)) {
            case DEFAULT_JOB_NOTES -> new AccountSettingsChange(Optional.of(value), none, none);
            case REQUIRE_AUTHORIZATION -> new AccountSettingsChange(Optional.empty(),
                    Optional.of(bool(REQUIRE_AUTHORIZATION, value)), none);
            case REQUIRE_AUTHORIZATION_MECHANICAL -> new AccountSettingsChange(Optional.empty(), none,
                    Optional.of(bool(REQUIRE_AUTHORIZATION_MECHANICAL, value)));
            default -> throw new ApiException(ErrorType.INVALID_OPTION, "Unknown setting '" + setting
                    + "'; the settings are " + DEFAULT_JOB_NOTES + ", " + REQUIRE_AUTHORIZATION + " and "
                    + REQUIRE_AUTHORIZATION_MECHANICAL);
        };
    }

    /** Both changes at once; one setting given two different values is refused rather than guessed. */
    public AccountSettingsChange and(AccountSettingsChange other) {
        return new AccountSettingsChange(
                either(DEFAULT_JOB_NOTES, defaultJobNotes, other.defaultJobNotes),
                either(REQUIRE_AUTHORIZATION, requireAuthorization, other.requireAuthorization),
                either(REQUIRE_AUTHORIZATION_MECHANICAL, requireAuthorizationMechanical,
                        other.requireAuthorizationMechanical));
    }

    private static <T> Optional<T> either(String name, Optional<T> a, Optional<T> b) {
        if (a.isPresent() && b.isPresent() && !a.equals(b)) {
            throw ApiException.invalid(name, "given twice with different values ('" + a.get() + "' and '" + b.get() + "')");
        }
        return a.or(() -> b);
    }

    private static boolean bool(String name, String value) {
        return Lenient.bool(value)
                .orElseThrow(() -> ApiException.invalid(name, "expected a boolean, got '" + value + "'"));
    }
}
