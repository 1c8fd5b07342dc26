/**
 * Accounts and who may act on them: the sub-account tree and
 * {@link dev.parlance.account.AccountAccess}, the one permission check (an account acts on itself and
 * its descendants) that every job and account access goes through; logging in with a password or a
 * long-term key, session tokens, API keys, password hashing, policy and change, the login throttle,
 * the settings of update_setting, account/create on the production service, and the first account
 * on an empty database (the operator's, also the ADMIN). Roles ({@link dev.parlance.account.Role}):
 * CUSTOMER, ADMIN and the workforce's TRANSCRIBER, REVIEWER, TRANSLATOR; the people an ADMIN manages
 * ({@link dev.parlance.account.PeopleService}) stand outside every customer's tree, and the
 * permission check refuses them all customer data. The web app's sign-in checks passwords here too
 * ({@link dev.parlance.account.AccountService#signIn}); its pages are {@code web}. Account creation
 * on the sandbox (with a production token) is {@code sandbox}; the calls' parameters are read in
 * {@code api.v1}.
 */
package dev.parlance.account;
