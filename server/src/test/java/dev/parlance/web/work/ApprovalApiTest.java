package dev.parlance.web.work;

import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.CallbackReceiver;
import dev.parlance.support.TestMail;
import dev.parlance.support.WebClient;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Customer approval over real HTTP: after the passes the job waits, the customer's e-mail (GreenMail)
 * carries a signed link, and the approval page's API loads, saves the customer's corrections (with
 * the CSRF header) and approves: the job completes with CUSTOMER_APPROVED_RETURN and FINAL and calls back.
 */
class ApprovalApiTest extends WorkApiTestSupport {
    /** The tests set no public URL: the e-mail gives the page's path on a line of its own, never a request's host. */
    private static final Pattern LINK = Pattern.compile("(?m)^/approve/([0-9a-f]{32}-[0-9]+-[0-9a-f]{64})$");

    @Test
    void theCustomerApprovesThroughTheEmailedLinkAndTheJobCompletes() throws Exception {
        try (var receiver = new CallbackReceiver()) {
            Customer customer = newCustomer();
            String job = reviewingJob(customer, "PREMIUM", "callback_url", receiver.url("/done?iwp={iwp_name}"),
                    "options", "{\"customer_approval_steps\": [\"RETURN\"], \"customer_approval_tool\": \"CIELO24\"}");
            Worker transcriber = newWorker(Role.TRANSCRIBER);
            String item = transcriber.itemOf(job);
            transcriber.post("/work/api/items/" + item + "/claim").ok();
            JsonNode submitted = transcriber.post("/work/api/items/" + item + "/submit",
                    "{\"turns\": [{\"speaker\": \"Kennedy\", \"text\": \"And so, my fellow Americans: ask not what your"
                            + " country can do for you, ask what you can do for your country.\"}]}").ok();
            assertThat(submitted.path("nextPass").asString()).isEqualTo("CUSTOMER_APPROVAL");
            assertThat(submitted.path("jobStatus").asString()).isEqualTo("Reviewing");
            assertThat(info(customer, job).path("Tasks").findValuesAsString("TaskInfo"))
                    .contains("Waiting for the customer's approval (link e-mailed to " + email(customer) + ")");
            assertThat(receiver.received).as("no FINAL before the approval").isEmpty();

            String token = emailedToken(customer);
            WebClient page = new WebClient(api.base());
            JsonNode loaded = page.get("/approve/" + token + "/api").json();
            assertThat(loaded.path("pass").path("name").asString()).isEqualTo("CUSTOMER_APPROVAL");
            assertThat(loaded.path("pass").path("startsFrom").asString()).isEqualTo("PREMIUM");
            assertThat(loaded.path("turns").get(0).path("speaker").asString()).isEqualTo("Kennedy");
            assertThat(loaded.path("turns").get(0).path("text").asString()).contains("fellow Americans");
            assertThat(loaded.path("media").path("url").asString()).startsWith(api.base() + "/api/job/");

            String edit = "{\"turns\": [{\"speaker\": \"John F. Kennedy\", \"text\": \"And so, my fellow Americans: ask not"
                    + " what your country can do for you; ask what you can do for your country.\"}]}";
            assertThat(page.send(put("/approve/" + token + "/api/draft", edit)).status()).as("no CSRF token").isEqualTo(403);
            ApiResponse saved = page.send(put("/approve/" + token + "/api/draft", edit)
                    .header("X-XSRF-TOKEN", page.cookie(WebClient.CSRF_COOKIE).orElseThrow()));
            assertThat(saved.status()).as(saved.body()).isEqualTo(200);
            assertThat(page.get("/approve/" + token + "/api").json().path("turns").get(0).path("speaker").asString())
                    .isEqualTo("John F. Kennedy");

            ApiResponse approved = page.send(post("/approve/" + token + "/api/approve")
                    .header("X-XSRF-TOKEN", page.cookie(WebClient.CSRF_COOKIE).orElseThrow()));
            assertThat(approved.status()).as(approved.body()).isEqualTo(200);
            assertThat(approved.json().path("iwpName").asString()).isEqualTo("CUSTOMER_APPROVED_RETURN");
            assertThat(approved.json().path("jobStatus").asString()).isEqualTo("Complete");

            assertThat(info(customer, job).path("JobStatus").asString()).isEqualTo("Complete");
            JsonNode versions = api.get("/api/job/list_elementlists", "v", "1", "api_token", customer.token(), "job_id", job).ok();
            assertThat(versions.findValuesAsString("iwp_name"))
                    .containsExactly("MECHANICAL", "PREMIUM", "CUSTOMER_APPROVED_RETURN", "FINAL");
            JsonNode fin = api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(), "job_id", job).ok();
            assertThat(fin.path("speakers").findValuesAsString("name")).contains("John F. Kennedy");
            assertThat(api.get("/api/job/get_transcript", "v", "1", "api_token", customer.token(), "job_id", job).body())
                    .contains("for you; ask");

            Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
            while (receiver.received.isEmpty() && Instant.now().isBefore(deadline)) {
                Thread.sleep(100);
            }
            assertThat(receiver.received).extracting(r -> r.uri().getQuery()).containsExactly("iwp=FINAL");

            refused(page.get("/approve/" + token + "/api"), 410, "gone");
            refused(page.send(post("/approve/" + token + "/api/approve")
                    .header("X-XSRF-TOKEN", page.cookie(WebClient.CSRF_COOKIE).orElseThrow())), 410, "gone");
        }
    }

    @Test
    void aMechanicalJobWaitsForTheCustomerAndALinkOpensOnlyItsOwnApprovalUntilItExpires() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "MECHANICAL", "options", "{\"customer_approval_steps\": \"RETURN\"}");
        String token = emailedToken(customer);
        WebClient page = new WebClient(api.base());
        assertThat(page.get("/approve/" + token + "/api").status()).isEqualTo(200);
        assertThat(page.get("/approve/" + token + "/api").json().path("pass").path("startsFrom").asString())
                .isEqualTo("MECHANICAL");
        assertThat(newWorker(Role.TRANSCRIBER).queueOf(job)).as("the customer's, not the workforce's").isEmpty();
        // Machine only: no transcriber's pass to send the text back to; and a send-back says what should change.
        String noPass = refused(sendBack(page, token, "Fix the names"),
                400, "invalid_request");
        assertThat(noPass).contains("transcribed by machine only");
        refused(sendBack(page, token, "  "), 400, "invalid_request");
        assertThat(page.get("/approve/" + token + "/api").status()).as("still waiting").isEqualTo(200);

        // Another item's id with this link's signature, a changed expiry, a mangled signature: no such link.
        String[] parts = token.split("-");
        refused(page.get("/approve/" + "0".repeat(32) + "-" + parts[1] + "-" + parts[2] + "/api"), 404, "not_found");
        refused(page.get("/approve/" + parts[0] + "-" + (Long.parseLong(parts[1]) + 1) + "-" + parts[2] + "/api"), 404,
                "not_found");
        refused(page.get("/approve/" + parts[0] + "-" + parts[1] + "-" + "f".repeat(64) + "/api"), 404, "not_found");
        refused(page.get("/approve/nonsense/api"), 404, "not_found");

        // The operator can make a new link; the old one still works until it expires.
        JsonNode renewed = operator().post("/work/api/admin/items/" + parts[0] + "/approval-link").ok();
        assertThat(renewed.path("emailedTo").asString()).isEqualTo(email(customer));
        assertThat(renewed.path("url").asString()).startsWith(api.base() + "/approve/" + parts[0] + "-");
        refused(newWorker(Role.TRANSCRIBER).post("/work/api/admin/items/" + parts[0] + "/approval-link"), 403, "forbidden");

        assertThat(info(customer, job).path("JobStatus").asString()).isEqualTo("Reviewing");
        clock.advance(Duration.ofDays(31));
        refused(page.get("/approve/" + token + "/api"), 410, "gone");
    }

    @Test
    void theThirdPartyApprovalToolIsRefusedAtPerformTranscription() throws Exception {
        Customer customer = newCustomer();
        String job = api.get("/api/job/new", "v", "1", "api_token", customer.token()).ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + customer.token() + "&job_id=" + job, "audio/wav",
                java.nio.file.Files.readAllBytes(speech)).ok();
        String comment = api.get("/api/job/perform_transcription", "v", "1", "api_token", customer.token(), "job_id", job,
                "transcription_fidelity", "PREMIUM", "options",
                "{\"customer_approval_steps\": [\"RETURN\"], \"customer_approval_tool\": \"AMARA\"}").error("INVALID_OPTION");
        assertThat(comment).contains("AMARA is a third-party editing tool this server does not offer");
        assertThat(info(customer, job).path("JobStatus").asString()).isEqualTo("Authorizing");
    }

    private static String email(Customer customer) {
        return customer.username() + "@customers.test";
    }

    /** The token of the approval link in the customer's one e-mail. */
    static String emailedToken(Customer customer) throws Exception {
        return emailedToken(customer, 1);
    }

    /** The token of the approval link in the customer's {@code nth} e-mail (from 1), once they have that many. */
    static String emailedToken(Customer customer, int nth) throws Exception {
        List<MimeMessage> mail = TestMail.awaitMessages(email(customer), nth, Duration.ofSeconds(30));
        assertThat(mail).hasSize(nth);
        assertThat(mail.get(nth - 1).getSubject()).startsWith("Please approve the transcript of");
        String text = (String) ((MimeMultipart) mail.get(nth - 1).getContent()).getBodyPart(0).getContent();
        Matcher m = LINK.matcher(text);
        assertThat(m.find()).as(text).isTrue();
        assertThat(text).contains("PARLANCE_PUBLIC_URL").doesNotContain("http://", "https://");
        return m.group(1);
    }

    private HttpRequest.Builder put(String path, String json) {
        return HttpRequest.newBuilder(URI.create(api.base() + path)).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(json));
    }

    private ApiResponse sendBack(WebClient page, String token, String comment) {
        return page.send(HttpRequest.newBuilder(URI.create(api.base() + "/approve/" + token + "/api/send-back"))
                .header("Content-Type", "application/json")
                .header("X-XSRF-TOKEN", page.cookie(WebClient.CSRF_COOKIE).orElseThrow())
                .POST(HttpRequest.BodyPublishers.ofString("{\"comment\": \"" + comment + "\"}")));
    }

    private HttpRequest.Builder post(String path) {
        return HttpRequest.newBuilder(URI.create(api.base() + path)).POST(HttpRequest.BodyPublishers.noBody());
    }
}
