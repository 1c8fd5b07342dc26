/**
 * The customer's jobs in the browser: the list ({@code /jobs}: status, progress, search, filters,
 * keyset paging, sub-accounts' jobs), a job's page ({@code /jobs/{id}}: player with the captions as a
 * WebVTT track, interactive transcript, versions, quality report, downloads, orders, related jobs)
 * and its session-authenticated downloads and orders under {@code /jobs/{id}/...}. Thin: the forms'
 * values are read by the v1 vocabulary ({@link dev.parlance.parameters.FormParameters}) and every
 * read or order goes to the service the v1 route calls, with the same permission check, so another
 * customer gets the same 404 the API gives. Sign-in, sessions and CSRF are {@code web}'s.
 */
package dev.parlance.web.jobs;
