package dev.parlance.web.work;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Map;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.parlance.support.WatchedBrowsers.heading;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who reaches what, in Chromium with a signed-in session: a workforce member reaches no customer's
 * data (the v1 API with the session cookie, the people page, another person's held item, the
 * media of a job they hold nothing of), a customer reaches neither another customer's approval
 * (a tampered link, another job's link) nor the work pages. Every refusal is a clear page (or JSON
 * on a JSON route) that shows nothing of the job.
 */
class IsolationBrowserTest extends WorkBrowserTestSupport {
    /** A word the machine hears in the speech: no refusal may show it. */
    private static final String SPOKEN_WORD = "fellow";

    @Test
    void aWorkerReachesNoCustomersDataFromTheBrowser() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker holder = newWorker(Role.TRANSCRIBER);
        Worker other = newWorker(Role.TRANSCRIBER);
        String item = holder.itemOf(job);
        holder.post("/work/api/items/" + item + "/claim").ok();
        String media = holder.get("/work/api/items/" + item).ok().path("media").path("url").asString();
        assertThat(api.send(HttpRequest.newBuilder(URI.create(media)).GET()).status()).as("the holder's link works")
                .isEqualTo(200);

        Page page = signedIn(other.username(), MEMBER_PASSWORD);
        // Another person's held item: its editor page is refused, and so is its load.
        page.navigate("/work/items/" + item);
        assertThat(heading(page)).hasText("Not allowed");
        assertThat(page.getByRole(AriaRole.MAIN)).containsText("You do not hold work item " + item);
        assertNothingOfTheJob(page.content(), customer);
        Map<String, Object> load = call(page, "GET", "/work/api/items/" + item, false);
        assertThat(load.get("status")).isEqualTo(403);
        assertThat((String) load.get("type")).startsWith("application/json");
        assertNothingOfTheJob((String) load.get("body"), customer);

        // The operator's pages.
        page.navigate("/admin/people");
        assertThat(heading(page)).hasText("Not allowed");
        assertThat(page.content()).doesNotContain(holder.username()).doesNotContain(customer.username());
        Map<String, Object> queue = call(page, "GET", "/work/api/admin/queue", false);
        assertThat(queue.get("status")).isEqualTo(403);
        assertNothingOfTheJob((String) queue.get("body"), customer);

        // The v1 API takes no session cookie: without a token it answers nothing but that one is missing.
        for (String route : new String[] {"/api/job/list?v=1", "/api/job/info?v=1&job_id=" + job,
                "/api/job/get_elementlist?v=1&job_id=" + job, "/api/job/media?v=1&job_id=" + job,
                "/api/account/identity?v=1"}) {
            APIResponse answer = page.request().get(route);
            assertThat(answer.status()).as(route).isEqualTo(400);
            assertThat(answer.text()).as(route).contains("MISSING_PARAMETER").contains("api_token");
            assertNothingOfTheJob(answer.text(), customer);
        }
        // The media: the v1 route with the worker's own token, and the holder's signed link bent to another job.
        api.get("/api/job/media", "v", "1", "api_token", other.token(), "job_id", job).error("ITEM_NOT_FOUND");
        String otherJob = api.get("/api/job/new", "v", "1", "api_token", customer.token()).ok().path("JobId").asString();
        APIResponse bent = page.request().get(media.replace("job_id=" + job, "job_id=" + otherJob));
        assertThat(bent.status()).isEqualTo(400);
        assertThat(bent.text()).doesNotContain(customer.username());
        browsers.assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void aCustomerReachesNeitherAnotherCustomersApprovalNorTheWorkPages() throws Exception {
        Customer customer = newCustomer();
        Customer another = newCustomer();
        reviewingJob(customer, "MECHANICAL", "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
        String theirJob = reviewingJob(another, "MECHANICAL", "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
        String mine = ApprovalApiTest.emailedToken(customer);
        String theirs = ApprovalApiTest.emailedToken(another);
        String[] mineParts = mine.split("-");
        String[] theirParts = theirs.split("-");

        Page page = signedIn(customer.username(), CUSTOMER_PASSWORD);
        page.navigate("/approve/" + mine);
        awaitEditor(page);
        assertThat(word(page, SPOKEN_WORD)).isVisible();

        // My link's signature on their item's URL; my link with a changed character; their item's id with a bent expiry.
        String[] refusedLinks = {
                theirParts[0] + "-" + mineParts[1] + "-" + mineParts[2],
                mine.substring(0, mine.length() - 1) + (mine.endsWith("0") ? "1" : "0"),
                theirParts[0] + "-" + (Long.parseLong(theirParts[1]) + 60) + "-" + theirParts[2]};
        for (String link : refusedLinks) {
            page.navigate("/approve/" + link);
            assertThat(heading(page)).hasText("Page not found");
            assertThat(page.getByRole(AriaRole.MAIN)).containsText("This approval link is not valid");
            assertNothingOfTheJob(page.content(), another);
            assertThat(page.content()).doesNotContain(SPOKEN_WORD);
            Map<String, Object> load = call(page, "GET", "/approve/" + link + "/api", false);
            assertThat(load.get("status")).isEqualTo(404);
            assertThat((String) load.get("body")).contains("\"error\":\"not_found\"").doesNotContain(SPOKEN_WORD);
        }

        // The work pages and the work API are the workforce's.
        String theirItem = theirParts[0];
        for (String path : new String[] {"/work", "/work/items/" + theirItem, "/admin/people"}) {
            page.navigate(path);
            assertThat(heading(page)).hasText("Not allowed");
            assertThat(page.content()).doesNotContain(SPOKEN_WORD).doesNotContain(another.username());
        }
        Map<String, Object> items = call(page, "GET", "/work/api/items", false);
        assertThat(items.get("status")).isEqualTo(403);
        assertThat((String) items.get("body")).contains("\"error\":\"forbidden\"");
        assertThat(info(another, theirJob).path("JobStatus").asString()).isEqualTo("Reviewing");
        browsers.assertEveryPageKeptTheContentSecurityPolicy();
    }

    /** Neither the job's name, its customer nor a word of its transcript. */
    private static void assertNothingOfTheJob(String body, Customer customer) {
        assertThat(body).doesNotContain("Work test").doesNotContain(customer.username()).doesNotContain(SPOKEN_WORD);
    }
}
