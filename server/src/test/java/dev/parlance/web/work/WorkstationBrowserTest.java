package dev.parlance.web.work;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import dev.parlance.support.Accessibility;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.util.List;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The caption workstation (issue 27) in headless Chromium, over the running service, by keyboard
 * (and the mouse where a person drags): timing on the timeline, no silent loss between two tabs of
 * one item.
 */
class WorkstationBrowserTest extends WorkBrowserTestSupport {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The timeline's x (page pixels) of a time, from the view it says it draws. */
    private static double xOf(Page page, long ms) {
        String[] view = page.locator("#timeline").getAttribute("data-view").split("-");
        var box = page.locator("#timeline").boundingBox();
        double from = Double.parseDouble(view[0]);
        double to = Double.parseDouble(view[1]);
        return box.x + (ms - from) * box.width / (to - from);
    }

    @Test
    void turnsAreRetimedByKeyboardAndByDragSplitAndMergedAndFinalCarriesTheTimes() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        Page page = signedIn(transcriber.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(page, item);
        assertThat(page.locator("#timeline")).isVisible();
        assertThat(page.locator("#timeline[data-loaded]")).isAttached(); // the waveform's peaks arrived
        // The captions the preview laid out, drawn as a strip under the turns (drawn / with a problem).
        assertThat(page.locator("#timeline")).hasAttribute("data-cues", Pattern.compile("^[1-9]\\d*/\\d+$"));
        List<JsonNode> words = WorkPassesApiTest.words(transcriber.get("/work/api/items/" + item).ok());
        assertThat(words.size()).isGreaterThan(12);
        // Three turns of the one the machine heard: words 0-5, 6-11, 12 to the end.
        JsonNode secondStart = words.get(6);
        long lastEnd = words.getLast().path("end").asLong();
        long media = (long) (info(customer, job).path("MediaLengthSeconds").asDouble() * 1000);

        // Split into three turns with the keyboard.
        caretBefore(page.locator(".w[data-i='6']"));
        page.keyboard().press("Alt+Enter");
        page.keyboard().press("Tab"); // from the new turn's speaker to its text
        caretBefore(page.locator(".w[data-i='12']"));
        page.keyboard().press("Alt+Enter");
        assertThat(page.locator(".turn")).hasCount(3);

        // Turn 2's start by keyboard: two large steps later, one small step back.
        caretBefore(page.locator(".w[data-i='8']"));
        page.keyboard().press("Alt+BracketRight");
        page.keyboard().press("Alt+BracketRight");
        page.keyboard().press("Alt+Shift+BracketLeft");
        long movedStart = secondStart.path("start").asLong() + 190;
        assertThat(page.locator("#timeline-said")).containsText("Turn 2: ");

        // Turn 3's end by dragging it 40 pixels to the right (it may snap to a silence nearby).
        double x = xOf(page, lastEnd);
        double y = page.locator("#timeline").boundingBox().y + 60;
        page.mouse().move(x, y);
        page.mouse().down();
        page.mouse().move(x + 20, y);
        page.mouse().move(x + 40, y);
        page.mouse().up();
        assertThat(page.locator("#timeline-said")).containsText("Turn 3: ");
        Accessibility.assertNoSeriousViolations(page);
        saveNow(page);

        JsonNode draft = transcriber.get("/work/api/items/" + item).ok().path("draft");
        assertThat(draft.path("turns")).hasSize(3);
        assertThat(draft.path("turns").get(1).path("start").asLong()).isEqualTo(movedStart);
        long draggedEnd = draft.path("turns").get(2).path("end").asLong();
        assertThat(draggedEnd).isGreaterThan(lastEnd).isLessThanOrEqualTo(media);
        // Reloaded, the page shows the turns where they were put: the first word of turn 2 starts there.
        page.reload();
        awaitEditor(page);
        JsonNode reloaded = transcriber.get("/work/api/items/" + item).ok();
        assertThat(reloaded.path("turns").get(1).path("retimed").asBoolean()).isTrue();
        assertThat(reloaded.path("turns").get(1).path("words").path("start").get(0).asLong()).isEqualTo(movedStart);

        // Merge turns 1 and 2 with the keyboard, then submit.
        caretBefore(page.locator(".w[data-i='2']"));
        page.keyboard().press("Alt+m");
        assertThat(page.locator(".turn")).hasCount(2);
        submit(page);
        assertThat(page.locator(".notice")).containsText("the job is complete");
        awaitStatus(customer, job, "Complete");

        JsonNode fin = api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(), "job_id", job).ok();
        JsonNode segments = fin.path("segments");
        assertThat(segments).hasSize(2);
        assertThat(segments.get(1).path("end_time").asLong()).isEqualTo(draggedEnd);
        long floor = 0;
        for (JsonNode token : tokens(fin)) {
            if (!token.path("type").asString().equals("punctuation")) {
                assertThat(token.path("start_time").asLong()).as(token.toString()).isGreaterThanOrEqualTo(floor);
                assertThat(token.path("end_time").asLong()).isLessThanOrEqualTo(media);
                floor = token.path("end_time").asLong();
            }
        }
        String srt = api.get("/api/job/get_caption", "v", "1", "api_token", customer.token(), "job_id", job,
                "caption_format", "SRT").body();
        assertThat(srt).contains("--> " + srtTime(draggedEnd));
    }

    /** A caption's end dragged far over its own words stops where they would be said faster than ten a second. */
    @Test
    void aCaptionsEndDraggedOverItsWordsStopsBeforeSqueezingThem() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        Page page = signedIn(transcriber.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(page, item);
        assertThat(page.locator("#timeline")).hasAttribute("data-cues", Pattern.compile("^([2-9]|\\d{2,})/\\d+$"));
        JsonNode loaded = transcriber.get("/work/api/items/" + item).ok();
        String text = loaded.path("turns").get(0).path("text").asString();
        JsonNode cues = transcriber.preview(item,
                JSON.writeValueAsString(java.util.Map.of("turns", List.of(java.util.Map.of("text", text))))).path("cues");
        int firstLast = wordAt(text, cues.get(1).path("from").path("start").asInt()) - 1;

        // Caption 1's end, dragged to the far left of the strip: over every one of its words.
        double x = xOf(page, cues.get(0).path("end").asLong());
        double y = page.locator("#timeline").boundingBox().y + 30;
        page.mouse().move(x, y);
        page.mouse().down();
        page.mouse().move(x - 200, y);
        page.mouse().move(page.locator("#timeline").boundingBox().x + 1, y);
        page.mouse().up();
        assertThat(page.locator("#timeline-said")).containsText("as far as it goes");
        saveNow(page);
        List<JsonNode> words = WorkPassesApiTest.words(transcriber.get("/work/api/items/" + item).ok());
        JsonNode last = words.get(firstLast);
        assertThat(last.path("pinnedEnd").asBoolean()).isTrue();
        // Its words keep ten a second at most between the turn's start and the pinned end, and none is squeezed to nothing.
        long span = last.path("end").asLong() - words.getFirst().path("start").asLong();
        assertThat(span).isGreaterThanOrEqualTo((firstLast + 1) * 100L);
        for (JsonNode word : words.subList(0, firstLast + 1)) {
            assertThat(word.path("end").asLong()).as(word.toString()).isGreaterThan(word.path("start").asLong());
        }
    }

    /**
     * A caption's edges, not only its turn's: the first caption's end dragged on the captions' strip,
     * the second's start moved by keyboard (Alt+K, then the turn keys), both kept through a reload, and
     * FINAL and the SRT carry them.
     */
    @Test
    void aCaptionIsRetimedByDragAndByKeyboardAndFinalAndTheSrtCarryIt() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        Page page = signedIn(transcriber.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(page, item);
        assertThat(page.locator("#timeline[data-loaded]")).isAttached();
        assertThat(page.locator("#timeline")).hasAttribute("data-cues", Pattern.compile("^([2-9]|\\d{2,})/\\d+$"));
        // The captions the text makes (the page's preview asks the same): the machine heard one turn.
        JsonNode loaded = transcriber.get("/work/api/items/" + item).ok();
        assertThat(loaded.path("turns")).hasSize(1);
        String text = loaded.path("turns").get(0).path("text").asString();
        JsonNode cues = transcriber.preview(item,
                JSON.writeValueAsString(java.util.Map.of("turns", List.of(java.util.Map.of("text", text))))).path("cues");
        assertThat(cues.size()).isGreaterThanOrEqualTo(2);
        List<JsonNode> words = WorkPassesApiTest.words(loaded);
        int secondFirst = wordAt(text, cues.get(1).path("from").path("start").asInt());
        int firstLast = secondFirst - 1;
        long firstEnd = words.get(firstLast).path("end").asLong();
        long secondStart = words.get(secondFirst).path("start").asLong();
        // The caption ends with its last word, less the style guide's gap to the next caption.
        long firstCaptionEnd = cues.get(0).path("end").asLong();
        assertThat(firstCaptionEnd).isBetween(firstEnd - 200, firstEnd);

        // The first caption's end, dragged 20 pixels earlier on the captions' strip (it may snap to a word's edge).
        double x = xOf(page, firstCaptionEnd);
        double y = page.locator("#timeline").boundingBox().y + 30;
        page.mouse().move(x, y);
        page.mouse().down();
        page.mouse().move(x - 10, y);
        page.mouse().move(x - 20, y);
        page.mouse().up();
        assertThat(page.locator("#timeline-said")).containsText("Caption 1 ends at");
        saveNow(page);
        // The words after the pinned end were fitted between it and the turn's end, the next caption's first too.
        long afterDrag = WorkPassesApiTest.words(transcriber.get("/work/api/items/" + item).ok()).get(secondFirst).path("start").asLong();
        assertThat(afterDrag).isLessThan(secondStart);
        // The second caption's start, by keyboard: captions instead of turns, then 0.2 s later.
        caretBefore(page.locator(".w[data-i='" + (secondFirst + 1) + "']"));
        page.keyboard().press("Alt+k");
        assertThat(page.locator("#timing-unit")).hasValue("caption");
        page.keyboard().press("Alt+BracketRight");
        page.keyboard().press("Alt+BracketRight");
        assertThat(page.locator("#timeline-said")).containsText("Caption 2 starts at");
        Accessibility.assertNoSeriousViolations(page);
        saveNow(page);

        JsonNode draft = transcriber.get("/work/api/items/" + item).ok();
        JsonNode pins = draft.path("draft").path("turns").get(0).path("pins");
        assertThat(pins).hasSize(2);
        long pinnedEnd = pins.get(0).path("end").asLong();
        assertThat(pinnedEnd).isLessThan(firstEnd).isGreaterThan(words.getFirst().path("end").asLong());
        assertThat(pins.get(1).path("start").asLong()).isEqualTo(afterDrag + 200);
        // Reloaded, the words are where they were put and say they were put there.
        List<JsonNode> reloaded = WorkPassesApiTest.words(draft);
        assertThat(reloaded.get(firstLast).path("end").asLong()).isEqualTo(pinnedEnd);
        assertThat(reloaded.get(firstLast).path("pinnedEnd").asBoolean()).isTrue();
        assertThat(reloaded.get(secondFirst).path("start").asLong()).isEqualTo(afterDrag + 200);
        assertThat(reloaded.get(secondFirst).path("pinnedStart").asBoolean()).isTrue();
        page.reload();
        awaitEditor(page);
        // A word typed after the reload, before the pinned words, is saved with the pins where they were.
        caretBefore(page.locator(".w[data-i='1']"));
        page.keyboard().type("then ");
        saveNow(page);
        JsonNode again = transcriber.get("/work/api/items/" + item).ok().path("draft").path("turns").get(0).path("pins");
        assertThat(again).hasSize(2);
        assertThat(again.get(1).path("start").asLong()).isEqualTo(afterDrag + 200);

        // The captions the saved text makes now, as the editor's preview shows them.
        JsonNode saved = transcriber.get("/work/api/items/" + item).ok().path("draft");
        JsonNode previewed = transcriber.preview(item,
                JSON.writeValueAsString(java.util.Map.of("turns", saved.path("turns")))).path("cues");
        assertThat(previewed.size()).isGreaterThanOrEqualTo(1);

        submit(page);
        assertThat(page.locator(".notice")).containsText("the job is complete");
        awaitStatus(customer, job, "Complete");
        JsonNode fin = api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(), "job_id", job).ok();
        List<JsonNode> finalWords = tokens(fin);
        assertThat(finalWords.get(firstLast + 1).path("end_time").asLong()).isEqualTo(pinnedEnd); // after "Yes"
        assertThat(finalWords.get(secondFirst + 1).path("start_time").asLong()).isEqualTo(afterDrag + 200);
        long floor = 0;
        for (JsonNode word : finalWords) {
            assertThat(word.path("start_time").asLong()).as(word.toString()).isGreaterThanOrEqualTo(floor);
            floor = word.path("end_time").asLong();
        }
        // Laid out with the preview's limits (its Netflix-like profile's), the SRT has the captions the editor showed last:
        // the new times can make a caption read too fast, and then the layout breaks it elsewhere, in both.
        String srt = api.get("/api/job/get_caption", "v", "1", "api_token", customer.token(), "job_id", job,
                "caption_format", "SRT", "characters_per_caption_line", "42", "maximum_caption_duration", "7000",
                "minimum_gap_between_captions_ms", "83", "minimum_caption_length_ms", "833").body();
        for (JsonNode cue : previewed) {
            assertThat(srt).contains(srtTime(cue.path("start").asLong()) + " --> " + srtTime(cue.path("end").asLong()));
        }
    }

    /** The number of the word at a character offset of a text whose words are separated by single spaces. */
    private static int wordAt(String text, int offset) {
        return text.substring(0, offset).split(" ", -1).length - 1;
    }

    @Test
    void aSpeakerRenamedOnceNamesEveryTurnAndFindReplaceIsUndoneInOneStep() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        Page page = signedIn(transcriber.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(page, item);
        String machineName = page.locator(".speaker").first().inputValue();
        assertThat(machineName).isNotBlank();

        // Three turns; the two split off get the listed speaker by Alt+1.
        caretBefore(page.locator(".w[data-i='6']"));
        page.keyboard().press("Alt+Enter");
        page.keyboard().press("Tab");
        page.keyboard().press("Alt+1");
        caretBefore(page.locator(".w[data-i='12']"));
        page.keyboard().press("Alt+Enter");
        page.keyboard().press("Tab");
        page.keyboard().press("Alt+1");
        assertThat(page.locator(".speaker").nth(2)).hasValue(machineName);

        // Renamed once in the speakers list, by keyboard: every turn follows.
        Locator listed = page.locator("#speaker-list input").first();
        listed.focus();
        page.keyboard().press("Control+a");
        page.keyboard().type("Michael Chen");
        page.keyboard().press("Enter");
        for (int i = 0; i < 3; i++) {
            assertThat(page.locator(".speaker").nth(i)).hasValue("Michael Chen");
        }
        assertThat(page.locator("#speaker-list input")).hasCount(1);

        // Find and replace across the transcript, undone and redone as one step.
        caretBefore(page.locator(".w[data-i='0']"));
        page.keyboard().press("Control+h");
        assertThat(page.locator("#find-text")).isFocused();
        page.keyboard().type("you");
        page.keyboard().press("Tab");
        assertThat(page.locator("#replace-text")).isFocused();
        page.keyboard().type("thou");
        page.keyboard().press("Tab");
        page.keyboard().press("Space"); // whole word
        assertThat(page.locator("#find-whole")).isChecked();
        Accessibility.assertNoSeriousViolations(page); // the find panel open, the speakers listed
        for (int i = 0; i < 5; i++) { // match case, Find next, Previous, Replace, Replace all
            page.keyboard().press("Tab");
        }
        assertThat(page.locator("#replace-all")).isFocused();
        page.keyboard().press("Enter");
        assertThat(page.locator("#find-said")).containsText("Replaced 2 in 2 turns");
        assertThat(page.locator("#turns")).not().containsText(java.util.regex.Pattern.compile("\\byou\\b"));
        page.keyboard().press("Escape"); // the panel closes, the focus goes back to the text
        assertThat(page.locator("#find-panel")).isHidden();
        page.keyboard().press("Control+z");
        assertThat(page.locator("#turns")).not().containsText("thou");
        page.keyboard().press("Control+Shift+z");
        assertThat(page.locator("#turns")).containsText("thou");
        // One match replaced: Find next selects it, Replace changes it and goes on to the next.
        page.keyboard().press("Control+h");
        assertThat(page.locator("#replace-text")).isFocused(); // the search is kept: straight to the replacement
        page.keyboard().type("you");
        page.keyboard().press("Shift+Tab");
        page.keyboard().press("Control+a");
        page.keyboard().type("thou");
        page.keyboard().press("Enter");
        assertThat(page.locator("#find-said")).hasText("Match 1 of 2, turn 2.");
        page.locator("#replace-one").click();
        assertThat(page.locator("#find-said")).hasText("Match 1 of 1, turn 3.");
        saveNow(page);
        submit(page);
        assertThat(page.locator(".notice")).containsText("the job is complete");
        awaitStatus(customer, job, "Complete");

        JsonNode fin = api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(), "job_id", job).ok();
        assertThat(fin.path("speakers").findValuesAsString("name")).containsExactly("Michael Chen");
        for (String format : List.of("SRT", "WEB_VTT", "DFXP", "TRANSCRIPT")) {
            String caption = api.get("/api/job/get_caption", "v", "1", "api_token", customer.token(), "job_id", job,
                    "caption_format", format, "display_speaker_id", "name").body();
            assertThat(caption).as(format).contains("Michael Chen").doesNotContain(machineName);
        }
        assertThat(tokens(fin).stream().filter(t -> t.path("value").asString().equals("thou"))).hasSize(1);
    }

    @Test
    void aVideoShowsItsPictureWithCaptionsAndTheCustomerSendsTheTextBackWithAComment() throws Exception {
        Customer customer = newCustomer();
        String job = videoJobWithApproval(customer, "workstation-video.mp4");
        Worker editor = newWorker(Role.TRANSCRIBER);
        Worker reviewer = newWorker(Role.REVIEWER);

        Page editing = signedIn(editor.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(editing, editor.itemOf(job));
        assertPictureWithCaptions(editing);
        retype(editing, word(editing, "fellow"), "dear");
        // The track is the draft's: it follows the edit once the captions are laid out again.
        editing.waitForFunction("() => [...[...document.querySelector('.picture video.media').textTracks]"
                + ".find(t => t.kind === 'captions').cues].some(c => c.text.includes('dear'))");
        // On a phone the picture is too small to read a caption over it: it is written under the picture.
        editing.setViewportSize(320, 800);
        assertThat(editing.locator(".picture #caption-screen")).isVisible();
        assertThat(editing.locator(".picture #caption-screen .caption-line").first()).hasText(Pattern.compile("\\w"));
        editing.setViewportSize(1280, 800);
        assertThat(editing.locator(".picture #caption-screen")).isHidden();
        submit(editing);
        assertThat(editing.locator(".notice")).containsText("next: review pass");

        Page reviewing = signedIn(reviewer.username(), MEMBER_PASSWORD);
        String review = reviewer.itemOf(job);
        claimOnTheQueuePage(reviewing, review);
        assertPictureWithCaptions(reviewing);
        // The reviewer steps through what the editor changed, by keyboard.
        assertThat(reviewing.locator("#show-changes")).hasText("Show the previous pass's changes (1)");
        caretBefore(reviewing.locator(".w[data-i='0']"));
        reviewing.keyboard().press("Alt+c");
        assertThat(reviewing.locator("#changes-said")).hasText("Change 1 of 1: “fellow” replaced by “dear”.");
        assertThat(reviewing.locator(".w.chg-replaced")).hasText("dear");
        assertThat(reviewing.locator("#show-changes")).hasAttribute("aria-pressed", "true");
        Accessibility.assertNoSeriousViolations(reviewing);
        submit(reviewing);
        assertThat(reviewing.locator(".notice")).containsText("next: customer approval");

        // The customer corrects a word, then sends the text back with a comment, by keyboard.
        Page approving = newBrowser().newPage();
        approving.navigate("/approve/" + ApprovalApiTest.emailedToken(customer));
        awaitEditor(approving);
        assertPictureWithCaptions(approving);
        retype(approving, word(approving, "country"), "Nation");
        approving.locator("#send-back-open").focus();
        approving.keyboard().press("Enter");
        assertThat(approving.locator("#send-back-comment")).isFocused();
        Accessibility.assertNoSeriousViolations(approving);
        approving.keyboard().type("Please check the names in the first sentence.");
        approving.keyboard().press("Tab");
        approving.keyboard().press("Enter");
        assertThat(approving.locator(".notice")).containsText("Sent back to the review pass with your comment");
        assertThat(info(customer, job).path("JobStatus").asString()).isEqualTo("Reviewing");
        assertThat(info(customer, job).path("Tasks").findValuesAsString("TaskInfo"))
                .anyMatch(t -> t.contains("sent back to the review pass: Please check the names in the first sentence."));

        // The review pass is back in the queue, with the comment and the customer's correction.
        String returned = reviewer.itemOf(job);
        assertThat(returned).isNotEqualTo(review);
        claimOnTheQueuePage(reviewing, returned);
        assertThat(reviewing.locator("#sent-back")).containsText("Please check the names in the first sentence.");
        assertThat(word(reviewing, "Nation")).isVisible();
        submit(reviewing);
        assertThat(reviewing.locator(".notice")).containsText("next: customer approval");

        // A new link; this time the customer approves, and is asked once more.
        approving.navigate("/approve/" + ApprovalApiTest.emailedToken(customer, 2));
        awaitEditor(approving);
        approving.locator("#submit").focus();
        approving.keyboard().press("Enter");
        assertThat(approving.locator("#approve-yes")).isFocused();
        Accessibility.assertNoSeriousViolations(approving);
        approving.keyboard().press("Enter");
        assertThat(approving.locator(".notice")).containsText("Approved");
        awaitStatus(customer, job, "Complete");
        assertThat(tokens(customer, job, "FINAL")).anyMatch(t -> t.path("display_as").asString().equals("Nation"));

        // The customer's job page shows the picture with the captions at once, nothing clicked first (issue 28).
        Page jobPage = signedIn(customer.username(), CUSTOMER_PASSWORD);
        jobPage.navigate("/jobs/" + job);
        assertThat(jobPage.locator("video#player")).hasCount(1);
        jobPage.waitForFunction("() => { const v = document.getElementById('player'); const t = v.textTracks[0];"
                + " return v.readyState >= 1 && v.videoWidth > 0 && t && t.cues && t.cues.length > 0; }");
        assertThat((String) jobPage.evaluate("() => [...document.getElementById('player').textTracks[0].cues].map(c => c.text).join(' ')"))
                .contains("Nation");
        assertThat(jobPage.getByText("Download mp4")).isVisible();
        assertThat(jobPage.getByText("Order the captioned video")).isVisible();
    }

    /**
     * Screenshots of the workstation at 1280 and 320 px, for a person to look at (not a test of
     * anything): {@code -Dtest=WorkstationBrowserTest#screenshots -Dparlance.test.excluded-groups=none},
     * into {@code parlance-screenshots} in the temporary folder.
     */
    @Test
    @org.junit.jupiter.api.Tag("screenshots")
    void screenshots() throws Exception {
        Customer customer = newCustomer();
        String job = videoJobWithApproval(customer, "workstation-shots.mp4");
        Worker editor = newWorker(Role.TRANSCRIBER);
        Worker reviewer = newWorker(Role.REVIEWER);
        Page editing = signedIn(editor.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(editing, editor.itemOf(job));
        caretBefore(editing.locator(".w[data-i='6']"));
        editing.keyboard().press("Alt+Enter");
        editing.keyboard().type("Michael Chen");
        editing.keyboard().press("Tab");
        editing.keyboard().press("Alt+BracketRight");
        editing.evaluate("() => { const m = document.querySelector('.media'); m.currentTime = 2; }");
        shoot(editing, "workstation-editor");
        editing.keyboard().press("Control+h");
        editing.keyboard().type("you");
        editing.keyboard().press("Enter");
        shoot(editing, "workstation-find");
        editing.keyboard().press("Escape");
        retype(editing, word(editing, "fellow"), "dear");
        submit(editing);
        assertThat(editing.locator(".notice")).containsText("next: review pass");

        Page reviewing = signedIn(reviewer.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(reviewing, reviewer.itemOf(job));
        caretBefore(reviewing.locator(".w[data-i='0']"));
        reviewing.keyboard().press("Alt+c");
        shoot(reviewing, "workstation-review-changes");
        submit(reviewing);
        assertThat(reviewing.locator(".notice")).containsText("next: customer approval");

        Page approving = newBrowser().newPage();
        approving.navigate("/approve/" + ApprovalApiTest.emailedToken(customer));
        awaitEditor(approving);
        approving.locator("#send-back-open").click();
        approving.keyboard().type("Please check the names in the first sentence.");
        shoot(approving, "workstation-send-back");
        approving.locator("#send-back-cancel").click();
        approving.locator("#submit").click();
        shoot(approving, "workstation-approve-confirm");
    }

    private static void shoot(Page page, String name) {
        java.nio.file.Path dir = java.nio.file.Path.of(System.getProperty("parlance.screenshots",
                System.getProperty("java.io.tmpdir") + "/parlance-screenshots"));
        for (int width : new int[] {1280, 320}) {
            page.setViewportSize(width, 800);
            page.waitForTimeout(300); // the timeline redraws at its new width
            page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + "-" + width + ".png")));
            page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + "-" + width + "-full.png")).setFullPage(true));
        }
        page.setViewportSize(1280, 800);
    }

    /** A PROFESSIONAL job of the speech as a video (H.264 and AAC), with the customer's approval after its review. */
    private String videoJobWithApproval(Customer customer, String file) throws InterruptedException {
        java.nio.file.Path video = dev.parlance.speech.SpeechFixtures.videoWithAudio(speech, speech.resolveSibling(file));
        return transcribedJob(api, video, customer, "PROFESSIONAL", "Reviewing",
                "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
    }

    /**
     * The picture, and the caption under the playhead drawn over it by the player: a captions track
     * made from the draft, showing, with the caption at the playhead active.
     */
    private static void assertPictureWithCaptions(Page page) {
        assertThat(page.locator("main[data-picture=true] .picture video.media")).isVisible();
        page.evaluate("() => { const m = document.querySelector('.media'); m.currentTime = 2; }");
        page.waitForFunction("() => { const t = [...document.querySelector('.picture video.media').textTracks]"
                + ".find(t => t.kind === 'captions' && t.mode === 'showing');"
                + " return t && t.activeCues && t.activeCues.length === 1 && /\\w/.test(t.activeCues[0].text); }");
        assertThat(page.locator(".picture #caption-screen")).isHidden();
    }

    private static String srtTime(long ms) {
        return String.format(java.util.Locale.ROOT, "%02d:%02d:%02d,%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000);
    }

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
        Accessibility.assertNoSeriousViolations(second);
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
