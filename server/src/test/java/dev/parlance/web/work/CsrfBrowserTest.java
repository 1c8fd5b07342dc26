package dev.parlance.web.work;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.Route;
import dev.parlance.account.Account;
import dev.parlance.account.Role;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * CSRF in Chromium: a write from a signed-in browser without the token is refused on the work API,
 * the approval page's API and the operator's pages, both from the site's own page (a script's
 * {@code fetch} with the cookies but no header) and from a page of another origin (a form posted
 * across sites); nothing changes. JSON routes refuse in JSON, pages with the error page.
 */
class CsrfBrowserTest extends WorkBrowserTestSupport {
    private static final String REFUSED = "\"error\":\"csrf\"";

    @Test
    void aWriteFromThePageWithoutItsTokenIsRefusedAndChangesNothing() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker holder = newWorker(Role.TRANSCRIBER);
        String item = holder.itemOf(job);
        Page editor = signedIn(holder.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(editor, item);
        for (String[] write : new String[][] {{"PUT", "/draft"}, {"POST", "/submit"}, {"POST", "/release"}}) {
            assertCsrfRefusedInJson(call(editor, write[0], "/work/api/items/" + item + write[1], false));
        }
        assertThat(call(editor, "POST", "/work/api/items/" + item + "/heartbeat", true).get("status"))
                .as("the same call with the token").isEqualTo(200);
        JsonNode loaded = holder.get("/work/api/items/" + item).ok();
        assertThat(loaded.path("item").path("heldByMe").asBoolean()).isTrue();
        assertThat(loaded.path("draft").isNull()).isTrue();
        assertThat(info(customer, job).path("JobStatus").asString()).isEqualTo("Reviewing");

        Customer approving = newCustomer();
        String approvalJob = reviewingJob(approving, "MECHANICAL", "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
        String token = ApprovalApiTest.emailedToken(approving);
        Page approval = newBrowser().newPage();
        approval.navigate("/approve/" + token);
        awaitEditor(approval);
        assertCsrfRefusedInJson(call(approval, "PUT", "/approve/" + token + "/api/draft", false));
        assertCsrfRefusedInJson(call(approval, "POST", "/approve/" + token + "/api/approve", false));
        assertThat(info(approving, approvalJob).path("JobStatus").asString()).isEqualTo("Reviewing");
        assertThat(call(approval, "GET", "/approve/" + token + "/api", false).get("body").toString()).contains("\"draft\":null");

        Account member = accounts.findByUsername(newWorker(Role.TRANSCRIBER).username()).orElseThrow();
        Page people = signedIn(ADMIN, ADMIN_PASSWORD);
        people.navigate("/admin/people");
        Map<String, Object> disable = form(people, "/admin/people/" + member.id() + "/disable");
        assertThat(disable.get("status")).isEqualTo(403);
        assertThat((String) disable.get("type")).startsWith("text/html");
        assertThat((String) disable.get("body")).contains("without a valid security token");
        assertThat(accounts.findById(member.id()).orElseThrow().isDisabled()).isFalse();
        browsers.assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void aFormPostedFromAnotherSiteIsRefused() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker holder = newWorker(Role.TRANSCRIBER);
        String item = holder.itemOf(job);
        Account member = accounts.findByUsername(newWorker(Role.TRANSCRIBER).username()).orElseThrow();

        // The holder's browser and the operator's, both signed in here.
        Page victim = signedIn(holder.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(victim, item);
        Page operator = signedIn(ADMIN, ADMIN_PASSWORD);

        // The other site: another origin (127.0.0.1 against localhost) whose page posts a form here.
        String site = "http://localhost:" + port;
        for (BrowserContext context : List.of(victim.context(), operator.context())) {
            context.route("http://127.0.0.1:" + port + "/elsewhere/**", route -> route.fulfill(new Route.FulfillOptions()
                    .setContentType("text/html").setBody(attack(route.request().url().replaceFirst(".*/elsewhere", site)))));
        }
        assertRefusedAcrossSites(victim, "/work/api/items/" + item + "/release");
        assertRefusedAcrossSites(victim, "/work/api/items/" + item + "/submit");
        assertRefusedAcrossSites(operator, "/admin/people/" + member.id() + "/disable");
        assertRefusedAcrossSites(operator, "/signout");

        assertThat(holder.get("/work/api/items/" + item).ok().path("item").path("heldByMe").asBoolean()).isTrue();
        assertThat(info(customer, job).path("JobStatus").asString()).isEqualTo("Reviewing");
        assertThat(accounts.findById(member.id()).orElseThrow().isDisabled()).isFalse();
        operator.navigate("/admin/people");
        assertThat(operator.content()).as("still signed in").contains(member.username());
    }

    /** Opens the other site's page, which posts its form to the target at once; the answer is a 403. */
    private void assertRefusedAcrossSites(Page page, String target) {
        Response answer = page.waitForResponse(r -> r.url().endsWith(target) && "POST".equals(r.request().method()),
                () -> page.navigate("http://127.0.0.1:" + port + "/elsewhere" + target));
        assertThat(answer.status()).as(target).isEqualTo(403);
    }

    /** A page of another site with a form that posts itself to the target (as a forged link would). */
    private static String attack(String target) {
        return "<!DOCTYPE html><html><body><form method=\"post\" action=\"" + target + "\">"
                + "<input name=\"turns\" value=\"forged\"><input name=\"to\" value=\"\"></form>"
                + "<script>document.forms[0].submit()</script></body></html>";
    }

    /** A form post from the page's own script with the cookies but no {@code _csrf} field. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> form(Page page, String url) {
        return (Map<String, Object>) page.evaluate("""
                async (url) => {
                  const r = await fetch(url, { method: 'POST', body: new URLSearchParams({ roles: 'TRANSCRIBER' }),
                    credentials: 'same-origin', redirect: 'manual' });
                  return { status: r.status, type: r.headers.get('content-type') ?? '', body: await r.text() };
                }""", url);
    }

    private static void assertCsrfRefusedInJson(Map<String, Object> answer) {
        assertThat(answer.get("status")).as(answer.toString()).isEqualTo(403);
        assertThat((String) answer.get("type")).startsWith("application/json");
        assertThat((String) answer.get("body")).contains(REFUSED).contains("X-XSRF-TOKEN");
    }
}
