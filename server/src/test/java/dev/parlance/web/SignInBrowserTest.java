package dev.parlance.web;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.support.BrowserTestSupport;
import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/** Signing in and out in a real browser (headless Chromium), with the Content-Security-Policy enforced. */
class SignInBrowserTest extends BrowserTestSupport {
    @Test
    void aWrongPasswordIsRefusedClearlyAndTheRightOneLandsOnHome() {
        // The admin's own account (signing in is the same for every account), a wrong password once:
        // the username's throttle count starts over at the next right one.
        signIn(page, ADMIN, "wrong-password");
        Locator alert = page.getByRole(AriaRole.ALERT);
        assertThat(alert).hasText("Invalid username or password");
        assertThat(page.getByLabel("Username")).hasValue(ADMIN);
        assertThat(page.getByLabel("Password")).hasValue("");

        page.getByLabel("Password").fill(ADMIN_PASSWORD);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in")).click();
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                .hasText("Welcome, admin");
        assertThat(page.getByRole(AriaRole.BANNER)).containsText("Signed in as admin");
        assertThat(page.getByRole(AriaRole.NAVIGATION, new Page.GetByRoleOptions().setName("Main"))
                .getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("People"))).isVisible();
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void signingOutEndsTheSession() {
        signIn(page, ADMIN, ADMIN_PASSWORD);
        page.navigate("/admin/people");
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                .hasText("People");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign out")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("You are signed out.");
        page.navigate("/admin/people");
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                .hasText("Sign in");
        // Signing in from there leads back to the page asked for.
        page.getByLabel("Username").fill(ADMIN);
        page.getByLabel("Password").fill(ADMIN_PASSWORD);
        page.getByLabel("Password").press("Enter");
        assertThat(page).hasURL(Pattern.compile(".*/admin/people$"));
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void theSkipLinkIsTheFirstStopForTheKeyboard() {
        page.navigate("/");
        page.keyboard().press("Tab");
        Locator skip = page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Skip to main content"));
        assertThat(skip).isFocused();
        assertThat(skip).isInViewport();
        page.keyboard().press("Enter");
        assertThat(page.locator("main")).isFocused();
        page.keyboard().press("Tab");
        assertThat(page.getByLabel("Username")).isFocused();
    }

    /** The check above can fail: a script injected into the page is blocked, and the console says so. */
    @Test
    void anInlineScriptIsBlockedAndReported() {
        page.navigate("/");
        page.evaluate("() => { const s = document.createElement('script'); s.textContent = 'window.injected = 1';"
                + " document.body.append(s); }");
        assertThat(page.evaluate("() => window.injected === undefined")).isEqualTo(true);
        page.waitForCondition(() -> console().stream().anyMatch(m -> m.contains("Content Security Policy")));
    }
}
