package dev.parlance.web.work;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import org.junit.jupiter.api.Test;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The caption workstation (issue 27) in headless Chromium, over the running service, by keyboard:
 * no silent loss between two tabs of one item.
 */
class WorkstationBrowserTest extends WorkBrowserTestSupport {

    @Test
    void aSecondTabsSaveIsRefusedAndNothingTypedIsLost() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        BrowserContext browser = newBrowser();
        Page first = browser.newPage();
        signInAt(first, transcriber.username());
        claimOnTheQueuePage(first, item);
        Page second = browser.newPage();
        second.navigate("/work/items/" + item);
        awaitEditor(second);

        retype(first, word(first, "country"), "Nation");
        saveNow(first);
        retype(second, word(second, "ask"), "Asked");
        second.keyboard().press("Control+s");

        // The second tab's save is refused: it says so, shows how the two differ, and keeps its text.
        assertThat(second.locator("#stale")).isVisible();
        assertThat(second.locator("#stale-summary")).containsText("another tab");
        assertThat(second.locator("#stale-differences")).containsText("Nation");
        assertThat(second.locator("#stale-differences")).containsText("Asked");
        assertThat(second.locator("#keep-mine")).isFocused();
        String saved = transcriber.get("/work/api/items/" + item).ok().path("draft").path("turns").toString();
        assertThat(saved).contains("Nation").doesNotContain("Asked");

        // Keeping this tab's text, by keyboard: saved over the newer draft, knowingly.
        second.keyboard().press("Enter");
        assertThat(second.getByRole(AriaRole.STATUS).filter(new com.microsoft.playwright.Locator.FilterOptions()
                .setHasText("Draft saved"))).isVisible();
        assertThat(transcriber.get("/work/api/items/" + item).ok().path("draft").path("turns").toString()).contains("Asked");
        // Now the first tab is the stale one.
        retype(first, word(first, "what"), "which");
        first.keyboard().press("Control+s");
        assertThat(first.locator("#stale")).isVisible();
        first.locator("#load-newer").press("Enter");
        awaitEditor(first);
        assertThat(first.locator(".turn-text").first()).containsText("Asked");
    }
}
