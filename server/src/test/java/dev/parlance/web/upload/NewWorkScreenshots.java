package dev.parlance.web.upload;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.BrowserTestSupport;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.function.Predicate;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Screenshots of the new-work page at 1280 and 320 px wide, for a person to look at (not a test of
 * anything): {@code ./mvnw -pl server test -Dtest=NewWorkScreenshots -Dparlance.test.excluded-groups=none}.
 * They go to {@code parlance-screenshots} in the temporary folder ({@code -Dparlance.screenshots=DIR}).
 */
@Tag("screenshots")
class NewWorkScreenshots extends BrowserTestSupport {
    private static final Path DIR = Path.of(System.getProperty("parlance.screenshots",
            System.getProperty("java.io.tmpdir") + "/parlance-screenshots"));
    private static final String PASSWORD = "customer-pw-1";

    @TempDir
    Path fixtures;

    @Test
    void newWork() {
        Path speech = SpeechFixtures.speech(fixtures, "a-rather-long-lecture-recording-name", SpeechFixtures.ASK_NOT);
        String customer = unique("shots");
        ApiResponse created = api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", customer,
                "new_password", PASSWORD, "email", customer + "@customers.test");
        assertThat(created.status()).isEqualTo(204);
        signIn(page, customer, PASSWORD);
        page.navigate("/jobs/new");
        assertThat(page.locator("main[data-ready=true]")).isAttached();
        shoot("new-work");

        page.getByLabel("Media files").setInputFiles(new Path[] {speech, speech});
        page.getByText("More options").click();
        page.getByLabel("Turnaround in hours").fill("soon");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create jobs")).click();
        assertThat(page.getByRole(AriaRole.ALERT)).isVisible();
        shoot("new-work-error");

        page.getByLabel("Turnaround in hours").fill("");
        page.evaluate("() => document.querySelector('main').dataset.chunkBytes = '65536'");
        Predicate<String> thirdSlice = url -> url.contains("offset=131072");
        page.route(thirdSlice, route -> route.abort());
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create jobs")).click();
        assertThat(page.locator("#file-list > li[data-state=failed]")).hasCount(2);
        shoot("new-work-stopped");

        page.unroute(thirdSlice);
        page.locator("#file-list button", new Page.LocatorOptions().setHasText("Retry")).first().click();
        assertThat(page.locator("#job-links a")).hasCount(1);
        page.getByLabel("Media files").focus();
        shoot("new-work-done");
    }

    private void shoot(String name) {
        for (int width : new int[] {1280, 320}) {
            page.setViewportSize(width, 800);
            page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve(name + "-" + width + ".png")).setFullPage(true));
        }
        page.setViewportSize(1280, 800);
    }
}
