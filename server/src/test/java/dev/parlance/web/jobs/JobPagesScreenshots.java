package dev.parlance.web.jobs;

import com.microsoft.playwright.Page;
import dev.parlance.support.WatchedBrowsers;
import dev.parlance.web.work.WorkBrowserTestSupport;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

/**
 * Screenshots of the job list and a job's page at 1280 and 320 px wide, for a person to look at (not
 * a test of anything): {@code ./mvnw -pl server test -Dtest=JobPagesScreenshots -Dparlance.test.excluded-groups=none}.
 * They go to {@code parlance-screenshots} in the temporary folder ({@code -Dparlance.screenshots=DIR}).
 */
@Tag("screenshots")
class JobPagesScreenshots extends WorkBrowserTestSupport {
    private static final Path DIR = Path.of(System.getProperty("parlance.screenshots",
            System.getProperty("java.io.tmpdir") + "/parlance-screenshots"));

    @Test
    void pages() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Complete");
        api.get("/api/job/new", "v", "1", "api_token", customer.token(), "job_name", "Interview with a very long name that has to wrap somewhere").ok();
        Page page = signedIn(customer.username(), CUSTOMER_PASSWORD);
        page.navigate("/jobs");
        shoot(page, "jobs-list");
        page.navigate("/jobs?from=yesterday");
        shoot(page, "jobs-list-error");
        page.navigate("/jobs?q=nothing-like-this");
        shoot(page, "jobs-list-empty");
        page.navigate("/jobs/" + job);
        page.waitForFunction("() => { const v = document.getElementById('player'); return v && v.readyState >= 1; }");
        page.evaluate("() => { const v = document.getElementById('player'); v.muted = true; v.currentTime = 2.5; }");
        assertThat(page.locator("#transcript .w.is-current")).hasCount(1);
        shoot(page, "job-page");
        WatchedBrowsers.tabTo(page, page.locator("#transcript .seek").first());
        page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve("job-focus-seek-1280.png")));
        WatchedBrowsers.tabTo(page, page.getByLabel("Characters per line"));
        page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve("job-focus-field-1280.png")));
        page.navigate("/jobs/" + job + "?index=1");
        assertThat(page.locator("#media-index .index-name").first()).isVisible();
        shoot(page, "job-page-index");
        WatchedBrowsers.tabTo(page, page.locator("#media-index .index-place").first());
        page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve("job-focus-index-1280.png")));
        page.navigate("/jobs/" + job + "/captions?caption_format=SRT&characters_per_caption_line=0");
        shoot(page, "job-download-error");
    }

    /** A described video's page with the audio description shown under the picture. */
    @Test
    void aDescribedVideo(@TempDir Path dir) throws Exception {
        Customer customer = newCustomer();
        String job = JobsBrowserTest.describedProgramme(api, customer, dir);
        Page page = signedIn(customer.username(), CUSTOMER_PASSWORD);
        page.navigate("/jobs/" + job);
        page.waitForFunction("() => { const v = document.getElementById('player'); return v && v.readyState >= 1; }");
        page.getByLabel("Show and announce the audio description").check();
        page.waitForFunction("() => [...document.getElementById('player').textTracks].find(t => t.kind === 'descriptions').cues?.length > 0");
        page.evaluate("() => { const v = document.getElementById('player'); v.muted = true;"
                + " const t = [...v.textTracks].find(t => t.kind === 'descriptions');"
                + " v.currentTime = [...t.cues].find(c => c.text.startsWith('On screen')).startTime + 0.2; }");
        assertThat(page.locator("#description-text")).containsText("On screen");
        shoot(page, "job-page-described");
        // The voiced mp4 is made on demand: the first ask is the page that says so.
        page.navigate("/jobs/" + job + "/media/mp4/making?text_to_speech=true");
        assertThat(page.locator("h1")).hasText("Making the mp4 with the audio description voiced");
        shoot(page, "job-making-voiced");
    }

    private static void shoot(Page page, String name) {
        for (int width : new int[] {1280, 320}) {
            page.setViewportSize(width, 800);
            page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve(name + "-" + width + ".png")).setFullPage(true));
        }
        page.setViewportSize(1280, 800);
    }
}
