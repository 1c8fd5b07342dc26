package dev.parlance.web.account;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.BrowserTestSupport;
import dev.parlance.support.WatchedBrowsers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.parlance.support.WatchedBrowsers.heading;

/**
 * Screenshots of the home page and the account pages at 1280 and 320 px wide, for a person to look at
 * (not a test of anything), reached with the keyboard where a person would use it:
 * {@code -Dtest=AccountScreenshots -Dparlance.test.excluded-groups=none}. They go to
 * {@code parlance-screenshots} in the temporary folder ({@code -Dparlance.screenshots=DIR}).
 */
@Tag("screenshots")
class AccountScreenshots extends BrowserTestSupport {
    private static final Path DIR = Path.of(System.getProperty("parlance.screenshots",
            System.getProperty("java.io.tmpdir") + "/parlance-screenshots"));

    @TempDir
    static Path fixtures;

    @Test
    void accountPages() throws Exception {
        String customer = unique("customer");
        api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", customer,
                "new_password", AccountBrowserTest.PASSWORD, "first_name", "Ada", "last_name", "Lovelace");
        signIn(page, customer, AccountBrowserTest.PASSWORD);
        shoot("home-customer-new");

        // By keyboard: the header's Account link, the API keys card, the create button.
        WatchedBrowsers.tabTo(page, page.getByRole(AriaRole.NAVIGATION, new Page.GetByRoleOptions().setName("Main"))
                .getByRole(AriaRole.LINK, new com.microsoft.playwright.Locator.GetByRoleOptions().setName("Account")));
        shoot("focus-nav-account");
        page.keyboard().press("Enter");
        assertThat(heading(page)).hasText("Your account");
        shoot("account");
        WatchedBrowsers.tabTo(page, page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("API keys")));
        page.keyboard().press("Enter");
        assertThat(heading(page)).hasText("API keys");
        shoot("keys-empty");
        WatchedBrowsers.tabTo(page, page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create a new key")));
        page.keyboard().press("Enter");
        assertThat(page.getByLabel("API key")).isVisible();
        shoot("keys-new");
        page.navigate("/account/keys");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create a new key")).click();
        page.navigate("/account/keys");
        shoot("keys-list");

        page.navigate("/account/settings");
        page.getByLabel("Notes for every job").fill("Speakers: Ada Lovelace and Charles Babbage.");
        page.getByLabel("Wait for my authorization before work starts on a job").focus();
        page.keyboard().press("Space");
        page.keyboard().press("Enter");
        assertThat(page.getByRole(AriaRole.STATUS)).isVisible();
        shoot("settings");
        page.getByLabel("Notes for every job").evaluate("t => { t.removeAttribute('maxlength'); t.value = 'x'.repeat(6001); }");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save settings")).click();
        shoot("settings-error");

        page.navigate("/account/subaccounts");
        shoot("subaccounts-empty");
        for (String name : new String[] {"team-a", "team-b"}) {
            page.getByLabel("Username").fill(unique(name));
            page.getByLabel("Password").fill("team-secret-1");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create sub-account")).click();
        }
        page.getByLabel("Username").fill(unique("department"));
        page.getByLabel("Password").fill("team-secret-1");
        page.getByLabel("First name").fill("Research");
        page.locator("#sub-move option").nth(1).evaluate("o => o.selected = true");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create sub-account")).click();
        shoot("subaccounts");
        page.getByLabel("Username").fill(customer);
        page.getByLabel("Password").fill("team-secret-1");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create sub-account")).click();
        shoot("subaccounts-error");

        page.navigate("/account/usage");
        shoot("usage-empty");
        finishedJob(customer);
        page.navigate("/account/usage");
        shoot("usage");
        page.navigate("/account/usage?by=week");
        shoot("usage-week");
        page.navigate("/");
        shoot("home-customer");
        page.navigate("/account/password");
        shoot("password");
    }

    private void finishedJob(String customer) throws Exception {
        String token = login(customer, AccountBrowserTest.PASSWORD);
        Path speech = SpeechFixtures.speech(fixtures, "ask-not", SpeechFixtures.ASK_NOT);
        String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "Lecture 1: the analytical engine")
                .ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "audio/wav", Files.readAllBytes(speech)).ok();
        api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                "transcription_fidelity", "MECHANICAL").ok();
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        while (Instant.now().isBefore(deadline) && !api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job)
                .ok().path("JobStatus").asString().equals("Complete")) {
            Thread.sleep(300);
        }
    }

    private void shoot(String name) {
        page.waitForLoadState(); // the modules have run (times in the browser's zone, the copy button)
        for (int width : new int[] {1280, 320}) {
            page.setViewportSize(width, 800);
            page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve("account-" + name + "-" + width + ".png")).setFullPage(true));
        }
        page.setViewportSize(1280, 800);
    }
}
