package dev.parlance.web.work;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The editor's caption preview in headless Chromium: the captions of the text with their problems
 * beside it; typing a word too long for a caption line shows it as an error within a second of the
 * last keystroke, its button (and Alt+N) selects the caption's words and moves the playhead there,
 * and the fix clears it. The page keeps the Content-Security-Policy.
 */
class PreviewBrowserTest extends WorkBrowserTestSupport {
    private static final String LONG_WORD = "Countrywideinterdepartmentalisationsthatnobodycanread";

    private Page page;

    @Test
    void typingAWordTooLongForALineShowsTheProblemAndItsButtonSelectsTheWords() throws Exception {
        openEditor();
        Locator status = page.locator("#preview-status");
        assertThat(status).hasText(Pattern.compile("\\d+ captions?"));
        assertThat(page.locator("#preview-cues li").first()).isVisible();
        assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile("A line of"))))
                .hasCount(0);

        // The caption under the playhead shows below the player, and is the current one in the list.
        page.evaluate("() => { const m = document.querySelector('.media'); m.currentTime = 0.5; }");
        assertThat(page.locator("#caption-screen .caption-line").first()).hasText(Pattern.compile("\\w"));
        assertThat(page.locator("#preview-cues li[aria-current]")).hasCount(1);

        // Replace "country" with a word no caption line can hold, with the keyboard.
        retype(page, word(page, "country"), LONG_WORD);

        Locator problem = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile("A line of \\d+ characters")));
        assertThat(problem).hasCount(1);
        assertThat(problem).containsText("Error");
        assertThat(problem).containsText(LONG_WORD);
        assertThat(status).hasText(Pattern.compile("^\\d+ problems? in \\d+ captions?: [1-9]\\d* errors?"));
        assertThat(page.locator("#preview-cues li.flagged")).not().hasCount(0);

        // The problem's button, with the keyboard: the caption's words selected, the playhead at the caption.
        page.evaluate("() => { getSelection().removeAllRanges(); document.querySelector('.media').currentTime = 0; }");
        problem.focus();
        page.keyboard().press("Enter");
        assertThat((String) page.evaluate("() => getSelection().toString()")).contains(LONG_WORD);
        assertThat((Boolean) page.evaluate("() => document.activeElement.classList.contains('turn-text')")).isTrue();
        assertThat((Double) page.evaluate("() => document.querySelector('.media').currentTime")).isGreaterThan(0.0);
        assertThat(page.locator("#preview-said")).containsText("Its words are selected");

        // Alt+N from the start of the media finds it too.
        page.evaluate("() => { getSelection().removeAllRanges(); document.querySelector('.media').currentTime = 0; }");
        page.keyboard().press("Alt+n");
        assertThat((String) page.evaluate("() => getSelection().toString()")).contains(LONG_WORD);

        // The fix: the long word's place typed over; the error goes.
        Locator typed = page.locator(".turn-text").first();
        typed.evaluate("(box, word) => { const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);"
                + " for (let n = walker.nextNode(); n; n = walker.nextNode()) { const i = n.data.indexOf(word);"
                + " if (i >= 0) { const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + word.length); box.focus();"
                + " const s = getSelection(); s.removeAllRanges(); s.addRange(r); return; } } }", LONG_WORD);
        page.keyboard().type("country");
        assertThat(problem).hasCount(0);
        assertThat(status).not().hasText(Pattern.compile("[1-9]\\d* errors?"));
        assertThat(browsers.console()).as("console").noneMatch(m -> m.contains("Content Security Policy") || m.startsWith("pageerror"));
    }

    /**
     * The editor with a caption problem shown, and the approval page, at 1280 and 320 px, for a person
     * to look at: {@code -Dtest=PreviewBrowserTest#previewScreenshots -Dparlance.test.excluded-groups=none}.
     */
    @Test
    @Tag("screenshots")
    void previewScreenshots() throws Exception {
        openEditor();
        page.evaluate("() => { const m = document.querySelector('.media'); m.currentTime = 0.5; }");
        word(page, "country").dblclick();
        page.keyboard().type(LONG_WORD);
        Locator problem = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile("A line of")));
        assertThat(problem).hasCount(1);
        problem.click();
        shoot("preview-editor");

        Customer approving = newCustomer();
        reviewingJob(approving, "MECHANICAL", "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
        page.navigate("/approve/" + ApprovalApiTest.emailedToken(approving));
        assertThat(page.locator("main[data-ready=true]")).isAttached();
        assertThat(page.locator("#preview-status")).hasText(Pattern.compile("caption"));
        shoot("preview-approve");
    }

    /** A transcriber with a claimed PREMIUM job of real speech, in its editor. */
    private void openEditor() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + item + "/claim").ok();
        page = signedIn(transcriber.username(), MEMBER_PASSWORD);
        page.navigate("/work/items/" + item);
        awaitEditor(page);
        assertThat(page.locator(".media")).isAttached();
    }

    private void shoot(String name) {
        Path dir = Path.of(System.getProperty("parlance.screenshots", System.getProperty("java.io.tmpdir") + "/parlance-screenshots"));
        for (int width : new int[] {1280, 320}) {
            page.setViewportSize(width, 800);
            page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + "-" + width + ".png")).setFullPage(true));
        }
        page.setViewportSize(1280, 800);
    }
}
