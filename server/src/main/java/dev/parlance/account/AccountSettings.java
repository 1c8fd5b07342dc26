package dev.parlance.account;

/** The three settings of update_setting. */
public record AccountSettings(
        String defaultJobNotes,
        boolean requireAuthorization,
        boolean requireAuthorizationMechanical) {

    public static final AccountSettings DEFAULTS = new AccountSettings(null, false, false);
}
