/**
 * The v1 web API, the HTTP edge and nothing more: its routes (each answers GET and POST alike,
 * {@link dev.parlance.api.v1.ApiRoute}), the merging of query string, form and JSON body into
 * {@link dev.parlance.parameters.ApiParams} (the only place a request's raw parameters are read),
 * read into typed requests by the v1 vocabulary both HTTP edges share ({@code parameters}), the
 * shapes of the answers (a job as Job Info shows it), the one mapping of failures to
 * {@code 400 {ErrorType, ErrorComment}} (also for requests Tomcat or Spring refuse before a
 * handler), the routes the sandbox refuses and those not built yet. Controllers translate and call
 * a service; the rules themselves (who may act on what, what a job may become, what a file holds)
 * live in the rooms they belong to ({@code account}, {@code job}, {@code workflow}, {@code media},
 * {@code rendering}, {@code deliverable}, {@code billing}), and the error kinds in {@code common}.
 */
package dev.parlance.api.v1;
