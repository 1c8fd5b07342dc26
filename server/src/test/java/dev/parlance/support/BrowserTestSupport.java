package dev.parlance.support;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import java.util.List;

/**
 * Base of the browser tests: the running test application (as for {@link ApiTestSupport}) seen
 * through the shared headless Chromium ({@link WatchedBrowsers}). Each test gets its own browser
 * context (cookies and storage of its own) and first page; every page opened records its console
 * and the responses of the documents it loads, so a test can check that no page broke the
 * Content-Security-Policy and that every page sent one.
 */
public abstract class BrowserTestSupport extends ApiTestSupport {
    protected WatchedBrowsers browsers;
    protected BrowserContext browser;
    protected Page page;

    @BeforeEach
    void openBrowser() {
        browsers = new WatchedBrowsers(port);
        browser = browsers.open();
        page = browser.newPage();
    }

    @AfterEach
    void closeBrowser() {
        browsers.close();
    }

    /** Another browser (a second person at another computer): its own cookies; pages opened in it are watched too. */
    protected BrowserContext newBrowser() {
        return browsers.open();
    }

    /** Signs in through the sign-in form at {@code /}, as a person would. */
    protected void signIn(Page p, String username, String password) {
        WatchedBrowsers.signIn(p, username, password);
    }

    protected List<String> console() {
        return browsers.console();
    }

    /** No page opened so far broke the policy, and every page (HTML document) answered with one. */
    protected void assertEveryPageKeptTheContentSecurityPolicy() {
        browsers.assertEveryPageKeptTheContentSecurityPolicy();
    }
}
