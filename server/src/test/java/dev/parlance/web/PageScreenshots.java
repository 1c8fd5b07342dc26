package dev.parlance.web;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.support.BrowserTestSupport;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

/**
 * Screenshots of the web app's pages at 1280 and 320 px wide, for a person to look at (not a test
 * of anything): {@code ./mvnw -pl server test -Dtest=PageScreenshots -Dparlance.test.excluded-groups=none}.
 * They go to {@code parlance-screenshots} in the temporary folder ({@code -Dparlance.screenshots=DIR}).
 */
@Tag("screenshots")
class PageScreenshots extends BrowserTestSupport {
    private static final Path DIR = Path.of(System.getProperty("parlance.screenshots",
            System.getProperty("java.io.tmpdir") + "/parlance-screenshots"));
    private static final String PASSWORD = "member-secret-1";

    @Test
    void pages() {
        page.navigate("/");
        shoot("signin");
        page.getByLabel("Username").fill("nobody");
        page.getByLabel("Password").fill("wrong-password");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in")).click();
        shoot("signin-error");
        page.navigate("/password-reset");
        shoot("password-reset");
        page.navigate("/api/docs");
        shoot("api-docs");

        signIn(page, ADMIN, ADMIN_PASSWORD);
        shoot("home-admin");
        String member = unique("ada");
        page.navigate("/admin/people");
        page.getByLabel("Username").first().fill(member);
        page.getByLabel("First name").fill("Ada");
        page.getByLabel("Last name").fill("Lovelace");
        page.getByLabel("E-mail").first().fill("ada@example.com");
        page.getByLabel("Initial password").fill(PASSWORD);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Add person")).click();
        shoot("people");
        page.getByLabel("Username").first().fill("admin");
        page.getByLabel("Initial password").fill(PASSWORD);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Add person")).click();
        shoot("people-error");
        // The test database holds hundreds of customers: the first screenful is what there is to see.
        page.navigate("/admin/customers");
        for (int width : new int[] {1280, 320}) {
            page.setViewportSize(width, 800);
            page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve("customers-" + width + ".png")));
        }
        page.setViewportSize(1280, 800);

        // Where the keyboard's focus shows: the skip link, a link in the header, a field, a checkbox.
        page.navigate("/admin/people");
        page.keyboard().press("Tab");
        shoot("focus-skip-link");
        for (int i = 0; i < 4; i++) {
            page.keyboard().press("Tab");
        }
        shoot("focus-header");
        page.getByLabel("Username").first().focus();
        page.keyboard().press("Shift+Tab");
        page.keyboard().press("Tab");
        shoot("focus-field");
        page.getByRole(AriaRole.CHECKBOX, new Page.GetByRoleOptions().setName("Reviewer")).first().focus();
        shoot("focus-checkbox");

        page = newBrowser().newPage();
        signIn(page, member, PASSWORD);
        page.navigate("/work");
        shoot("work");
        page.navigate("/admin/people");
        shoot("forbidden");
    }

    private void shoot(String name) {
        for (int width : new int[] {1280, 320}) {
            page.setViewportSize(width, 800);
            page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve(name + "-" + width + ".png")).setFullPage(true));
        }
        page.setViewportSize(1280, 800);
    }
}
