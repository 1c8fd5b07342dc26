package dev.parlance.web.work;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import dev.parlance.support.ApiClient;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The customer's guidelines in the editor, in headless Chromium: an HTML file with a script, a style
 * and handlers is uploaded; the transcriber's editor shows its headings, lists and links beside the
 * instructions, and nothing of it runs. With {@code -Dparlance.screenshots=<folder>} the editor is
 * also shot at 1280 and 320 px, for a person to look at.
 */
class GuidelinesBrowserTest extends WorkBrowserTestSupport {
    private static final String GUIDELINES = """
            <html><head><style>body { display: none }</style><script>window.guidelinesRan = true</script></head>
            <body onload="window.guidelinesRan = true"><h1>House style</h1>
            <p>Spell <b>Parlance</b> with a capital P; write numbers under ten as words.</p>
            <ul><li>Name every speaker.</li><li>See the <a href="https://example.org/glossary">glossary</a>.</li></ul>
            <img src="x" onerror="window.guidelinesRan = true"></body></html>""";

    @Test
    void theEditorShowsTheCleanedGuidelinesBesideTheInstructions() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        String boundary = "----guidelines";
        byte[] body = ("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"style.html\"\r\n"
                + "Content-Type: text/html; charset=utf-8\r\n\r\n" + GUIDELINES + "\r\n--" + boundary + "--\r\n")
                .getBytes(StandardCharsets.UTF_8);
        api.postBytes("/api/job/add_custom_guidelines", ApiClient.query("api_token", customer.token(), "job_id", job),
                "multipart/form-data; boundary=" + boundary, body).ok();
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + item + "/claim").ok();

        Page page = signedIn(transcriber.username(), MEMBER_PASSWORD);
        page.navigate("/work/items/" + item);
        awaitEditor(page);

        Locator guidelines = page.getByRole(AriaRole.REGION, new Page.GetByRoleOptions().setName("The customer's guidelines"));
        assertThat(guidelines).isVisible();
        assertThat(guidelines.getByRole(AriaRole.HEADING, new Locator.GetByRoleOptions().setName("House style"))).isVisible();
        assertThat(guidelines.getByRole(AriaRole.LISTITEM)).hasCount(2);
        Locator link = guidelines.getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("glossary"));
        assertThat(link).hasAttribute("href", "https://example.org/glossary");
        assertThat(link).hasAttribute("target", "_blank");
        assertThat(guidelines.locator("img, script, style")).hasCount(0);
        assertThat(page.locator("#guidance")).containsText("customer's guidelines");
        assertThat(page.evaluate("() => window.guidelinesRan === undefined")).isEqualTo(true);
        assertThat(browsers.console()).as("nothing broke the page or its Content-Security-Policy").isEmpty();

        String folder = System.getProperty("parlance.screenshots");
        if (folder != null) {
            for (int width : new int[] {1280, 320}) {
                page.setViewportSize(width, 800);
                page.screenshot(new Page.ScreenshotOptions().setPath(Path.of(folder, "editor-guidelines-" + width + ".png"))
                        .setFullPage(true));
            }
        }
    }
}
