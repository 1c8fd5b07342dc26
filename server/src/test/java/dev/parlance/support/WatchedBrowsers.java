package dev.parlance.support;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;

import java.util.ArrayList;
import java.util.List;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The browsers one test opens on the running test application: contexts of the
 * {@link SharedBrowser} (each its own cookies and storage: a person at a computer of their own),
 * every page in them watched (its console, the responses of the documents it loads), so the test
 * can check that no page broke the Content-Security-Policy and that every page sent one. Closed
 * with the test. The base of {@link BrowserTestSupport}, and of browser tests that need another
 * base class's helpers.
 */
public final class WatchedBrowsers implements AutoCloseable {
    /** Chromium's console text for a blocked script, style, frame or connection. */
    private static final String CSP_VIOLATION = "Content Security Policy";

    private final String base;
    private final List<BrowserContext> opened = new ArrayList<>();
    private final List<String> console = new ArrayList<>();
    private final List<Document> documents = new ArrayList<>();

    /** A page's HTML as it arrived (kept as values: its page may be closed by the time a test looks). */
    private record Document(String url, int status, String contentSecurityPolicy) {
    }

    /** Browsers of the shared test application. */
    public WatchedBrowsers(int port) {
        this("http://localhost:" + port);
    }

    /** Browsers of the application at {@code base} (e.g. an {@link OwnApplication}). */
    public WatchedBrowsers(String base) {
        this.base = base;
    }

    /** A new browser (a person at another computer): its own cookies; its pages are watched. */
    public BrowserContext open() {
        BrowserContext context = SharedBrowser.get().newContext(new Browser.NewContextOptions()
                .setBaseURL(base).setViewportSize(1280, 800));
        context.onPage(this::watch);
        opened.add(context);
        return context;
    }

    private void watch(Page p) {
        p.onConsoleMessage(m -> console.add(m.type() + ": " + m.text()));
        p.onPageError(e -> console.add("pageerror: " + e));
        p.onResponse(r -> {
            if ("document".equals(r.request().resourceType())) {
                documents.add(new Document(r.url(), r.status(), r.headers().get("content-security-policy")));
            }
        });
    }

    /** Signs in through the sign-in form at {@code /}, as a person would. */
    public static void signIn(Page p, String username, String password) {
        p.navigate("/");
        p.getByLabel("Username").fill(username);
        p.getByLabel("Password").fill(password);
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in")).click();
    }

    /**
     * Presses Tab until the element has the focus (each stop must be visible to the eye: its focus ring
     * is CSS). The bound is generous: the shared test application's lists (people, jobs) grow with every
     * test class that ran before, in whatever order the build runs them.
     */
    public static void tabTo(Page p, Locator target) {
        for (int presses = 0; presses < 400; presses++) {
            if ((Boolean) target.evaluate("element => element === document.activeElement")) {
                return;
            }
            p.keyboard().press("Tab");
        }
        assertThat(target).isFocused();
    }

    /** The page's first-level heading. */
    public static Locator heading(Page p) {
        return p.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1));
    }

    public List<String> console() {
        return List.copyOf(console);
    }

    /** No page opened so far broke the policy or threw, and every page (HTML document) answered with one. */
    public void assertEveryPageKeptTheContentSecurityPolicy() {
        assertThat(console).as("console messages").noneMatch(m -> m.contains(CSP_VIOLATION));
        assertThat(documents).as("pages loaded").isNotEmpty();
        for (Document document : documents) {
            if (document.status() >= 300 && document.status() < 400) {
                continue; // a redirect is no page
            }
            assertThat(document.contentSecurityPolicy()).as("policy of " + document.url())
                    .contains("default-src 'self'").contains("script-src 'self'").doesNotContain("unsafe-inline");
        }
    }

    @Override
    public void close() {
        opened.forEach(BrowserContext::close);
        opened.clear();
    }
}
