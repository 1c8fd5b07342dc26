package dev.parlance.api.doc;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.support.Accessibility;
import dev.parlance.support.BrowserTestSupport;
import dev.parlance.support.WatchedBrowsers;
import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The API reference page ({@code /api/docs}) in headless Chromium, signed out as a developer first
 * meets it: readable at 1280 and 320 px under its own Content-Security-Policy, its parameter
 * tables scroll inside regions the keyboard reaches (the page itself never scrolls sideways), and
 * the route groups are reached from the page's own contents by keyboard alone.
 */
class ApiDocsBrowserTest extends BrowserTestSupport {
    @Test
    void aDeveloperReadsTheReferenceOnAWideScreenAndAPhone() {
        for (int width : new int[] {1280, 320}) {
            page.setViewportSize(width, 800);
            page.navigate(ApiDocController.PAGE);
            assertThat(WatchedBrowsers.heading(page)).hasText("v1 API reference");
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("/api/job/perform_transcription")))
                    .isVisible();
            Accessibility.assertNoSeriousViolations(page);
            assertThat((Boolean) page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"))
                    .as("the page scrolls sideways at %d px", width).isTrue();
        }
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void theGroupsAndTheDocumentAreReachedByKeyboard() {
        page.navigate(ApiDocController.PAGE);
        Locator errors = page.getByRole(AriaRole.NAVIGATION, new Page.GetByRoleOptions().setName("Route groups"))
                .getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Errors"));
        WatchedBrowsers.tabTo(page, errors);
        page.keyboard().press("Enter");
        assertThat(page).hasURL(Pattern.compile("#errors$"));
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Errors"))).isInViewport();

        page.navigate(ApiDocController.PAGE);
        Locator document = page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("OpenAPI 3.1 document"));
        WatchedBrowsers.tabTo(page, document);
        page.keyboard().press("Enter");
        assertThat(page).hasURL(Pattern.compile(ApiDocController.DOCUMENT.replace(".", "\\.") + "$"));
        assertThat(page.locator("body")).containsText("\"openapi\":\"3.1");
    }
}
