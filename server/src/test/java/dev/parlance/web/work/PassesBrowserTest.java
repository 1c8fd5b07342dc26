package dev.parlance.web.work;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import dev.parlance.work.WorkProperties;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.parlance.support.WatchedBrowsers.heading;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The human passes as people do them in Chromium: a PROFESSIONAL job's review by a second, different
 * person; a claim abandoned with its tab returning to the queue after its lease, and the stale tab
 * told it lost the claim; a draft surviving a closed tab.
 */
class PassesBrowserTest extends WorkBrowserTestSupport {
    @Autowired
    WorkProperties work;

    @Test
    void aProfessionalJobIsReviewedByASecondDifferentPerson() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PROFESSIONAL");
        // The editor may review too, only not this job: the refusal is about the person, not the role.
        Worker editor = newWorker(Role.TRANSCRIBER, Role.REVIEWER);
        Worker reviewer = newWorker(Role.REVIEWER);
        String edit = editor.itemOf(job);

        Page editing = signedIn(editor.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(editing, edit);
        retype(editing, word(editing, "country"), "Nation");
        submit(editing);
        assertThat(editing.locator(".notice")).containsText("Submitted; next: review pass");

        String review = reviewer.itemOf(job);
        editing.navigate("/work");
        assertThat(editing.locator("[data-item='" + review + "']")).hasCount(0);
        // Neither the editor page nor the work API (with the page's own CSRF token) gives it to them.
        editing.navigate("/work/items/" + review);
        assertThat(heading(editing)).hasText("Not allowed");
        assertThat(editing.getByRole(AriaRole.MAIN))
                .containsText("You did the edit pass of this job; its review pass must be done by someone else");
        Map<String, Object> claim = call(editing, "POST", "/work/api/items/" + review + "/claim", true);
        assertThat(claim.get("status")).isEqualTo(403);
        assertThat((String) claim.get("body")).contains("\"error\":\"forbidden\"").contains("must be done by someone else");

        Page reviewing = signedIn(reviewer.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(reviewing, review);
        assertThat(word(reviewing, "Nation")).isVisible();
        Locator last = reviewing.locator(".w").last();
        String replaced = last.textContent();
        retype(reviewing, last, "nation.");
        submit(reviewing);
        assertThat(reviewing.locator(".notice")).containsText("Submitted: the job is complete");
        awaitStatus(customer, job, "Complete");

        // The customer's page says who did each pass without naming them, and versions in words.
        Page theirs = signedIn(customer.username(), CUSTOMER_PASSWORD);
        theirs.navigate("/jobs/" + job);
        Locator history = theirs.locator(".history li").filter(new Locator.FilterOptions().setHas(theirs.locator(".history-by")));
        assertThat(history.filter(new Locator.FilterOptions().setHasText("Edit pass"))).containsText("by person A");
        assertThat(history.filter(new Locator.FilterOptions().setHasText("Review pass"))).containsText("by person B");
        assertThat(theirs.locator(".version-list strong")).containsText(new String[]{"Final", "After the review pass",
                "After the edit pass", "Machine transcript"});
        assertThat(theirs.getByRole(AriaRole.MAIN)).not().containsText("INTERIM_PROFESSIONAL");
        assertThat(theirs.getByRole(AriaRole.MAIN)).not().containsText(editor.username());

        JsonNode versions = api.get("/api/job/list_elementlists", "v", "1", "api_token", customer.token(), "job_id", job).ok();
        assertThat(versions.findValuesAsString("iwp_name"))
                .containsExactly("MECHANICAL", "INTERIM_PROFESSIONAL", "PROFESSIONAL", "FINAL");
        List<JsonNode> mechanical = tokens(customer, job, "MECHANICAL");
        List<JsonNode> fin = tokens(customer, job, "FINAL");
        assertThat(fin).hasSameSizeAs(mechanical);
        assertThat(fin.stream().filter(t -> t.path("display_as").asString().equals("Nation")).count())
                .as("the editor's fix").isEqualTo(1);
        assertThat(fin.getLast().path("value").asString()).as("the reviewer's fix of " + replaced).isEqualTo("nation");
        assertThat(mechanical.getLast().path("value").asString()).isNotEqualTo("nation");
        for (int i = 0; i < fin.size(); i++) {
            assertThat(fin.get(i).path("start_time").asLong()).isEqualTo(mechanical.get(i).path("start_time").asLong());
        }
        browsers.assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void anAbandonedClaimReturnsToTheQueueAfterItsLease() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker first = newWorker(Role.TRANSCRIBER);
        Worker second = newWorker(Role.TRANSCRIBER);
        String item = first.itemOf(job);

        // The first person claims at their desk, and also has the editor open on a laptop.
        Page claiming = signedIn(first.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(claiming, item);
        Page laptop = signedIn(first.username(), MEMBER_PASSWORD);
        laptop.navigate("/work/items/" + item);
        awaitEditor(laptop);
        // The desk's browser closes without releasing; the laptop sleeps: no heartbeat, no save.
        claiming.context().close();

        Page other = signedIn(second.username(), MEMBER_PASSWORD);
        other.navigate("/work");
        Locator claim = other.locator("button[data-action=claim][data-item='" + item + "']");
        assertThat(claim).hasCount(0); // held by someone else: not in the queue
        clock.advance(work.lease().plusMinutes(1));
        other.reload();
        assertThat(claim).isEnabled();
        claimOnTheQueuePage(other, item);

        // The laptop wakes up: its save is refused and the page says the claim is gone.
        retype(laptop, word(laptop, "country"), "Nation");
        laptop.keyboard().press("Control+s");
        assertThat(problem(laptop)).containsText("Your claim on this task is gone");
        assertThat(problem(laptop)).containsText("You do not hold work item " + item);
        assertThat(laptop.locator("#submit")).isDisabled();
        JsonNode loaded = second.get("/work/api/items/" + item).ok();
        assertThat(loaded.path("draft").isNull()).as("the stale tab saved nothing").isTrue();
        assertThat(loaded.path("item").path("heldByMe").asBoolean()).isTrue();
        refused(first.get("/work/api/items/" + item), 403, "not_held");
        browsers.assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void aDraftSurvivesTheTabClosingRightAfterTyping() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);

        Page editing = signedIn(transcriber.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(editing, item);
        retype(editing, word(editing, "country"), "Nation");
        // Closed before the autosave's delay is over: the page saves as it goes (pagehide).
        editing.close(new Page.CloseOptions().setRunBeforeUnload(true));
        awaitDraftContaining(transcriber, item, "Nation");

        Page again = editing.context().newPage();
        again.navigate("/work/items/" + item);
        awaitEditor(again);
        assertThat(word(again, "Nation")).isVisible();
        assertThat(again.locator("#save-status")).containsText("Draft saved");
        browsers.assertEveryPageKeptTheContentSecurityPolicy();
    }
}
