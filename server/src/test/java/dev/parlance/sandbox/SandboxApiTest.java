package dev.parlance.sandbox;

import dev.parlance.ParlanceApplication;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.CallbackReceiver;
import dev.parlance.support.TestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sandbox deployment started beside the production service of the other API tests (both real
 * servers, each with its own database), talked to over HTTP as an integrator would.
 */
class SandboxApiTest extends ApiTestSupport {
    private static final String FORM = "application/x-www-form-urlencoded";
    /** compat-notes' list, written out here so a change to the server's list cannot pass unnoticed. */
    private static final String[] NOT_ON_SANDBOX = {"/api/job/list_related", "/api/job/add_custom_guidelines",
            "/api/job/transcoded_media", "/api/job/translate", "/api/job/request_upload_url", "/api/job/uplevel"};
    private static ConfigurableApplicationContext sandboxContext;
    private static ApiClient sandbox;

    /** Started once, on first use: it needs the production server's port, known only to instances. */
    @BeforeEach
    void startSandbox() {
        if (sandboxContext != null) {
            return;
        }
        Path dataDir = tempDir();
        Map<String, String> properties = new HashMap<>(TestDatabase.properties(dataDir));
        properties.put("server.port", "0");
        properties.put("parlance.data-dir", dataDir.toString());
        properties.put("parlance.admin-password", "sandbox-admin-1");
        properties.put("parlance.sandbox", "true");
        properties.put("parlance.production-url", "http://localhost:" + port);
        properties.put("parlance.allow-private-urls", "true");
        properties.put("parlance.media.download-backoff", "200ms");
        // Command-line arguments, so they outrank application.properties: builder properties are only
        // defaults, and server.port and parlance.data-dir would silently fall back to 8080 and ./data.
        sandboxContext = new SpringApplicationBuilder(ParlanceApplication.class).run(properties.entrySet().stream()
                .map(e -> "--" + e.getKey() + "=" + e.getValue()).toArray(String[]::new));
        sandbox = new ApiClient("http://localhost:" + sandboxContext.getEnvironment().getProperty("local.server.port"));
    }

    /** A free port and a folder of its own, so tests pass beside a service running on 8080 with ./data. */
    @Test
    void theSandboxRunsOnAFreePortAndATemporaryFolder() {
        assertThat(sandboxContext.getEnvironment().getProperty("parlance.data-dir")).startsWith(System.getProperty("java.io.tmpdir"));
        assertThat(sandboxContext.getEnvironment().getProperty("local.server.port")).isNotEqualTo("8080");
    }

    @AfterAll
    static void stopSandbox() {
        if (sandboxContext != null) {
            sandboxContext.close();
            sandboxContext = null;
        }
    }

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("parlance-sandbox-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A production account of its own and a token for it. */
    private String productionToken(String name) {
        api.postForm("/api/account/create?v=1&api_token=" + adminToken(), FORM,
                "new_username", name, "new_password", "production-pw-1");
        return login(name, "production-pw-1");
    }

    /** A sandbox account made with a fresh production account's token; returns its sandbox token. */
    private String sandboxAccount(String name) {
        String production = productionToken(unique("prod"));
        assertThat(sandbox.postForm("/api/account/create?v=1&api_token=" + production, FORM,
                "new_username", name, "new_password", "sandbox-pw-1").status()).isEqualTo(204);
        return sandboxLogin(name);
    }

    private static String sandboxLogin(String name) {
        return sandbox.get("/api/account/login", "v", "1", "username", name, "password", "sandbox-pw-1")
                .ok().path("ApiToken").asString();
    }

    private static String newJob(String token) {
        return sandbox.get("/api/job/new", "v", "1", "api_token", token, "job_name", "sandbox job").ok()
                .path("JobId").asString();
    }

    private static JsonNode info(String token, String job) {
        return sandbox.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok();
    }

    @Test
    void productionAnswersWhoseATokenIs() {
        String name = unique("ident");
        String token = productionToken(name);
        JsonNode identity = api.get("/api/account/identity", "v", "1", "api_token", token).ok();
        assertThat(identity.path("Username").asString()).isEqualTo(name);
        assertThat(identity.path("AccountId").asString()).matches("[0-9a-f]{32}");
        api.get("/api/account/identity", "v", "1", "api_token", "0".repeat(32)).error("BAD_API_TOKEN");
    }

    @Test
    void accountCreatedWithAProductionTokenExistsOnlyInTheSandbox() {
        String production = productionToken(unique("prod"));
        String name = unique("sbx");
        ApiResponse created = sandbox.postForm("/api/account/create?v=1&api_token=" + production, FORM,
                "new_username", name, "new_password", "sandbox-pw-1", "first_name", "Ada", "email", "ada@example.com");
        assertThat(created.status()).as(created.body()).isEqualTo(204);

        String token = sandboxLogin(name);
        assertThat(token).matches("[0-9a-f]+");
        api.get("/api/account/login", "v", "1", "username", name, "password", "sandbox-pw-1").error("LOGIN_INVALID");
        // Tokens do not cross over either way: the production token is no sandbox session.
        sandbox.get("/api/job/list", "v", "1", "api_token", production).error("BAD_API_TOKEN");
        api.get("/api/job/list", "v", "1", "api_token", token).error("BAD_API_TOKEN");
        // The name is taken now, in the sandbox.
        sandbox.postForm("/api/account/create?v=1&api_token=" + production, FORM,
                "new_username", name, "new_password", "sandbox-pw-1").error("ACCOUNT_EXISTS");
    }

    @Test
    void tokensProductionDoesNotKnowCreateNothing() {
        String name = unique("sbx");
        sandbox.postForm("/api/account/create?v=1&api_token=" + "ab".repeat(16), FORM,
                "new_username", name, "new_password", "sandbox-pw-1").error("BAD_API_TOKEN");
        // A token of the sandbox itself is not a production token.
        String sandboxToken = sandboxAccount(unique("sbx"));
        sandbox.postForm("/api/account/create?v=1&api_token=" + sandboxToken, FORM,
                "new_username", name, "new_password", "sandbox-pw-1").error("BAD_API_TOKEN");
        sandbox.get("/api/account/login", "v", "1", "username", name, "password", "sandbox-pw-1").error("LOGIN_INVALID");
        sandbox.postForm("/api/account/create?api_token=" + "ab".repeat(16), FORM,
                "new_username", name, "new_password", "sandbox-pw-1").error("MISSING_PARAMETER");
    }

    @Test
    void parentAccountsAreThoseMadeWithTheSameProductionAccount() {
        String production = productionToken(unique("prod"));
        String parent = unique("sbx-parent");
        String child = unique("sbx-child");
        assertThat(sandbox.postForm("/api/account/create?v=1&api_token=" + production, FORM,
                "new_username", parent, "new_password", "sandbox-pw-1").status()).isEqualTo(204);
        assertThat(sandbox.postForm("/api/account/create?v=1&api_token=" + production, FORM,
                "new_username", child, "new_password", "sandbox-pw-1", "parent_account", parent).status()).isEqualTo(204);

        // The parent acts on its child's jobs, as on production.
        String parentToken = sandboxLogin(parent);
        String job = sandbox.get("/api/job/new", "v", "1", "api_token", parentToken, "username", child).ok()
                .path("JobId").asString();
        assertThat(info(sandboxLogin(child), job).path("JobId").asString()).isEqualTo(job);

        // Another production customer cannot hang accounts below these, before or after making its own.
        String stranger = productionToken(unique("prod"));
        assertThat(sandbox.postForm("/api/account/create?v=1&api_token=" + stranger, FORM,
                "new_username", unique("sbx"), "new_password", "sandbox-pw-1", "parent_account", parent)
                .error("NO_CHILDREN_FOUND")).contains("no sandbox account");
        assertThat(sandbox.postForm("/api/account/create?v=1&api_token=" + stranger, FORM,
                "new_username", unique("sbx"), "new_password", "sandbox-pw-1").status()).isEqualTo(204);
        assertThat(sandbox.postForm("/api/account/create?v=1&api_token=" + stranger, FORM,
                "new_username", unique("sbx"), "new_password", "sandbox-pw-1", "sub_account", child)
                .error("NOT_PARENT_ACCOUNT")).contains(child).doesNotContain("*production");
        sandbox.postForm("/api/account/create?v=1&api_token=" + stranger, FORM,
                "new_username", unique("sbx"), "new_password", "sandbox-pw-1", "parent_account", "nobody-" + parent)
                .error("ACCOUNT_DOES_NOT_EXIST");
    }

    @Test
    void aBrandNewJobServesSampleContent() {
        String token = sandboxAccount(unique("sbx"));
        String job = newJob(token);

        String srt = sandbox.get("/api/job/get_caption", "v", "1", "api_token", token, "job_id", job,
                "caption_format", "SRT").body();
        assertThat(srt).startsWith("1\n00:00:00,500 --> ").contains("Welcome to the Parlance sandbox.");
        String vtt = sandbox.get("/api/job/get_caption", "v", "1", "api_token", token, "job_id", job,
                "caption_format", "WEB_VTT", "characters_per_caption_line", "20").body();
        assertThat(vtt).startsWith("WEBVTT");
        assertThat(vtt.lines().filter(l -> !l.contains("-->")).mapToInt(String::length).max().orElseThrow())
                .isLessThanOrEqualTo(20);
        String transcript = sandbox.get("/api/job/get_transcript", "v", "1", "api_token", token, "job_id", job).body();
        assertThat(transcript).contains("Can I ask for captions in any format?");

        JsonNode elementList = sandbox.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", job).ok();
        assertThat(elementList.path("speakers").findValuesAsString("name")).containsExactly("Host", "Guest");
        JsonNode versions = sandbox.get("/api/job/list_elementlists", "v", "1", "api_token", token, "job_id", job).ok();
        assertThat(versions.findValuesAsString("iwp_name")).containsExactly("FINAL");

        // Still the account's own jobs only.
        String other = sandboxAccount(unique("sbx"));
        sandbox.get("/api/job/get_caption", "v", "1", "api_token", other, "job_id", job, "caption_format", "SRT")
                .error("ITEM_NOT_FOUND");
        // Production answers only for completed transcriptions.
        String productionJob = api.get("/api/job/new", "v", "1", "api_token", adminToken()).ok().path("JobId").asString();
        api.get("/api/job/get_caption", "v", "1", "api_token", adminToken(), "job_id", productionJob,
                "caption_format", "SRT").error("INVALID_QUERY");
    }

    @Test
    void jobsCompleteAndCallBackWithinAMinuteWhateverTheirMedia() throws Exception {
        String token = sandboxAccount(unique("sbx"));
        try (var receiver = new CallbackReceiver()) {
            // Media that cannot be fetched: the sandbox tries, and completes the job all the same.
            String withBadMedia = newJob(token);
            sandbox.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", withBadMedia,
                    "media_url", receiver.url("/no-such-media.mp4")).ok();
            String withoutMedia = newJob(token);

            Instant requested = Instant.now();
            for (String job : new String[] {withBadMedia, withoutMedia}) {
                sandbox.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                        "transcription_fidelity", "PROFESSIONAL", "callback_url", receiver.url("/done?job={job_id}")).ok();
            }
            Instant deadline = requested.plus(Duration.ofMinutes(1));
            while (receiver.received.stream().filter(r -> r.uri().getPath().equals("/done")).count() < 2
                    && Instant.now().isBefore(deadline)) {
                Thread.sleep(200);
            }
            assertThat(receiver.received).extracting(r -> r.uri().getQuery())
                    .contains("job=" + withBadMedia, "job=" + withoutMedia);
            assertThat(receiver.received).filteredOn(r -> r.uri().getPath().equals("/done"))
                    .extracting(CallbackReceiver.Received::method).containsOnly("GET");

            for (String job : new String[] {withBadMedia, withoutMedia}) {
                JsonNode info = info(token, job);
                assertThat(info.path("JobStatus").asString()).as(info.toString()).isEqualTo("Complete");
                assertThat(info.path("CompletedDate").asString()).isNotEmpty();
            }
            JsonNode versions = sandbox.get("/api/job/list_elementlists", "v", "1", "api_token", token,
                    "job_id", withoutMedia).ok();
            assertThat(versions.findValuesAsString("iwp_name")).containsExactly("MECHANICAL", "FINAL");
            assertThat(sandbox.get("/api/job/get_caption", "v", "1", "api_token", token, "job_id", withoutMedia,
                    "caption_format", "SRT").body()).contains("Welcome to the Parlance sandbox.");
        }
    }

    /**
     * compat-notes leaves add_transcript off the sandbox's NOT_IMPLEMENTED list, so the sandbox takes
     * a transcript as production does (kept, task recorded); its jobs still complete with the sample.
     */
    @Test
    void addTranscriptIsOfferedOnTheSandbox() {
        String token = sandboxAccount(unique("sbx"));
        String job = newJob(token);
        String taskId = sandbox.postBytes("/api/job/add_transcript", ApiClient.query("v", "1", "api_token", token,
                "job_id", job, "format", "srt"), "text/plain", "1\n00:00:01,000 --> 00:00:02,000\nHello sandbox.\n".getBytes())
                .ok().path("TaskId").asString();
        assertThat(taskId).matches("[0-9a-f]{32}");
        JsonNode tasks = info(token, job).path("Tasks");
        assertThat(tasks.findValuesAsString("TaskType")).contains("JOB_ADD_TRANSCRIPT");
        assertThat(sandbox.postBytes("/api/job/add_transcript", ApiClient.query("v", "1", "api_token", token,
                "job_id", job, "format", "srt"), "text/plain", "1\n00:00:01 --> 00:00:02,000\nx\n".getBytes())
                .error("INVALID_QUERY")).contains("line 2: malformed start time");
    }

    @Test
    void routesTheSandboxDoesNotOfferAnswerNotImplemented() {
        String token = sandboxAccount(unique("sbx"));
        String job = newJob(token);
        for (String route : NOT_ON_SANDBOX) {
            String comment = sandbox.get(route, "v", "1", "api_token", token, "job_id", job).error("NOT_IMPLEMENTED");
            assertThat(comment).contains("sandbox");
        }
        // Offered routes still work there.
        sandbox.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok();
        // On production, request_upload_url, list_related and translate are offered.
        String admin = adminToken();
        String productionJob = api.get("/api/job/new", "v", "1", "api_token", admin).ok().path("JobId").asString();
        assertThat(api.get("/api/job/request_upload_url", "v", "1", "api_token", admin, "job_id", productionJob)
                .ok().path("upload_url").asString()).startsWith("http");
        assertThat(api.get("/api/job/list_related", "v", "1", "api_token", admin, "job_id", productionJob)
                .ok().path("leading_job").path("job_id").asString()).isEqualTo(productionJob);
        assertThat(api.get("/api/job/translate", "v", "1", "api_token", admin, "job_id", productionJob,
                "target_languages", "es").error("INVALID_QUERY")).contains("not been transcribed");
    }
}
