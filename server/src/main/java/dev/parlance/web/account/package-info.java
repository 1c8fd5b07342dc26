/**
 * The signed-in person's own account pages, for everyone who signs in (customers, the workforce,
 * operators): {@code /account/password} changes one's password. The rules (the current password's
 * check, what a password must be, the tokens that end) are the {@code account} room's; sessions and
 * CSRF are {@code web}'s.
 */
package dev.parlance.web.account;
