/**
 * The web app's foundation: Spring Security for the pages and the JSON work API only (the
 * {@link dev.parlance.web.WebPaths}; the v1 API under {@code /api}, its signed links and actuator
 * never meet it), browser sessions kept in the database (Spring Session JDBC, table
 * {@code web_sessions}, idle expiry), CSRF on every write, a strict Content-Security-Policy and the
 * other security headers, sign-in and sign-out, the layout, error pages, and the static files
 * under {@code static/assets}. Passwords, roles and the permission check are {@code account}'s.
 *
 * <p>For a page group (a sub-package such as {@code web.work} or {@code web.admin}):
 * <ul>
 * <li>add its root to {@link dev.parlance.web.WebPaths} (and its link to {@code Navigation}); the
 *     access rule per root is in {@code WebSecurityConfig} ({@code /work/**}: the workforce roles
 *     and ADMIN; {@code /admin/**}: ADMIN; {@code /approve/**}: open, the signed link decides);</li>
 * <li>a controller gets the caller as {@code @CurrentAccount Account me}
 *     ({@link dev.parlance.web.CurrentAccount}): the account of the browser session or of the
 *     bearer token, read afresh for this request;</li>
 * <li>pages are Thymeleaf templates using {@code fragments/layout} ({@code head(title)},
 *     {@code header}, {@code footer}) with a {@code <main id="main">}; no inline script or style:
 *     ES modules and CSS go under {@code static/assets} ({@code /assets/...});</li>
 * <li>the JSON work API lives under {@code /work/api}: the browser session plus the
 *     {@code X-XSRF-TOKEN} header ({@code /assets/http.js} {@code sendJson} adds it), or
 *     {@code Authorization: Bearer <v1 token>} with no CSRF; errors are
 *     {@link dev.parlance.web.JsonError} with a real status ({@code WebErrors} turns an
 *     {@code ApiException} into one; a page group's own advice may take precedence).</li>
 * </ul>
 */
package dev.parlance.web;
