package dev.parlance.web.work;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import dev.parlance.account.Role;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.Accessibility;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The describer's pass of a PREMIUM job with {@code audio_description}, in headless Chromium, by
 * keyboard alone: the dialogue drawn under the timeline, two descriptions written at the playhead, one
 * too long for its span flagged until it is shortened, one heard in the voice, and FINAL's
 * description carries both at their times.
 */
class DescriberBrowserTest extends WorkBrowserTestSupport {

    @Test
    void aDescriberWritesTwoDescriptionsByKeyboardAndATooLongOneIsFlagged() throws Exception {
        // The speech (about 4 s), then eight seconds without dialogue.
        Path media = SpeechFixtures.convert(speech, fixtures.resolve("described-browser.wav"), "-af", "apad=pad_dur=8");
        Customer customer = newCustomer();
        String job = reviewingJob(api, media, customer, "PREMIUM", "options", "{\"audio_description\": true}");
        passesDoneUnchanged(job, Role.TRANSCRIBER);

        Worker describer = newWorker(Role.DESCRIBER);
        String item = describer.itemOf(job);
        Page page = signedIn(describer.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(page, item);
        assertThat(page.locator("main[data-describing=true]")).isAttached();
        assertThat(page.locator("#add-description")).isVisible();
        assertThat(page.locator("#sound-tag")).isHidden();
        int lines = describer.get("/work/api/items/" + item).ok().path("describing").path("dialogue").size();
        assertThat(lines).isPositive();
        // The dialogue is the strip under the timeline: every line drawn, none flagged.
        assertThat(page.locator("#timeline")).hasAttribute("data-cues", lines + "/0");
        long speechEnd = describer.get("/work/api/items/" + item).ok().path("describing").path("dialogue")
                .get(lines - 1).path("end").asLong();
        int drafted = page.locator(".turn").count();

        // Into the gap after the speech: the playhead 6 s on, then a new description there.
        page.locator("#play").focus();
        page.keyboard().press("Alt+ArrowRight");
        page.keyboard().press("Alt+ArrowRight");
        page.keyboard().press("Alt+a");
        Locator first = page.locator(".turn").nth(drafted);
        assertThat(first.locator(".turn-text")).isFocused();
        page.keyboard().type("A man stands at a lectern.");
        assertThat(first.locator(".description-check")).hasText(Pattern.compile("^Fits: 2\\.3 s to read"));
        page.keyboard().press("Alt+v");
        assertThat(page.locator("main[data-heard='A man stands at a lectern.']")).isAttached();

        // Three seconds further, a second one, too long for the room left before the media ends.
        page.keyboard().press("Alt+ArrowRight");
        page.keyboard().press("Alt+a");
        Locator second = page.locator(".turn").nth(drafted + 1);
        assertThat(second.locator(".turn-text")).isFocused();
        page.keyboard().type("A woman in a long red coat walks slowly across the crowded stage towards him and waves.");
        assertThat(second.locator(".description-check")).hasText(Pattern.compile("^Too long: reading it takes 6\\.4 s"));
        assertThat(second).hasClass(Pattern.compile("description-problem"));
        Accessibility.assertNoSeriousViolations(page);
        // Shortened, it fits.
        page.keyboard().press("Control+a");
        page.keyboard().type("A woman joins him.");
        assertThat(second.locator(".description-check")).hasText(Pattern.compile("^Fits"));
        assertThat(page.locator(".turn.description-problem")).hasCount(0);
        saveNow(page);
        page.locator("#submit").focus();
        page.keyboard().press("Enter");
        assertThat(page.locator("p.notice")).containsText("the job is complete");

        JsonNode described = api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(), "job_id", job,
                "audio_description", "true").ok();
        List<String> texts = new ArrayList<>();
        List<Long> starts = new ArrayList<>();
        for (JsonNode segment : described.path("segments")) {
            List<String> words = new ArrayList<>();
            // As shown: a word's display form (its case), its value otherwise.
            segment.path("sequences").forEach(s -> s.path("tokens").forEach(t -> words.add(
                    t.path("display_as").isString() ? t.path("display_as").asString() : t.path("value").asString())));
            texts.add(String.join(" ", words));
            starts.add(segment.path("start_time").asLong());
        }
        assertThat(String.join(" | ", texts)).contains("A man stands at a lectern").contains("A woman joins him");
        int man = texts.indexOf(texts.stream().filter(t -> t.contains("lectern")).findFirst().orElseThrow());
        assertThat(starts.get(man)).as("after the speech, where the playhead was").isBetween(speechEnd, 6500L);
        assertThat(starts.get(man + 1)).isGreaterThan(starts.get(man));
    }

    /**
     * The customer's approval of a described job shows the description beside the transcript, each
     * line's time playing from there, and asks to approve both; approving makes both FINAL.
     */
    @Test
    void theCustomerApprovesTheDescriptionWithTheTranscript() throws Exception {
        Customer customer = newCustomer();
        DescribedJob described = describedJobAwaitingApproval(customer, "described-approval", "The speaker smiles.");
        String job = described.id();
        long after = described.descriptionStart();

        Page approving = newBrowser().newPage();
        approving.navigate("/approve/" + ApprovalApiTest.emailedToken(customer));
        awaitEditor(approving);
        Locator description = approving.locator("#description-list li");
        assertThat(description).hasCount(1);
        assertThat(description).containsText("The speaker smiles.");
        Accessibility.assertNoSeriousViolations(approving);
        description.locator("button").focus();
        approving.keyboard().press("Enter");
        approving.waitForFunction("(at) => Math.abs(document.querySelector('video, audio').currentTime * 1000 - at) < 300", (double) after);

        approving.locator("#submit").focus();
        approving.keyboard().press("Enter");
        assertThat(approving.locator("#approve-confirm-text")).containsText("and its audio description");
        approving.keyboard().press("Enter");
        assertThat(approving.locator(".notice")).containsText("Approved");
        JsonNode finalDescription = api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(), "job_id", job,
                "audio_description", "true", "iwp_name", "FINAL").ok();
        assertThat(finalDescription.toString()).contains("smiles");
    }
}
