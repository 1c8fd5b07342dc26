package dev.parlance.web;

import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.support.Accessibility;
import dev.parlance.support.WatchedBrowsers;
import dev.parlance.web.account.AccountBrowserTest;
import dev.parlance.web.jobs.JobsBrowserTest;
import dev.parlance.web.work.WorkBrowserTestSupport;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 16's acceptance as one journey through the web app over the running service, the way a
 * customer who never writes code goes: sign in, upload real speech (espeak-ng) on {@code /jobs/new},
 * follow the link to the job's page and watch its progress until it completes (the page's own
 * refresh says so), see it on {@code /jobs}, play it with its captions as a showing WebVTT track,
 * download an SRT of 32 characters a line and parse it; then make an API key on
 * {@code /account/keys} and use it from a plain HTTP client (login with {@code securekey}, job/list
 * finds the job). Another customer gets 404 for the page and its downloads; a write without the
 * CSRF token is refused; every page visited passes the accessibility check and kept the
 * Content-Security-Policy. The parts are tested in depth by JobsBrowserTest, NewWorkBrowserTest and
 * AccountBrowserTest; this test proves they join up.
 */
class WebAppJourneyBrowserTest extends WorkBrowserTestSupport {
    private static final Page.GetByRoleOptions CREATE_JOBS = new Page.GetByRoleOptions().setName("Create jobs");

    @Test
    void aCustomerUploadsWatchesDownloadsAndScriptsWithAKeyAndNobodyElseSeesTheJob() throws Exception {
        Customer customer = newCustomer();
        Page page = signedIn(customer.username(), CUSTOMER_PASSWORD);
        Accessibility.assertNoSeriousViolations(page);

        // New work: a real speech file, Mechanical.
        page.navigate("/jobs/new");
        assertThat(page.locator("main[data-ready=true]")).isAttached();
        Accessibility.assertNoSeriousViolations(page);
        page.getByLabel("Media files").setInputFiles(speech);
        page.getByLabel("Mechanical").check();
        page.getByRole(AriaRole.BUTTON, CREATE_JOBS).click();
        Locator link = page.locator("#job-links a");
        assertThat(link).hasText(speech.getFileName().toString(), new LocatorAssertions.HasTextOptions().setTimeout(120_000));
        Accessibility.assertNoSeriousViolations(page);
        link.click();
        assertThat(page).hasURL(Pattern.compile(".*/jobs/[0-9a-f]{32}$"));
        String job = page.url().substring(page.url().lastIndexOf('/') + 1);

        // The job's page follows it: while it runs, a status and what it is doing; once done, the page says so.
        assertThat(WatchedBrowsers.heading(page)).hasText(speech.getFileName().toString());
        assertThat(page.locator("#job-status")).hasText(Pattern.compile("^(In Process|Complete)$"));
        boolean wasRunning = "true".equals(page.locator("main").getAttribute("data-running"));
        if (wasRunning) {
            assertThat(page.locator("#job-progress")).not().isEmpty();
        }
        Accessibility.assertNoSeriousViolations(page);
        awaitStatus(customer, job, "Complete");
        if (wasRunning) {
            assertThat(page.locator("#job-progress")).containsText("Done", new LocatorAssertions.ContainsTextOptions().setTimeout(60_000));
            assertThat(page.locator("#job-status")).hasText("Complete");
        }

        // The list shows it complete.
        page.navigate("/jobs");
        Locator row = page.locator("tr[data-job='" + job + "']");
        assertThat(row.locator(".job-status")).hasText("Complete");
        assertThat(row.locator("td[data-label=Fidelity]")).hasText("MECHANICAL");
        Accessibility.assertNoSeriousViolations(page);

        // The player shows the captions; an SRT of 32 characters a line downloads and parses.
        row.getByRole(AriaRole.LINK).click();
        assertThat(page).hasURL(Pattern.compile(".*/jobs/" + job + "$"));
        page.waitForFunction("() => { const v = document.getElementById('player');"
                + " const t = v && v.textTracks[0]; return v.readyState >= 1 && t && t.mode === 'showing' && t.cues && t.cues.length > 0; }");
        String cues = (String) page.evaluate("() => [...document.getElementById('player').textTracks[0].cues].map(c => c.text).join(' ')");
        assertThat(cues.toLowerCase()).contains("country");
        Accessibility.assertNoSeriousViolations(page);
        page.getByLabel("Format").first().selectOption("SRT");
        page.getByLabel(Pattern.compile("^Characters per line")).fill("32");
        Download download = page.waitForDownload(() -> page.getByRole(AriaRole.BUTTON,
                new Page.GetByRoleOptions().setName("Download captions")).click());
        String srt = Files.readString(download.path(), StandardCharsets.UTF_8);
        List<String> lines = JobsBrowserTest.captionLines(srt);
        assertThat(lines).as(srt).isNotEmpty().allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(32));
        assertThat(String.join(" ", lines).toLowerCase()).contains("country");

        // A write without the CSRF token is refused, from the very page that may write with it.
        assertThat(call(page, "POST", "/jobs/" + job + "/burn-in", false).get("status")).isEqualTo(403);

        // An API key made on the account page signs a plain program in, which finds the job.
        page.navigate("/account/keys");
        assertThat(WatchedBrowsers.heading(page)).hasText("API keys");
        Accessibility.assertNoSeriousViolations(page);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create a new key")).click();
        Locator shown = page.getByLabel("API key");
        assertThat(shown).hasValue(Pattern.compile("^[0-9a-f]{32}$"));
        Accessibility.assertNoSeriousViolations(page);
        try (HttpClient plain = HttpClient.newHttpClient()) {
            String token = AccountBrowserTest.loginWithKey(plain, api.base(), customer.username(), shown.inputValue());
            HttpResponse<String> list = plain.send(HttpRequest.newBuilder(URI.create(api.base()
                    + "/api/job/list?v=1&api_token=" + token)).GET().build(), HttpResponse.BodyHandlers.ofString());
            assertThat(list.statusCode()).isEqualTo(200);
            assertThat(list.body()).contains(job);
        }
        browsers.assertEveryPageKeptTheContentSecurityPolicy();

        // Another customer: neither the page nor any of its downloads, by URL.
        Customer other = newCustomer();
        Page theirs = signedIn(other.username(), CUSTOMER_PASSWORD);
        for (String url : List.of("/jobs/" + job, "/jobs/" + job + "/captions?caption_format=SRT&characters_per_caption_line=32",
                "/jobs/" + job + "/track", "/jobs/" + job + "/transcript?file_format=TXT", "/jobs/" + job + "/media/mp3")) {
            Map<String, Object> answer = call(theirs, "GET", url, false);
            assertThat(answer.get("status")).as(url).isEqualTo(404);
            assertThat(answer.get("body").toString().toLowerCase()).as(url).doesNotContain("country");
        }
        theirs.navigate("/jobs/" + job);
        Accessibility.assertNoSeriousViolations(theirs);
    }
}
