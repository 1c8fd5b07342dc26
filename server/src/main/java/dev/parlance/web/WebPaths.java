package dev.parlance.web;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.OrRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The paths the web app answers, in one place. Spring Security's and Spring Session's filters are
 * registered for these paths alone ({@link WebOnlyFilters}), so every other request (the v1 API
 * under {@code /api}, its signed file links, actuator, an unknown path) passes exactly as it did
 * before the web app existed: no firewall, no session lookup, no cookie read, no extra header.
 *
 * <p>A new page group adds its root here (one line) and gets sign-in, sessions, CSRF and the
 * security headers with it.
 */
public final class WebPaths {
    public static final String HOME = "/";
    public static final String SIGN_IN = "/signin";
    public static final String SIGN_OUT = "/signout";
    public static final String FORBIDDEN = "/forbidden";
    public static final String ASSETS = "/assets";
    public static final String WORK = "/work";
    /** The JSON work API: the browser session with a CSRF header, or {@code Authorization: Bearer <v1 token>}. */
    public static final String WORK_API = "/work/api";
    public static final String ADMIN = "/admin";
    /** Customer approval pages: the signed link is the credential, no sign-in. */
    public static final String APPROVE = "/approve";
    /** The signed-in person's own account (their password), whatever their role. */
    public static final String ACCOUNT = "/account";
    /** A customer's jobs ({@code web.jobs}) and the new job page below it ({@code /jobs/new}, {@code web.upload}). */
    public static final String JOBS = "/jobs";
    /**
     * The v1 API's reference page ({@code api.doc} serves it): outside the API's rules, a page like
     * these, open to anyone, with their security headers. The document itself ({@code /api/openapi.json}) is API.
     */
    public static final String API_DOCS = "/api/docs";

    /** Pages answering one path exactly. */
    private static final List<String> EXACT = List.of(HOME, SIGN_IN, SIGN_OUT, FORBIDDEN, API_DOCS);
    /** Roots answering themselves and everything below. */
    private static final List<String> TREES = List.of(ASSETS, WORK, ADMIN, APPROVE, ACCOUNT, JOBS);
    private static final RequestMatcher MATCHER = paths();

    /** The routes that answer JSON, errors included: the work API, the approval page's and the upload API. */
    private static final RequestMatcher JSON_ROUTES = new OrRequestMatcher(
            PathPatternRequestMatcher.withDefaults().matcher(WORK_API + "/**"),
            PathPatternRequestMatcher.withDefaults().matcher(JOBS + "/new/api/**"),
            PathPatternRequestMatcher.withDefaults().matcher(APPROVE + "/*/api/**"));

    private static final Pattern LOCAL_PAGE = Pattern.compile("/[A-Za-z0-9._~%!$&'()*+,;=:@/?-]*");

    private WebPaths() {
    }

    /** The same paths as servlet filter URL patterns ({@code /work/*} covers {@code /work} too). */
    static List<String> servletPatterns() {
        return Stream.concat(EXACT.stream(), TREES.stream().map(root -> root + "/*")).toList();
    }

    /** The same paths for Spring Security's matchers. */
    static RequestMatcher matcher() {
        return MATCHER;
    }

    private static RequestMatcher paths() {
        PathPatternRequestMatcher.Builder paths = PathPatternRequestMatcher.withDefaults();
        List<RequestMatcher> matchers = new ArrayList<>();
        EXACT.forEach(path -> matchers.add(paths.matcher(path)));
        TREES.forEach(root -> matchers.add(paths.matcher(root + "/**")));
        return new OrRequestMatcher(matchers);
    }

    /** Whether the request is one of the web app's paths (a page, an asset, a JSON route). */
    static boolean isWebPath(HttpServletRequest request) {
        return MATCHER.matches(request);
    }

    /** Whether the request is for a route that answers JSON (a refusal too), rather than a page. */
    static boolean isJsonRoute(HttpServletRequest request) {
        return JSON_ROUTES.matches(request);
    }

    /**
     * Whether {@code target} may follow a sign-in: a path of this application (one leading slash, no
     * scheme or host) in the characters a URL path and query use, so the redirect cannot leave the
     * site and is passed on as it is (no backslash, control character, space or template brace).
     */
    static boolean isLocalPage(String target) {
        return target != null && target.length() <= 2000 && !target.startsWith("//")
                && LOCAL_PAGE.matcher(target).matches();
    }
}
