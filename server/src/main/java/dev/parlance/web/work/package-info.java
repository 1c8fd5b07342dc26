/**
 * The JSON work API under {@code /work/api} (the editor and operators' scripts use it) and the
 * approval page's API under {@code /approve/{token}/api}: routes, request bodies and answer shapes,
 * and the mapping of the work room's refusals to real HTTP statuses with
 * {@link dev.parlance.web.JsonError} bodies. Who may do what, and everything that happens, is the
 * {@code work} room's; sign-in, sessions, CSRF and the bearer token are {@code web}'s.
 */
package dev.parlance.web.work;
