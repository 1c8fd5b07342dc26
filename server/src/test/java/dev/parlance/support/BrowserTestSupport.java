package dev.parlance.support;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.AriaRole;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Base of the browser tests: the running test application (as for {@link ApiTestSupport}) seen
 * through the shared headless Chromium ({@link SharedBrowser}). Each test gets its own browser
 * context (cookies and storage of its own) and first page; every page opened records its console
 * and the responses of the documents it loads, so a test can check that no page broke the
 * Content-Security-Policy and that every page sent one.
 */
public abstract class BrowserTestSupport extends ApiTestSupport {
    /** Chromium's console text for a blocked script, style, frame or connection. */
    private static final String CSP_VIOLATION = "Content Security Policy";

    protected BrowserContext browser;
    protected Page page;
    private final List<String> console = new ArrayList<>();
    private final List<Response> documents = new ArrayList<>();

    @BeforeEach
    void openBrowser() {
        browser = newBrowser();
        page = browser.newPage();
    }

    @AfterEach
    void closeBrowser() {
        browser.close();
    }

    /** Another browser (a second person at another computer): its own cookies; pages opened in it are watched too. */
    protected BrowserContext newBrowser() {
        BrowserContext context = SharedBrowser.get().newContext(new Browser.NewContextOptions()
                .setBaseURL("http://localhost:" + port).setViewportSize(1280, 800));
        context.onPage(this::watch);
        return context;
    }

    private void watch(Page p) {
        p.onConsoleMessage(m -> console.add(m.type() + ": " + m.text()));
        p.onPageError(e -> console.add("pageerror: " + e));
        p.onResponse(r -> {
            if ("document".equals(r.request().resourceType())) {
                documents.add(r);
            }
        });
    }

    /** Signs in through the sign-in form at {@code /}, as a person would. */
    protected void signIn(Page p, String username, String password) {
        p.navigate("/");
        p.getByLabel("Username").fill(username);
        p.getByLabel("Password").fill(password);
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in")).click();
    }

    protected List<String> console() {
        return List.copyOf(console);
    }

    /** No page opened so far broke the policy, and every page (HTML document) answered with one. */
    protected void assertEveryPageKeptTheContentSecurityPolicy() {
        assertThat(console).as("console messages").noneMatch(m -> m.contains(CSP_VIOLATION));
        assertThat(documents).as("pages loaded").isNotEmpty();
        for (Response document : documents) {
            if (document.status() >= 300 && document.status() < 400) {
                continue; // a redirect is no page
            }
            assertThat(document.headerValue("content-security-policy")).as("policy of " + document.url())
                    .contains("default-src 'self'").contains("script-src 'self'").doesNotContain("unsafe-inline");
        }
    }
}
