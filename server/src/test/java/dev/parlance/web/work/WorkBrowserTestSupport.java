package dev.parlance.web.work;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.support.WatchedBrowsers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

/**
 * The work pages in headless Chromium, over jobs of real speech in Reviewing ({@link WorkApiTestSupport}):
 * each test opens the browsers it needs ({@link #newBrowser()}, one per person), all watched for
 * Content-Security-Policy complaints and page errors, and closed after the test.
 */
public abstract class WorkBrowserTestSupport extends WorkApiTestSupport {
    protected WatchedBrowsers browsers;

    @BeforeEach
    void openBrowsers() {
        browsers = new WatchedBrowsers(port);
    }

    @AfterEach
    void closeBrowsers() {
        browsers.close();
    }

    /** A browser of one person (cookies of its own). */
    protected BrowserContext newBrowser() {
        return browsers.open();
    }

    /** A new browser with a first page, signed in as this person. */
    protected Page signedIn(String username, String password) {
        Page page = newBrowser().newPage();
        signInAt(page, username, password);
        return page;
    }

    /** Signs this person in on the page's browser; the home page shows. */
    static void signInAt(Page page, String username, String password) {
        WatchedBrowsers.signIn(page, username, password);
        assertThat(WatchedBrowsers.heading(page)).hasText(Pattern.compile("^Welcome"));
    }

    /** A workforce member signing in on the page's browser. */
    static void signInAt(Page page, String username) {
        signInAt(page, username, MEMBER_PASSWORD);
    }

    /**
     * A request from the page's own scripts ({@code fetch}, with the browser's cookies), with the CSRF
     * header the page's modules send or without it; answers its status, content type and body.
     */
    @SuppressWarnings("unchecked")
    protected static Map<String, Object> call(Page page, String method, String url, boolean withCsrf) {
        return (Map<String, Object>) page.evaluate("""
                async ([method, url, withCsrf]) => {
                  const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
                  const headers = { 'Content-Type': 'application/json' };
                  if (withCsrf) {
                    headers['X-XSRF-TOKEN'] = decodeURIComponent(cookie.substring('XSRF-TOKEN='.length));
                  }
                  const body = method === 'GET' ? undefined : '{"turns": [{"text": "forged"}], "to": null}';
                  const r = await fetch(url, { method, headers, body, credentials: 'same-origin' });
                  return { status: r.status, type: r.headers.get('content-type') ?? '', body: await r.text() };
                }""", List.of(method, url, withCsrf));
    }

    /** Claims the item with its button on the queue page; the editor opens with the item loaded. */
    static void claimOnTheQueuePage(Page page, String item) {
        page.navigate("/work");
        page.locator("button[data-action=claim][data-item='" + item + "']").click();
        assertThat(page).hasURL(Pattern.compile(".*/work/items/" + item + "$"));
        awaitEditor(page);
    }

    /** The editor has loaded its item (text, media, instructions). */
    protected static void awaitEditor(Page page) {
        assertThat(page.locator("main[data-ready=true]")).isAttached();
    }

    /** The first word of the transcript whose text starts with {@code prefix} (letters: no pattern quoting in the browser). */
    static Locator word(Page page, String prefix) {
        return page.locator(".w", new Page.LocatorOptions().setHasText(Pattern.compile("^" + prefix))).first();
    }

    /**
     * Replaces a word as a person does with the keyboard: the caret goes before it (where a click or the
     * arrow keys would put it), Ctrl+Shift+Right selects it, the new word is typed over it.
     */
    static void retype(Page page, Locator word, String replacement) {
        caretBefore(word);
        page.keyboard().press("Control+Shift+ArrowRight");
        page.keyboard().type(replacement);
    }

    /** Puts the caret before a word, as a click or the arrow keys would. */
    static void caretBefore(Locator word) {
        word.evaluate("span => { const r = document.createRange(); r.setStart(span.firstChild, 0); r.collapse(true);"
                + " span.closest('.turn-text').focus(); const s = getSelection(); s.removeAllRanges(); s.addRange(r); }");
    }

    /** Ctrl+S, and the page says the draft was saved. */
    static void saveNow(Page page) {
        page.keyboard().press("Control+s");
        assertThat(page.getByRole(AriaRole.STATUS).filter(new Locator.FilterOptions().setHasText("Draft saved"))).isVisible();
    }

    static void submit(Page page) {
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Submit")).click();
    }

    /** The editor's message when it cannot go on (the item is not loadable, the claim is lost...). */
    static Locator problem(Page page) {
        return page.locator("#editor-problem");
    }
}
