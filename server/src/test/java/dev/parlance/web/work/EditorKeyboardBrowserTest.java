package dev.parlance.web.work;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The work pages with the keyboard alone, in headless Chromium: a transcriber signs in, claims a
 * PREMIUM job from the queue, and in the editor plays, seeks, changes the speed, goes to a doubtful
 * word and fixes it, inserts a sound tag from the tag list, starts a new turn and names its speaker,
 * saves, leaves the text with Tab (no trap) and skips the transcript to Submit. Every stop of Tab on
 * the way has a name and a visible focus ring; FINAL has the fix, the tag and the new speaker.
 */
class EditorKeyboardBrowserTest extends WorkBrowserTestSupport {
    /**
     * The focused element shows it: an outline (the browser's own ring, "auto", or one of 2 px or more)
     * or a ring of box-shadow; the media's own controls draw theirs inside the element.
     */
    private static final String FOCUS_SHOWS = "() => { const e = document.activeElement; if (e.tagName === 'AUDIO' || e.tagName === 'VIDEO')"
            + " return true; const s = getComputedStyle(e); return s.outlineStyle === 'auto'"
            + " || (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none'; }";
    private static final String FOCUSED = "() => { const e = document.activeElement; return e.tagName + (e.id ? '#' + e.id : '')"
            + " + (e.className ? '.' + e.className : ''); }";

    private Page page;

    @BeforeEach
    void openPage() {
        page = newBrowser().newPage();
    }

    @Test
    void aTranscriberDoesTheWholePassWithTheKeyboard() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);

        page.navigate("/");
        tabTo("#username", false, 10);
        page.keyboard().type(transcriber.username());
        tabTo("#password", false, 2);
        page.keyboard().type(MEMBER_PASSWORD);
        page.keyboard().press("Enter");
        assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign out"))).isVisible();

        tabTo("a[href='/work']", false, 10);
        page.keyboard().press("Enter");
        assertThat(page).hasURL(Pattern.compile(".*/work$"));
        tabTo("button[data-action=claim][data-item='" + item + "']", false, 20);
        page.keyboard().press("Enter");
        assertThat(page).hasURL(Pattern.compile(".*/work/items/" + item + "$"));
        assertThat(page.locator("main[data-ready=true]")).isAttached();
        List<JsonNode> loadedWords = WorkPassesApiTest.words(transcriber.get("/work/api/items/" + item).ok());

        // From the top of the editor to the text: every control on the way is reached, named, and shows its focus.
        tabTo(".turn-text", false, 40);
        Locator media = page.locator(".media");
        page.keyboard().press("Escape");
        page.waitForFunction("() => !document.querySelector('.media').paused");
        page.keyboard().press("Escape");
        page.waitForFunction("() => document.querySelector('.media').paused");
        double before = currentTime();
        page.keyboard().press("Alt+ArrowRight");
        assertThat(currentTime()).isGreaterThan(before + 2.5);
        page.keyboard().press("Alt+ArrowLeft");
        assertThat(currentTime()).isLessThan(before + 0.5);
        page.keyboard().press("Alt+ArrowUp");
        assertThat(page.locator("#rate")).hasValue("1.25");
        assertThat(media).hasJSProperty("playbackRate", 1.25);
        page.keyboard().press("Alt+ArrowDown");
        assertThat(page.locator("#rate")).hasValue("1");

        // Ctrl+J selects the next doubtful word, still in the text; typing replaces it.
        assertThat(page.locator("#low-count")).not().hasText(Pattern.compile("^0 doubtful"));
        page.keyboard().press("Control+j");
        assertThat(page.locator(":focus")).hasClass(Pattern.compile("turn-text"));
        String doubtful = (String) page.evaluate("() => getSelection().toString()");
        assertThat((Boolean) page.evaluate("() => getSelection().anchorNode.parentElement.closest('.w').classList.contains('low')")).isTrue();
        assertThat(doubtful).isNotBlank();
        // Ctrl+J again leaves that one as heard: confirmed, no longer marked, and saved so (below); typing replaces the next.
        page.keyboard().press("Control+j");
        Locator confirmed = page.locator(".turn-text .w.confirmed");
        assertThat(confirmed).hasCount(1);
        assertThat(confirmed).not().hasClass(Pattern.compile("\\blow\\b"));
        long confirmedStart = loadedWords.get(Integer.parseInt(confirmed.getAttribute("data-i"))).path("start").asLong();
        page.keyboard().type("Nation");
        assertThat(page.locator(".turn-text").first()).containsText("Nation");
        page.keyboard().press("Control+Enter");
        page.waitForFunction("() => !document.querySelector('.media').paused");
        page.keyboard().press("Escape");


        // A sound tag chosen in the list and inserted with Alt+T lands at the caret, and the focus is back in the text.
        tabTo("#sound-tag", true, 10);
        page.keyboard().press("ArrowDown");
        String tag = (String) page.evaluate("() => document.getElementById('sound-tag').value");
        assertThat(tag).startsWith("[").isNotEqualTo("[UNKNOWN]");
        page.keyboard().press("Alt+t");
        assertThat(page.locator(":focus")).hasClass(Pattern.compile("turn-text"));
        // The pattern runs in the browser, where JavaScript knows no \Q...\E quoting.
        String quotedTag = tag.replace("[", "\\[").replace("]", "\\]");
        assertThat(page.locator(".turn-text").first()).containsText(Pattern.compile("Nation[\\s\u00a0]+" + quotedTag));

        // Alt+Enter starts a new turn at the caret and puts the focus in its speaker's name; Tab goes on to its text.
        page.keyboard().press("Alt+Enter");
        assertThat(page.locator(".turn")).hasCount(2);
        assertThat(page.locator(":focus")).hasAccessibleName("Speaker, turn 2");
        page.keyboard().type("Second Voice");
        page.keyboard().press("Tab");
        assertThat(page.locator(":focus")).hasAccessibleName(Pattern.compile("^Turn 2, Second Voice"));
        page.keyboard().press("Control+s");
        assertThat(page.getByRole(AriaRole.STATUS).filter(new Locator.FilterOptions().setHasText("Draft saved"))).isVisible();
        JsonNode saved = transcriber.get("/work/api/items/" + item).ok();
        assertThat(saved.path("draft").toString()).contains("Nation", tag, "Second Voice");
        assertThat(WorkPassesApiTest.words(saved).stream().filter(w -> w.path("start").asLong() == confirmedStart)
                .map(w -> w.path("confidence").asDouble()).toList()).as("the confirmed word, as loaded again").containsExactly(1.0);

        // No trap: Tab leaves the text, Shift+Tab comes back.
        page.keyboard().press("Tab");
        assertThat((Boolean) page.evaluate("() => !document.activeElement.closest('.turn-text')")).isTrue();
        page.keyboard().press("Shift+Tab");
        assertThat(page.locator(":focus")).hasClass(Pattern.compile("turn-text"));

        // The link over the transcript: from the tools, one Tab more reaches Submit.
        tabTo(".skip-inline", true, 10);
        assertThat(page.locator(".skip-inline")).isVisible();
        page.keyboard().press("Enter");
        page.keyboard().press("Tab");
        assertThat(page.locator(":focus")).hasAccessibleName("Submit");
        page.keyboard().press("Enter");
        assertThat(page.locator(".notice")).containsText("the job is complete");
        awaitStatus(customer, job, "Complete");

        JsonNode fin = api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(), "job_id", job,
                "iwp_name", "FINAL").ok();
        assertThat(WorkPassesApiTest.tokens(fin).stream().map(t -> t.path("display_as").asString())).contains("Nation");
        assertThat(fin.toString()).contains(tag.substring(1, tag.length() - 1));
        assertThat(fin.path("speakers").findValuesAsString("name")).contains("Second Voice");
        assertThat(browsers.console()).as("console").noneMatch(m -> m.contains("Content Security Policy") || m.startsWith("pageerror"));
    }

    /**
     * Off-screen turns are not laid out (content-visibility), and the text of a turn that is not laid
     * out reads empty: a turn edited and then left far behind (Tab on through a long turn, a jump to
     * a doubtful word further on) must still be saved as typed, not dropped.
     */
    @Test
    void aTurnEditedAndLeftFarBehindIsSavedAsTyped() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + item + "/claim").ok();
        String longTurn = String.join(" ", Collections.nCopies(150, SPOKEN));
        transcriber.put("/work/api/items/" + item + "/draft", "{\"turns\": [{\"speaker\": \"One\", \"text\": \"" + SPOKEN
                + "\"}, {\"speaker\": \"Two\", \"text\": \"" + longTurn + "\"}, {\"speaker\": \"Three\", \"text\": \"the end\"}]}").ok();
        page.navigate("/");
        page.getByLabel("Username").fill(transcriber.username());
        page.getByLabel("Password").fill(MEMBER_PASSWORD);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in")).click();
        assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign out"))).isVisible();
        page.navigate("/work/items/" + item);
        assertThat(page.locator("main[data-ready=true]")).isAttached();
        assertThat(page.locator(".turn")).hasCount(3);

        page.locator(".turn-text").first().focus();
        page.keyboard().type("Hello ");
        for (int i = 0; i < 3; i++) {
            page.keyboard().press("Tab");
        }
        assertThat(page.locator(":focus")).hasAccessibleName("Speaker, turn 3");
        // The first turn thousands of pixels above, and the browser done with the frames that skip it.
        assertThat((Boolean) page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() =>"
                + " done(document.querySelector('.turn').getBoundingClientRect().bottom < -2000))))")).isTrue();
        page.keyboard().press("Control+s");
        assertThat(page.locator("#save-status")).containsText("Draft saved");

        JsonNode turns = transcriber.get("/work/api/items/" + item).ok().path("draft").path("turns");
        assertThat(turns.findValuesAsString("speaker")).containsExactly("One", "Two", "Three");
        assertThat(turns.get(0).path("text").asString()).isEqualTo("Hello " + SPOKEN);
        assertThat(turns.get(1).path("text").asString()).isEqualTo(longTurn);
        assertThat(browsers.console()).as("console").noneMatch(m -> m.contains("Content Security Policy") || m.startsWith("pageerror"));
    }

    private double currentTime() {
        return ((Number) page.evaluate("() => document.querySelector('.media').currentTime")).doubleValue();
    }

    /** Presses Tab (or Shift+Tab) until the focus is on {@code selector}; each stop on the way must be named and show it has the focus. */
    private void tabTo(String selector, boolean backwards, int most) {
        for (int i = 0; i < most; i++) {
            page.keyboard().press(backwards ? "Shift+Tab" : "Tab");
            String focused = (String) page.evaluate(FOCUSED);
            // Marked, as the focus may be inside the media element's own controls (then the element itself is named).
            page.evaluate("() => { document.querySelector('[data-tab-stop]')?.removeAttribute('data-tab-stop');"
                    + " document.activeElement.setAttribute('data-tab-stop', ''); }");
            assertThat(page.locator("[data-tab-stop]")).hasAccessibleName(Pattern.compile("\\S"));
            assertThat((Boolean) page.evaluate(FOCUS_SHOWS)).as("focus ring on " + focused).isTrue();
            if ((Boolean) page.evaluate("s => document.activeElement.matches(s)", selector)) {
                return;
            }
        }
        fail("%s not reached in %d presses of %s", selector, most, backwards ? "Shift+Tab" : "Tab");
    }
}
