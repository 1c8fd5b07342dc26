package dev.parlance.web.work;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import dev.parlance.support.CallbackReceiver;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The queue page and the editor in headless Chromium: a transcriber signs in, claims a PREMIUM job of
 * real speech, fixes a misrecognised word with the keyboard and submits; FINAL has the fix and every
 * other word its machine time. The pages keep the Content-Security-Policy (no console complaint).
 */
class EditorBrowserTest extends WorkBrowserTestSupport {
    private Page page;

    @BeforeEach
    void openPage() {
        page = newBrowser().newPage();
    }

    @Test
    void aTranscriberFixesAWordWithTheKeyboardAndSubmits() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);

        signIn(page, transcriber.username(), MEMBER_PASSWORD);
        page.navigate("/work");
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(Pattern.compile("To take")))).isVisible();
        Locator claim = page.locator("button[data-action=claim][data-item='" + item + "']");
        assertThat(claim).hasAccessibleName("Claim Work test PREMIUM");
        claim.click();

        assertThat(page).hasURL(Pattern.compile(".*/work/items/" + item + "$"));
        assertThat(page.locator("main[data-ready=true]")).isAttached();
        assertThat(page.locator(".media")).isAttached();
        assertThat(page.getByText("Esc", new Page.GetByTextOptions().setExact(true)).first()).isVisible();
        // The speech says "country" twice; the first is fixed.
        Locator country = page.locator(".w", new Page.LocatorOptions().setHasText(Pattern.compile("^country"))).first();
        assertThat(country).isVisible();

        // The playhead's word is highlighted: put the media where "country" starts.
        JsonNode loaded = transcriber.get("/work/api/items/" + item).ok();
        long countryStart = WorkPassesApiTest.words(loaded).stream().filter(w -> w.path("text").asString().startsWith("country"))
                .findFirst().orElseThrow().path("start").asLong();
        page.evaluate("ms => { const m = document.querySelector('.media'); m.currentTime = ms / 1000 + 0.01; }", (double) countryStart);
        assertThat(page.locator(".w.now")).hasText(Pattern.compile("^country"));

        // The media link lives as long as a claim: when it has run out the player fails, and the editor
        // asks for a fresh one and plays on (played here by bending the link's expiry into the past).
        page.evaluate("() => { const m = document.querySelector('.media'); m.src = m.src.replace(/expires=\\d+/, 'expires=1'); }");
        page.waitForFunction("() => { const m = document.querySelector('.media');"
                + " return !m.src.includes('expires=1&') && m.readyState >= 1; }");
        assertThat(page.locator("#editor-problem")).isHidden();

        // The caret before the word, then the keyboard: select the word, type the fix, save now.
        country.evaluate("span => { const r = document.createRange(); r.setStart(span.firstChild, 0); r.collapse(true);"
                + " span.closest('.turn-text').focus(); const s = getSelection(); s.removeAllRanges(); s.addRange(r); }");
        page.keyboard().press("Control+Shift+ArrowRight");
        page.keyboard().type("Nation");
        page.keyboard().press("Control+s");
        assertThat(page.getByRole(AriaRole.STATUS).filter(new Locator.FilterOptions().setHasText("Draft saved"))).isVisible();
        assertThat(transcriber.get("/work/api/items/" + item).ok().path("draft").path("turns").toString()).contains("Nation");

        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Submit")).click();
        assertThat(page.locator(".notice")).containsText("the job is complete");
        awaitStatus(customer, job, "Complete");

        List<JsonNode> mechanical = tokens(customer, job, "MECHANICAL");
        List<JsonNode> fin = tokens(customer, job, "FINAL");
        assertThat(fin).hasSameSizeAs(mechanical);
        int fixes = 0;
        for (int i = 0; i < fin.size(); i++) {
            JsonNode before = mechanical.get(i);
            JsonNode after = fin.get(i);
            if (before.path("value").asString().equals("country") && fixes == 0) {
                assertThat(after.path("display_as").asString()).isEqualTo("Nation");
                fixes++;
            } else {
                assertThat(after.path("value").asString()).isEqualTo(before.path("value").asString());
            }
            assertThat(after.path("start_time").asLong()).as(after.toString()).isEqualTo(before.path("start_time").asLong());
            assertThat(after.path("end_time").asLong()).isEqualTo(before.path("end_time").asLong());
        }
        assertThat(fixes).isEqualTo(1);
        assertThat(browsers.console()).as("console").noneMatch(m -> m.contains("Content Security Policy") || m.startsWith("pageerror"));
    }

    @Test
    void theCustomerNamesTheSpeakerAndApprovesOnTheEmailedPage() throws Exception {
        Customer customer = newCustomer();
        try (var receiver = new CallbackReceiver()) {
            String job = reviewingJob(customer, "MECHANICAL", "callback_url", receiver.url("/done?job={job_id}&iwp={iwp_name}"),
                    "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
            page.navigate("/approve/" + ApprovalApiTest.emailedToken(customer));
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1))).hasText("Approve the transcript");
            assertThat(page.locator("main[data-ready=true]")).isAttached();
            Locator speaker = page.getByLabel("Speaker").first();
            speaker.focus();
            page.keyboard().press("Control+a");
            page.keyboard().type("John F. Kennedy");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Approve")).click();
            // Approving ends the job: the page asks once more.
            assertThat(page.locator("#approve-confirm")).containsText("cannot be sent back");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Yes, approve")).click();
            assertThat(page.locator(".notice")).containsText("Approved");
            awaitStatus(customer, job, "Complete");
            JsonNode fin = api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(), "job_id", job).ok();
            assertThat(fin.path("speakers").findValuesAsString("name")).contains("John F. Kennedy");
            assertThat(tokens(customer, job, "FINAL")).hasSameSizeAs(tokens(customer, job, "MECHANICAL"));
            // The approval completes the job, and the customer's callback says so.
            String completed = "/done?job=" + job + "&iwp=FINAL";
            Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
            while (receiver.received.stream().noneMatch(r -> r.uri().toString().endsWith(completed)) && Instant.now().isBefore(deadline)) {
                Thread.sleep(100);
            }
            assertThat(receiver.received).extracting(r -> r.uri().toString()).anyMatch(u -> u.endsWith(completed));
        }
        assertThat(browsers.console()).as("console").noneMatch(m -> m.contains("Content Security Policy") || m.startsWith("pageerror"));
    }

    /**
     * Screenshots of the queue, the editor and the approval page at 1280 and 320 px, for a person to
     * look at: {@code -Dtest=EditorBrowserTest#workPages -Dparlance.test.excluded-groups=none}; they go
     * to {@code parlance-screenshots} in the temporary folder.
     */
    @Test
    @Tag("screenshots")
    void workPages() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM", "options", "{\"notes\": \"Names: Kennedy. Keep it clean verbatim.\"}");
        reviewingJob(customer, "PROFESSIONAL");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        signIn(page, transcriber.username(), MEMBER_PASSWORD);
        page.navigate("/work");
        shoot("work-queue");
        page.locator("button[data-action=claim][data-item='" + item + "']").click();
        assertThat(page.locator("main[data-ready=true]")).isAttached();
        page.keyboard().press("Control+j");
        shoot("work-editor");
        page.navigate("/work");
        shoot("work-queue-claimed");

        Page admin = newBrowser().newPage();
        signIn(admin, ADMIN, ADMIN_PASSWORD);
        admin.navigate("/work");
        shoot(admin, "work-queue-admin");

        Customer approving = newCustomer();
        reviewingJob(approving, "MECHANICAL", "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
        page.navigate("/approve/" + ApprovalApiTest.emailedToken(approving));
        assertThat(page.locator("main[data-ready=true]")).isAttached();
        shoot("approve");
    }

    private void shoot(String name) {
        shoot(page, name);
    }

    private static void shoot(Page p, String name) {
        Path dir = Path.of(System.getProperty("parlance.screenshots", System.getProperty("java.io.tmpdir") + "/parlance-screenshots"));
        for (int width : new int[] {1280, 320}) {
            p.setViewportSize(width, 800);
            p.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + "-" + width + ".png")).setFullPage(true));
        }
        p.setViewportSize(1280, 800);
    }

    private static void signIn(Page p, String username, String password) {
        p.navigate("/");
        p.getByLabel("Username").fill(username);
        p.getByLabel("Password").fill(password);
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in")).click();
    }
}
