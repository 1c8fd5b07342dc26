package dev.parlance.support;

import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.HttpCookie;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.util.Optional;

/**
 * The web app over real HTTP as a browser without JavaScript uses it: cookies kept between calls,
 * redirects not followed (tests look at them), and writes carrying the CSRF token the way the
 * pages' ES modules send it (the {@code XSRF-TOKEN} cookie's value in {@code X-XSRF-TOKEN}).
 */
public final class WebClient {
    public static final String SESSION_COOKIE = "PARLANCE_SESSION";
    public static final String CSRF_COOKIE = "XSRF-TOKEN";

    private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);
    private final ApiClient http;
    private final String base;

    public WebClient(String base) {
        this(base, HttpClient.newBuilder());
    }

    /** A browser connecting from {@code localAddress} (see {@link OwnAddress}). */
    public WebClient(String base, InetAddress localAddress) {
        this(base, HttpClient.newBuilder().localAddress(localAddress));
    }

    private WebClient(String base, HttpClient.Builder http) {
        this.base = base;
        this.http = new ApiClient(base, http.cookieHandler(cookies).followRedirects(HttpClient.Redirect.NEVER).build());
    }

    public String base() {
        return base;
    }

    public ApiResponse get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    /** A form POST with the CSRF header (fetching a page first when no token cookie is there yet). */
    public ApiResponse post(String path, String... nameValues) {
        if (cookie(CSRF_COOKIE).isEmpty()) {
            get("/signin");
        }
        return send(form(path, nameValues).header("X-XSRF-TOKEN", cookie(CSRF_COOKIE).orElseThrow()));
    }

    /** The same POST without any CSRF token: what a forged cross-site form would send. */
    public ApiResponse postWithoutCsrf(String path, String... nameValues) {
        return send(form(path, nameValues));
    }

    /** Signs in through the sign-in form; answers the form's response (a redirect when it worked). */
    public ApiResponse signIn(String username, String password) {
        return post("/signin", "username", username, "password", password);
    }

    public Optional<String> cookie(String name) {
        return cookies.getCookieStore().getCookies().stream().filter(c -> c.getName().equals(name))
                .map(HttpCookie::getValue).findFirst();
    }

    public void addCookie(String name, String value) {
        HttpCookie cookie = new HttpCookie(name, value);
        cookie.setPath("/");
        cookie.setVersion(0); // a plain "name=value" Cookie header, as browsers send
        cookies.getCookieStore().add(URI.create(base), cookie);
    }

    public ApiResponse send(HttpRequest.Builder request) {
        return http.send(request);
    }

    private HttpRequest.Builder form(String path, String... nameValues) {
        return HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(ApiClient.query(nameValues)));
    }
}
