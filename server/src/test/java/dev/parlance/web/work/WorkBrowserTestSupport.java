package dev.parlance.web.work;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.support.SharedBrowser;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import java.util.ArrayList;
import java.util.List;

/**
 * The work pages' browser tests: the work API's customers and workers ({@link WorkApiTestSupport}),
 * seen through the shared headless Chromium, a context of its own per test, its first page's
 * console recorded (a page that breaks or trips the Content-Security-Policy says so there).
 */
abstract class WorkBrowserTestSupport extends WorkApiTestSupport {
    BrowserContext browser;
    Page page;
    final List<String> console = new ArrayList<>();

    @BeforeEach
    void openBrowser() {
        browser = SharedBrowser.get().newContext(new Browser.NewContextOptions()
                .setBaseURL("http://localhost:" + port).setViewportSize(1280, 800));
        page = browser.newPage();
        page.onConsoleMessage(m -> console.add(m.type() + ": " + m.text()));
        page.onPageError(e -> console.add("pageerror: " + e));
    }

    @AfterEach
    void closeBrowser() {
        browser.close();
    }

    static void signIn(Page p, String username, String password) {
        p.navigate("/");
        p.getByLabel("Username").fill(username);
        p.getByLabel("Password").fill(password);
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in")).click();
    }
}
