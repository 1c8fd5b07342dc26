package dev.parlance.web.work;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import dev.parlance.account.Role;
import dev.parlance.support.Accessibility;
import dev.parlance.job.JobRepository;
import dev.parlance.translation.TranslationOrders;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A translator's editor in headless Chromium: a PREMIUM job of real speech, transcribed and edited,
 * is translated into Spanish by the machine; the translator claims the translation, sees each
 * English turn beside its Spanish one, plays the media from a source turn, corrects a word and
 * submits; the editor passes the accessibility check at 1280 and 320 px. The screenshots (tag {@code screenshots}) show the page at 1280 and 320 px.
 */
class TranslationEditorBrowserTest extends WorkBrowserTestSupport {
    private static final Path SCREENSHOTS = Path.of(System.getProperty("parlance.screenshots",
            System.getProperty("java.io.tmpdir") + "/parlance-screenshots"));

    @Autowired
    JobRepository jobs;
    @Autowired
    TranslationOrders translations;

    @Test
    void aTranslatorCorrectsTheMachineTranslationBesideTheSourceAndSubmits() throws Exception {
        Customer customer = newCustomer();
        Opened opened = openedByATranslator(customer);
        Worker translator = opened.translator();
        String item = opened.item();
        String child = opened.child();
        Page page = opened.page();
        JsonNode loaded = translator.get("/work/api/items/" + item).ok();

        // The languages as the browser names them (the source's region too: "American English").
        assertThat(page.locator(".translation-columns")).containsText(Pattern.compile("Source: .*English"));
        assertThat(page.locator(".translation-columns")).containsText("Translation: Spanish");
        Locator sources = page.locator(".turn-source p");
        assertThat(sources.first()).hasAttribute("lang", Pattern.compile("^en"));
        assertThat(page.locator(".turn-source").first()).containsText(Pattern.compile("your country", Pattern.CASE_INSENSITIVE));
        assertThat(page.locator(".turn-text").first()).hasAttribute("lang", "es");
        assertThat(page.locator(".turn-translated")).hasCount(loaded.path("turns").size());
        assertThat(page.locator(".media")).isAttached();
        // The source and its translation share the row: side by side at 1280 px.
        var source = page.locator(".turn-translated").first().locator(".turn-source").boundingBox();
        var target = page.locator(".turn-translated").first().locator(".turn-text").boundingBox();
        assertThat(target.x).isGreaterThan(source.x + source.width - 1);
        assertThat(target.y).isLessThan(source.y + source.height);
        Accessibility.assertNoSeriousViolations(page);

        // Playing from a source turn puts the media at its start.
        long start = loaded.path("source").path("turns").get(0).path("start").asLong();
        page.locator("button.source-play").first().click();
        page.waitForFunction("ms => { const m = document.querySelector('.media'); return m && Math.abs(m.currentTime * 1000 - ms) < 1500; }",
                (double) start);

        // At 320 px the source sits above its translation.
        page.setViewportSize(320, 800);
        var narrowSource = page.locator(".turn-translated").first().locator(".turn-source").boundingBox();
        var narrowTarget = page.locator(".turn-translated").first().locator(".turn-text").boundingBox();
        assertThat(narrowTarget.y).isGreaterThanOrEqualTo(narrowSource.y + narrowSource.height - 1);
        Accessibility.assertNoSeriousViolations(page);
        page.setViewportSize(1280, 800);

        String firstWord = WorkPassesApiTest.words(loaded).getFirst().path("text").asString();
        retype(page, page.locator(".turn-text .w").first(), "Señores");
        saveNow(page);
        assertThat(translator.get("/work/api/items/" + item).ok().path("draft").toString()).contains("Señores");
        submit(page);
        assertThat(page.locator(".notice")).containsText("the job is complete");
        awaitStatus(customer, child, "Complete");
        List<String> fin = tokens(customer, child, "FINAL").stream().map(w -> w.path("display_as").asString()).toList();
        assertThat(fin.getFirst()).as("the machine's %s, retyped", firstWord).isEqualTo("Señores");
    }

    @Test
    @Tag("screenshots")
    void translatorEditor() throws Exception {
        Page page = openedByATranslator(newCustomer()).page();
        for (int width : new int[] {1280, 320}) {
            page.setViewportSize(width, 900);
            page.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve("translator-editor-" + width + ".png"))
                    .setFullPage(true));
        }
    }

    /** The translation's item claimed by a translator on the queue page, its editor open. */
    private record Opened(String child, Worker translator, String item, Page page) {
    }

    private Opened openedByATranslator(Customer customer) throws InterruptedException {
        String child = translationInReviewing(customer);
        Worker translator = newWorker(Role.TRANSLATOR);
        String item = translator.itemOf(child);
        Page page = signedIn(translator.username(), MEMBER_PASSWORD);
        // The queue says what the item is in people's words: the pass, and both languages.
        page.navigate("/work");
        Locator listed = page.locator(".work-item", new Page.LocatorOptions()
                .setHas(page.locator("button[data-item='" + item + "']")));
        assertThat(listed.locator(".work-meta")).containsText("Translation pass");
        assertThat(listed.locator(".work-meta")).containsText("English → Spanish");
        claimOnTheQueuePage(page, item);
        return new Opened(child, translator, item, page);
    }

    /** A PREMIUM job transcribed and edited, its Spanish translation machine-translated and waiting for a translator. */
    private String translationInReviewing(Customer customer) throws InterruptedException {
        String parent = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String edit = transcriber.itemOf(parent);
        transcriber.post("/work/api/items/" + edit + "/claim").ok();
        transcriber.post("/work/api/items/" + edit + "/submit").ok();
        awaitStatus(customer, parent, "Complete");
        String child = translations.order(jobs.findById(parent).orElseThrow(), List.of("es")).getFirst().jobId();
        awaitStatus(customer, child, "Reviewing");
        return child;
    }
}
