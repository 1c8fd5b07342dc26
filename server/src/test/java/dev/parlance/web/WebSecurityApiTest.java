package dev.parlance.web;

import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.OwnAddress;
import dev.parlance.support.WebClient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.web.servlet.AbstractFilterRegistrationBean;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The web app's foundation over real HTTP: the sign-in page at {@code /}, sign-in and sign-out,
 * CSRF on every write, the security headers, sessions that expire, the bearer token on the work
 * API, and the v1 API untouched by all of it.
 */
class WebSecurityApiTest extends ApiTestSupport {
    private static final String PASSWORD = "customer-secret-1";

    @Autowired
    JdbcClient jdbc;
    @Autowired
    ApplicationContext context;

    WebClient web;

    @BeforeEach
    void browser() {
        web = new WebClient("http://localhost:" + port);
    }

    @Test
    void theRootIsTheSignInPageWithStrictSecurityHeaders() {
        ApiResponse page = web.get("/");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.contentType()).startsWith("text/html");
        assertThat(page.body()).contains("<h1>Sign in</h1>").contains("action=\"/signin\"")
                .contains("name=\"_csrf\"").contains("<main id=\"main\"").contains("href=\"#main\"");
        assertThat(header(page, "Content-Security-Policy")).isEqualTo(WebSecurityConfig.CONTENT_SECURITY_POLICY)
                .contains("default-src 'self'").doesNotContain("unsafe-inline");
        assertThat(header(page, "X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(header(page, "X-Frame-Options")).isEqualTo("DENY");
        assertThat(header(page, "Referrer-Policy")).isEqualTo("no-referrer");
        assertThat(header(page, "Permissions-Policy")).contains("camera=()");
        assertThat(header(page, "Cross-Origin-Opener-Policy")).isEqualTo("same-origin");
        assertThat(web.cookie(WebClient.CSRF_COOKIE)).isPresent();
        assertThat(web.cookie(WebClient.SESSION_COOKIE)).as("no session before sign-in").isEmpty();
        // The page's own files are served by the jar.
        assertThat(web.get("/assets/app.css").status()).isEqualTo(200);
        assertThat(web.get("/assets/app.js").contentType()).contains("javascript");
    }

    @Test
    void signInStartsASessionAndSignOutEndsIt() {
        String customer = customer();
        WebClient stranger = new WebClient("http://127.0.0.1:" + port, OwnAddress.next());
        ApiResponse wrong = stranger.signIn(customer, "not-the-password");
        assertThat(wrong.status()).isEqualTo(200);
        assertThat(wrong.body()).contains("Invalid username or password").contains("role=\"alert\"")
                .contains("value=\"" + customer + "\"");
        assertThat(stranger.cookie(WebClient.SESSION_COOKIE)).isEmpty();

        ApiResponse right = web.signIn(ADMIN, ADMIN_PASSWORD);
        assertThat(right.status()).isEqualTo(302);
        assertThat(right.headers().firstValue("Location")).hasValueSatisfying(l -> assertThat(l).endsWith("/"));
        String session = web.cookie(WebClient.SESSION_COOKIE).orElseThrow();
        assertThat(right.headers().allValues("Set-Cookie")).anySatisfy(c -> assertThat(c)
                .startsWith(WebClient.SESSION_COOKIE + "=").containsIgnoringCase("HttpOnly").containsIgnoringCase("SameSite=Lax"));
        ApiResponse home = web.get("/");
        assertThat(home.body()).contains("Signed in as").contains("Welcome, admin").contains("href=\"/admin/people\"");
        assertThat(web.get("/admin/people").status()).isEqualTo(200);
        WebClient replay = new WebClient("http://localhost:" + port);
        replay.addCookie(WebClient.SESSION_COOKIE, session);
        assertThat(replay.get("/admin/people").status()).as("the cookie alone carries the session").isEqualTo(200);

        ApiResponse out = web.post("/signout");
        assertThat(out.status()).isEqualTo(302);
        assertThat(out.headers().firstValue("Location")).hasValueSatisfying(l -> assertThat(l).endsWith("/signin?signed-out"));
        assertThat(web.get("/signin?signed-out").body()).contains("You are signed out");
        assertThat(signInRedirect(web.get("/admin/people"))).endsWith("/signin?next=%2Fadmin%2Fpeople");
        // The old session is gone from the database, not only from this browser.
        assertThat(replay.get("/admin/people").status()).isEqualTo(302);
    }

    /** The web sign-in and the API's login count failures together (one throttle, in the database). */
    @Test
    void webSignInSharesTheLoginThrottleWithTheApi() {
        String customer = customer();
        WebClient guesser = new WebClient("http://127.0.0.1:" + port, OwnAddress.next());
        for (int i = 0; i < 6; i++) {
            assertThat(guesser.signIn(customer, "guess-" + i).body()).contains("Invalid username or password");
        }
        ApiClient owner = new ApiClient("http://127.0.0.1:" + port, OwnAddress.next());
        assertThat(owner.get("/api/account/login", "v", "1", "username", customer, "password", PASSWORD)
                .error("LOGIN_INVALID")).contains("Too many failed logins");
        WebClient ownerInBrowser = new WebClient("http://127.0.0.1:" + port, OwnAddress.next());
        ApiResponse locked = ownerInBrowser.signIn(customer, PASSWORD);
        assertThat(locked.status()).isEqualTo(200);
        assertThat(locked.body()).contains("Too many failed logins for this username or from this address; try again in");
        assertThat(ownerInBrowser.cookie(WebClient.SESSION_COOKIE)).isEmpty();
    }

    @Test
    void afterSignInTheVisitorGoesWhereTheyWereHeadedButNeverOffSite() {
        assertThat(signInRedirect(web.get("/admin/people"))).endsWith("/signin?next=%2Fadmin%2Fpeople");
        ApiResponse in = web.post("/signin", "username", ADMIN, "password", ADMIN_PASSWORD, "next", "/admin/people");
        assertThat(in.headers().firstValue("Location")).hasValueSatisfying(l -> assertThat(l).endsWith("/admin/people"));

        WebClient other = new WebClient("http://localhost:" + port);
        ApiResponse offSite = other.post("/signin", "username", ADMIN, "password", ADMIN_PASSWORD,
                "next", "//evil.example/phish");
        assertThat(offSite.headers().firstValue("Location").orElseThrow()).doesNotContain("evil").endsWith("/");
        for (String odd : new String[] {"/\\evil.example", "https://evil.example/", "/work/{id}", "/a b"}) {
            WebClient client = new WebClient("http://localhost:" + port);
            ApiResponse home = client.post("/signin", "username", ADMIN, "password", ADMIN_PASSWORD, "next", odd);
            assertThat(home.status()).as(odd).isEqualTo(302);
            assertThat(home.headers().firstValue("Location").orElseThrow()).as(odd).endsWith(":" + port + "/");
        }
    }

    @Test
    void aSignInGetsANewSessionEveryTime() {
        web.signIn(ADMIN, ADMIN_PASSWORD);
        String first = web.cookie(WebClient.SESSION_COOKIE).orElseThrow();
        web.signIn(ADMIN, ADMIN_PASSWORD);
        String second = web.cookie(WebClient.SESSION_COOKIE).orElseThrow();
        assertThat(second).isNotEqualTo(first);
        WebClient current = new WebClient("http://localhost:" + port);
        current.addCookie(WebClient.SESSION_COOKIE, second);
        assertThat(current.get("/admin/people").status()).isEqualTo(200);
        WebClient old = new WebClient("http://localhost:" + port);
        old.addCookie(WebClient.SESSION_COOKIE, first);
        assertThat(old.get("/admin/people").status()).as("the session before sign-in is over").isEqualTo(302);
    }

    @Test
    void everyWriteWithoutTheCsrfTokenIsRefused() {
        ApiResponse anonymous = web.postWithoutCsrf("/signin", "username", ADMIN, "password", ADMIN_PASSWORD);
        assertThat(anonymous.status()).isEqualTo(403);
        assertThat(anonymous.contentType()).startsWith("text/html");
        assertThat(anonymous.body()).contains("security token");
        assertThat(web.cookie(WebClient.SESSION_COOKIE)).isEmpty();

        web.signIn(ADMIN, ADMIN_PASSWORD);
        String name = unique("forged");
        ApiResponse forged = web.postWithoutCsrf("/admin/people", "username", name, "password", "password-1",
                "roles", "TRANSCRIBER");
        assertThat(forged.status()).isEqualTo(403);
        assertThat(web.get("/admin/people").body()).doesNotContain(name);
        assertThat(web.postWithoutCsrf("/signout").status()).isEqualTo(403);
        assertThat(web.get("/admin/people").status()).as("still signed in").isEqualTo(200);
        // A wrong token is no better than none.
        ApiResponse wrongToken = web.send(HttpRequest.newBuilder(URI.create(web.base() + "/signout"))
                .header("X-XSRF-TOKEN", "0123456789abcdef").POST(HttpRequest.BodyPublishers.noBody()));
        assertThat(wrongToken.status()).isEqualTo(403);
    }

    @Test
    void aSessionIdleForLongerThanTheTimeoutIsOver() {
        web.signIn(ADMIN, ADMIN_PASSWORD);
        assertThat(web.get("/admin/people").status()).isEqualTo(200);
        String sessionId = new String(Base64.getDecoder().decode(web.cookie(WebClient.SESSION_COOKIE).orElseThrow()),
                StandardCharsets.UTF_8);
        long nineHours = Duration.ofHours(9).toMillis();
        assertThat(jdbc.sql("""
                        update web_sessions set last_access_time = last_access_time - ?, expiry_time = expiry_time - ?
                        where session_id = ?""")
                .params(nineHours, nineHours, sessionId).update()).isEqualTo(1);
        assertThat(signInRedirect(web.get("/admin/people"))).contains("/signin");
        assertThat(jdbc.sql("select count(*) from web_sessions where session_id = ?").param(sessionId)
                .query(Long.class).single()).as("the expired row is deleted").isZero();
    }

    @Test
    void theWorkApiTakesABearerTokenWithoutCsrfAndAnswersInJson() {
        String token = adminToken();
        ApiResponse me = web.send(HttpRequest.newBuilder(URI.create(web.base() + "/work/api/me"))
                .header("Authorization", "Bearer " + token).GET());
        assertThat(me.status()).isEqualTo(200);
        assertThat(me.json().path("username").asString()).isEqualTo(ADMIN);
        assertThat(me.json().path("roles").toString()).contains("ADMIN").contains("CUSTOMER");
        assertThat(web.cookie(WebClient.SESSION_COOKIE)).as("a token makes no session").isEmpty();

        ApiResponse bad = web.send(HttpRequest.newBuilder(URI.create(web.base() + "/work/api/me"))
                .header("Authorization", "Bearer 0123456789abcdef0123456789abcdef").GET());
        assertThat(bad.status()).isEqualTo(401);
        assertThat(bad.json().path("error").asString()).isEqualTo("unauthenticated");
        ApiResponse none = web.get("/work/api/me");
        assertThat(none.status()).isEqualTo(401);
        assertThat(none.contentType()).startsWith("application/json");

        // A write with the token needs no CSRF token (this path has no write: the answer is a JSON 405, not 403).
        ApiResponse write = web.send(HttpRequest.newBuilder(URI.create(web.base() + "/work/api/me"))
                .header("Authorization", "Bearer " + token).POST(HttpRequest.BodyPublishers.noBody()));
        assertThat(write.status()).isEqualTo(405);
        assertThat(write.json().path("error").asString()).isEqualTo("method_not_allowed");
        assertThat(write.headers().firstValue("Allow")).hasValue("GET");
        // The same write on the browser session without the header is refused.
        web.signIn(ADMIN, ADMIN_PASSWORD);
        ApiResponse session = web.send(HttpRequest.newBuilder(URI.create(web.base() + "/work/api/me"))
                .POST(HttpRequest.BodyPublishers.noBody()));
        assertThat(session.status()).isEqualTo(403);
        assertThat(session.json().path("error").asString()).isEqualTo("csrf");
        assertThat(web.get("/work/api/me").json().path("username").asString()).isEqualTo(ADMIN);
    }

    /**
     * A failure under the web app's paths answers in the route's shape, also where no controller is
     * reached (no such path, a method the path does not take, a refused CSRF token): the error page
     * for pages, {@code {"error", "message"}} for the JSON routes, never the v1 API's 400 body.
     */
    @Test
    void failuresUnderTheWebPathsAnswerInTheirRoutesShape() {
        web.signIn(ADMIN, ADMIN_PASSWORD);
        assertPage(web.get("/work/nope"), 404, "There is nothing at /work/nope");
        assertPage(web.get("/admin/nope"), 404, "There is nothing at /admin/nope");
        assertPage(web.get("/signout"), 404, "There is nothing at /signout");
        ApiResponse post = web.post("/work");
        assertPage(post, 405, "Method POST is not supported at /work");
        assertThat(post.headers().firstValue("Allow")).hasValue("GET");
        assertPage(web.post("/admin/people/nobody/nothing"), 404, "There is nothing at");
        assertPage(web.get("/approve/" + "0".repeat(32) + "-1-" + "0".repeat(64)), 404, "This approval link is not valid");
        // What the firewall refuses before anything runs (a ';' in the path) is answered in the same shapes.
        ApiResponse rejected = web.get("/work/items/x;y");
        assertPage(rejected, 400, "This address is not accepted here");
        assertThat(header(rejected, "Content-Security-Policy")).isEqualTo(WebSecurityConfig.CONTENT_SECURITY_POLICY);
        ApiResponse asset = web.get("/assets/nope.js");
        assertThat(asset.status()).isEqualTo(404);
        assertThat(asset.contentType()).startsWith("text/plain");

        assertJson(web.get("/work/api/nope"), 404, "not_found");
        assertJson(web.post("/work/api/items"), 405, "method_not_allowed");
        assertJson(web.get("/approve/nonsense/api/nope"), 404, "not_found");
        assertJson(web.post("/approve/nonsense/api"), 405, "method_not_allowed");
        assertJson(web.postWithoutCsrf("/approve/nonsense/api/approve"), 403, "csrf");
        assertJson(web.postWithoutCsrf("/work/api/items/nonsense/claim"), 403, "csrf");
        assertJson(web.get("/work/api/items/x;y"), 400, "invalid_request");
        assertPage(web.postWithoutCsrf("/admin/people"), 403, "without a valid security token");
        // Outside the web paths the v1 answer stays.
        web.get("/nowhere").error("INVALID_QUERY");
    }

    private static void assertPage(ApiResponse r, int status, String message) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("text/html");
        assertThat(r.body()).contains("<main id=\"main\"").contains(message).contains("Error " + status);
    }

    private static void assertJson(ApiResponse r, int status, String error) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.json().path("error").asString()).isEqualTo(error);
        assertThat(r.json().path("message").asString()).isNotBlank();
    }

    @Test
    void theV1ApiNeverMeetsTheWebApp() {
        // Spring Security's and Spring Session's filters are registered for the web app's paths only.
        for (String name : WebOnlyFilters.REGISTRATIONS) {
            assertThat(((AbstractFilterRegistrationBean<?>) context.getBean(name)).getUrlPatterns())
                    .as(name).containsExactlyInAnyOrderElementsOf(WebPaths.servletPatterns());
        }
        ApiResponse login = api.get("/api/account/login", "v", "1", "username", ADMIN, "password", ADMIN_PASSWORD);
        assertThat(login.status()).isEqualTo(200);
        assertThat(login.headers().allValues("Set-Cookie")).isEmpty();
        assertThat(login.headers().firstValue("Content-Security-Policy")).isEmpty();
        assertThat(login.headers().firstValue("X-Frame-Options")).isEmpty();
        // Spring Security's firewall refuses a ';' in the path; the v1 API serves it as it always did.
        ApiResponse semicolon = api.send(HttpRequest.newBuilder(api.uri("/api/account/login;x=1",
                ApiClient.query("v", "1", "username", ADMIN, "password", ADMIN_PASSWORD))).GET());
        assertThat(semicolon.status()).as(semicolon.body()).isEqualTo(200);
        // A browser session's cookie is no credential for the v1 API.
        web.signIn(ADMIN, ADMIN_PASSWORD);
        ApiResponse withCookie = web.get("/api/job/list?v=1");
        assertThat(withCookie.error("MISSING_PARAMETER")).contains("api_token");
        // Unknown paths outside the web app keep the v1 answer.
        api.get("/nowhere").error("INVALID_QUERY");
    }

    /** A new customer account (made through the API), with {@link #PASSWORD}. */
    private String customer() {
        String name = unique("customer");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", name,
                "new_password", PASSWORD).status()).isEqualTo(204);
        return name;
    }

    private static String header(ApiResponse r, String name) {
        return r.headers().firstValue(name).orElse("");
    }

    private static String signInRedirect(ApiResponse r) {
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        return r.headers().firstValue("Location").orElseThrow();
    }
}
