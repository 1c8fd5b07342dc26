package dev.parlance.web.jobs;

import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.WebClient;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * job/new's requestor and reference (job/modify's requestor_id) are shown and found: on the job's
 * page and in the job list of the web app, and as job/list filters (an addition to the v1 filters).
 */
class RequestorReferenceApiTest extends ApiTestSupport {
    private static final String PASSWORD = "customer-pw-1";

    @Test
    void requestorAndReferenceAreShownAndFilterTheList() {
        String customer = unique("requests");
        api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", customer,
                "new_password", PASSWORD);
        String token = login(customer, PASSWORD);
        String tagged = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "tagged", "requestor", "team-7",
                "reference", "PO & 1234").ok().path("JobId").asString();
        String other = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "other", "requestor", "team-8")
                .ok().path("JobId").asString();
        api.get("/api/job/modify", "v", "1", "api_token", token, "job_id", other, "requestor_id", "team-9");

        assertThat(listed(token, "Requestor", "team-7")).containsExactly(tagged);
        assertThat(listed(token, "Reference", "PO & 1234")).containsExactly(tagged);
        assertThat(listed(token, "Requestor", "team-9")).containsExactly(other);
        assertThat(listed(token, "Requestor", "team-8")).as("modified since").isEmpty();

        WebClient browser = new WebClient("http://localhost:" + port);
        assertThat(browser.signIn(customer, PASSWORD).status()).isLessThan(400);
        String page = browser.get("/jobs/" + tagged).body();
        assertThat(page).contains("<dt>Requestor</dt><dd>team-7</dd>").contains("<dt>Reference</dt><dd>PO &amp; 1234</dd>");
        assertThat(browser.get("/jobs").body()).contains("for team-7, ref PO &amp; 1234").contains("for team-9");
    }

    private List<String> listed(String token, String filter, String value) {
        JsonNode answer = api.get("/api/job/list", "v", "1", "api_token", token, filter, value).ok();
        List<String> ids = new ArrayList<>();
        answer.path("ActiveJobs").forEach(j -> ids.add(j.path("JobId").asString()));
        return ids;
    }
}
