package dev.parlance.web.upload;

import com.sun.net.httpserver.HttpServer;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.Accessibility;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.BrowserTestSupport;
import dev.parlance.support.WatchedBrowsers;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.regex.Matcher;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The new-work page in headless Chromium over the running service: a customer drops and chooses real
 * speech files, each is sent in slices and becomes a job whose transcription completes; an upload
 * cut off mid-way carries on with Retry from the offset the server confirmed and gives the same
 * bytes; a refused order says the API's error; writes without the CSRF header, and into another
 * customer's upload, are refused.
 */
class NewWorkBrowserTest extends BrowserTestSupport {
    private static final String PASSWORD = "customer-pw-1";
    /** Small slices, so a few seconds of speech travel in several. */
    static final int SLICE = 64 * 1024;

    @TempDir
    static Path fixtures;
    static Path speech;

    @BeforeAll
    static void speech() {
        speech = SpeechFixtures.speech(fixtures, "ask-not", SpeechFixtures.ASK_NOT);
    }

    @Test
    void droppedAndChosenSpeechFilesBecomeJobsWhoseTranscriptionCompletes() throws Exception {
        String customer = newCustomer();
        openNewWork(page, customer);
        drop(page, "dropped.wav", Files.readAllBytes(speech));
        page.getByLabel("Media files").setInputFiles(speech);
        assertThat(page.locator("#file-list > li")).hasCount(2);
        page.getByLabel("Mechanical").check();
        page.getByText("More options").click();
        Accessibility.assertNoSeriousViolations(page);
        page.getByLabel("Notes for the transcribers").fill("Two speakers at most");
        page.getByLabel("Expected speakers").fill("2");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create jobs")).click();

        Locator links = page.locator("#job-links a");
        assertThat(links).hasCount(2, new LocatorAssertions.HasCountOptions()
                .setTimeout(120_000));
        assertThat(links.nth(0)).hasText("dropped.wav");
        assertThat(links.nth(1)).hasText("ask-not.wav");
        Accessibility.assertNoSeriousViolations(page);
        String token = login(customer, PASSWORD);
        for (int i = 0; i < 2; i++) {
            String href = links.nth(i).getAttribute("href");
            assertThat(href).matches("/jobs/[0-9a-f]{32}");
            String job = href.substring("/jobs/".length());
            JsonNode info = awaitComplete(token, job);
            assertThat(info.path("JobName").asString()).isEqualTo(i == 0 ? "dropped.wav" : "ask-not.wav");
            assertThat(info.path("Options").toString()).as("the options ordered").contains("Two speakers at most");
            assertThat(mediaBytes(token, job)).isEqualTo(Files.readAllBytes(speech));
        }
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void anUploadCutOffMidWayCarriesOnWithRetryFromTheConfirmedOffset() throws Exception {
        String customer = newCustomer();
        byte[] original = Files.readAllBytes(speech);
        assertThat(original.length).as("the fixture spans more than three slices").isGreaterThan(3 * SLICE);
        openNewWork(page, customer);
        useSlicesOf(page, SLICE);
        Predicate<String> thirdSlice = url -> url.contains("offset=" + 2 * SLICE);
        page.route(thirdSlice, route -> route.abort());
        page.getByLabel("Media files").setInputFiles(speech);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create jobs")).click();

        Locator retry = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Retry ask-not.wav"));
        assertThat(retry).isVisible();
        assertThat(page.locator("#file-list > li")).hasAttribute("data-state", "failed");
        Accessibility.assertNoSeriousViolations(page);
        // The server confirms the two slices it has.
        String id = uploadIdOnThePage(page);
        Map<String, Object> stand = call(page, "GET", "/jobs/new/api/uploads/" + id, true, null);
        assertThat(stand.get("status")).isEqualTo(200);
        assertThat((String) stand.get("body")).contains("\"offset\":" + 2 * SLICE).contains("\"state\":\"RECEIVING\"");

        page.unroute(thirdSlice);
        retry.click();
        Locator link = page.locator("#job-links a");
        assertThat(link).hasText("ask-not.wav");
        String job = link.getAttribute("href").substring("/jobs/".length());
        String token = login(customer, PASSWORD);
        assertThat(mediaBytes(token, job)).as("the media, byte for byte").isEqualTo(original);
        awaitComplete(token, job);
    }

    @Test
    void aRefusedOrderShowsTheApisErrorAndCreatesNoJob() {
        String customer = newCustomer();
        openNewWork(page, customer);
        page.getByLabel("Media files").setInputFiles(speech);
        page.getByLabel("Turnaround in hours").fill("soon");
        Page.GetByRoleOptions create = new Page.GetByRoleOptions().setName("Create jobs");
        page.getByRole(AriaRole.BUTTON, create).click();
        Locator problem = page.getByRole(AriaRole.ALERT);
        assertThat(problem).hasText("INVALID_QUERY: Invalid value for turnaround_hours: expected an integer, got 'soon'");
        assertThat(problem).isFocused();
        assertThat(page.getByLabel("Turnaround in hours")).hasAttribute("aria-invalid", "true");
        Accessibility.assertNoSeriousViolations(page);

        page.getByLabel("Turnaround in hours").fill("");
        page.getByText("More options").click();
        page.getByLabel("Notes for the transcribers").fill("x".repeat(1001));
        page.getByRole(AriaRole.BUTTON, create).click();
        assertThat(problem).hasText("INVALID_OPTION: Invalid option notes: at most 1000 characters, got 1001");
        assertThat(page.getByLabel("Turnaround in hours")).not().hasAttribute("aria-invalid", "true");
        assertThat(page.getByLabel("Notes for the transcribers")).hasAttribute("aria-invalid", "true");
        assertThat(page.locator("#file-list > li")).hasAttribute("data-state", "waiting");

        // A translation this server cannot make is refused before the file is sent (issue 28: it was
        // refused after the upload, leaving a job the web app could neither start nor delete).
        page.getByLabel("Notes for the transcribers").fill("");
        page.getByLabel(Pattern.compile("^Translate into")).fill("xx");
        page.getByRole(AriaRole.BUTTON, create).click();
        assertThat(problem).containsText("target_language: no translation from 'en' into 'xx'");
        assertThat(page.getByLabel(Pattern.compile("^Translate into"))).hasAttribute("aria-invalid", "true");
        assertThat(page.locator("#file-list > li")).hasAttribute("data-state", "waiting");

        String token = login(customer, PASSWORD);
        JsonNode list = api.get("/api/job/list", "v", "1", "api_token", token).ok();
        assertThat(list.path("ActiveJobs").size()).as(list.toString()).isZero();

        // Corrected, the same file goes: one job, with its Spanish translation ordered.
        page.getByLabel(Pattern.compile("^Translate into")).fill("es");
        page.getByRole(AriaRole.BUTTON, create).click();
        assertThat(page.locator("#file-list > li")).hasAttribute("data-state", "done", new LocatorAssertions.HasAttributeOptions().setTimeout(30_000));
        JsonNode after = api.get("/api/job/list", "v", "1", "api_token", token).ok();
        assertThat(after.path("ActiveJobs").findValuesAsString("TargetLanguage")).as(after.toString()).contains("es");
    }

    @Test
    void writesWithoutTheCsrfHeaderAreRefused() {
        String customer = newCustomer();
        openNewWork(page, customer);
        Map<String, Object> start = call(page, "POST", "/jobs/new/api/uploads", false, startBody(1000));
        assertThat(start.get("status")).isEqualTo(403);
        assertThat((String) start.get("body")).contains("\"error\":\"csrf\"");

        String id = startUpload(page, 1000);
        Map<String, Object> slice = sendSlice(page, id, 0, 1000, false);
        assertThat(slice.get("status")).isEqualTo(403);
        assertThat((String) slice.get("body")).contains("\"error\":\"csrf\"");
        Map<String, Object> stand = call(page, "GET", "/jobs/new/api/uploads/" + id, true, null);
        assertThat((String) stand.get("body")).contains("\"offset\":0");
        assertThat(sendSlice(page, id, 0, 1000, true).get("status")).as("the same slice with the header").isEqualTo(200);
    }

    @Test
    void anotherCustomerCannotWriteIntoSomeonesUpload() {
        openNewWork(page, newCustomer());
        String id = startUpload(page, 1000);
        Page other = newBrowser().newPage();
        openNewWork(other, newCustomer());

        assertThat(sendSlice(other, id, 0, 1000, true).get("status")).isEqualTo(404);
        assertThat(call(other, "GET", "/jobs/new/api/uploads/" + id, true, null).get("status")).isEqualTo(404);
        assertThat(call(other, "POST", "/jobs/new/api/uploads/" + id + "/finish", true, null).get("status")).isEqualTo(404);
        Map<String, Object> stand = call(page, "GET", "/jobs/new/api/uploads/" + id, true, null);
        assertThat((String) stand.get("body")).contains("\"offset\":0");
    }

    @Test
    void mediaAtAUrlWithAGuidelinesFileBecomesACompletedJob() throws Exception {
        byte[] bytes = Files.readAllBytes(speech);
        HttpServer remote = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        remote.createContext("/media/lecture.wav", exchange -> {
            exchange.getResponseHeaders().set("Content-Type", "audio/wav");
            exchange.sendResponseHeaders(200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        remote.start();
        try {
            Path guidelines = Files.writeString(fixtures.resolve("guidelines.txt"), "Spell Americans with a capital A.");
            String customer = newCustomer();
            openNewWork(page, customer);
            page.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Media URL")).check();
            assertThat(page.getByLabel("Media files")).isHidden();
            page.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName("Media URL"))
                    .fill("http://127.0.0.1:" + remote.getAddress().getPort() + "/media/lecture.wav");
            page.getByText("More options").click();
            page.getByLabel("Custom guidelines file").setInputFiles(guidelines);
            page.getByLabel("Read the text shown on screen").check();
            page.getByLabel("Audio description").check();
            page.getByLabel("Key phrases and topics").check();
            Accessibility.assertNoSeriousViolations(page);
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create jobs")).click();

            Locator link = page.locator("#job-links a");
            assertThat(link).hasText(Pattern.compile("/media/lecture\\.wav$"));
            String job = link.getAttribute("href").substring("/jobs/".length());
            String token = login(customer, PASSWORD);
            JsonNode info = awaitComplete(token, job);
            assertThat(info.path("JobName").asString()).isEqualTo("lecture.wav");
            assertThat(info.path("Options").toString()).as("guidelines are ordered followed").contains("custom_special_handling");
            assertThat(info.path("Options").toString()).as("what is asked beyond the words")
                    .contains("on_screen_text").contains("audio_description").contains("generate_media_intelligence_iwp");
            assertThat(api.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", job).ok().has("keywords")).isTrue();
            assertThat(mediaBytes(token, job)).isEqualTo(bytes);
        } finally {
            remote.stop(0);
        }
    }

    @Test
    void aPersonOrdersWorkWithTheKeyboardAlone() {
        String customer = newCustomer();
        openNewWork(page, customer);
        // Listening before the key press: Playwright turns on the browser's file chooser interception
        // lazily, and a chooser opened before that is lost (waitForFileChooser around the press raced).
        page.onFileChooser(chooser -> chooser.setFiles(speech));
        WatchedBrowsers.tabTo(page, page.getByLabel("Media files"));
        page.keyboard().press("Space");
        assertThat(page.locator("#file-list > li")).hasCount(1);
        WatchedBrowsers.tabTo(page, page.getByLabel("Mechanical"));
        page.keyboard().press("ArrowRight");
        assertThat(page.getByLabel("Premium")).isChecked();
        page.keyboard().press("ArrowLeft");
        assertThat(page.getByLabel("Mechanical")).isChecked();
        WatchedBrowsers.tabTo(page, page.getByLabel("Turnaround", new Page.GetByLabelOptions().setExact(true)));
        page.keyboard().press("ArrowDown");
        assertThat(page.getByLabel("Turnaround", new Page.GetByLabelOptions().setExact(true))).hasValue("PRIORITY");
        WatchedBrowsers.tabTo(page, page.getByText("More options"));
        page.keyboard().press("Enter");
        WatchedBrowsers.tabTo(page, page.getByLabel("Name the speakers"));
        page.keyboard().press("Space");
        assertThat(page.getByLabel("Name the speakers")).isChecked();
        WatchedBrowsers.tabTo(page, page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create jobs")));
        page.keyboard().press("Enter");

        Locator link = page.locator("#job-links a");
        assertThat(link).hasText("ask-not.wav");
        WatchedBrowsers.tabTo(page, link);
        String job = link.getAttribute("href").substring("/jobs/".length());
        JsonNode info = info(login(customer, PASSWORD), job);
        assertThat(info.path("Priority").asString()).as(info.toString()).isEqualTo("PRIORITY");
        assertThat(info.path("Options").toString()).as(info.toString()).contains("speaker_id");
    }

    private String newCustomer() {
        String username = unique("uploader");
        ApiResponse created = api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                "new_password", PASSWORD, "email", username + "@customers.test");
        assertThat(created.status()).as(created.body()).isEqualTo(204);
        return username;
    }

    private void openNewWork(Page p, String customer) {
        signIn(p, customer, PASSWORD);
        p.navigate("/jobs/new");
        assertThat(p.locator("main[data-ready=true]")).isAttached();
        Accessibility.assertNoSeriousViolations(p);
    }

    private static void useSlicesOf(Page p, int bytes) {
        p.evaluate("bytes => document.querySelector('main').dataset.chunkBytes = String(bytes)", bytes);
    }

    /** Drops a file on the drop zone as a person dragging it from their desktop does. */
    private static void drop(Page p, String name, byte[] bytes) {
        p.evaluate("""
                ([name, b64]) => {
                  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
                  const transfer = new DataTransfer();
                  transfer.items.add(new File([bytes], name, { type: 'audio/wav' }));
                  const zone = document.getElementById('drop-zone');
                  zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
                  zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
                }""", List.of(name, Base64.getEncoder().encodeToString(bytes)));
    }

    static String startBody(long size) {
        return "{\"form\": {\"fidelity\": \"MECHANICAL\"}, \"file\": {\"name\": \"a.wav\", \"size\": " + size
                + ", \"chunkBytes\": " + SLICE + "}}";
    }

    /** Starts an upload of {@code size} bytes from the page's own scripts; answers its id. */
    static String startUpload(Page p, long size) {
        Map<String, Object> started = call(p, "POST", "/jobs/new/api/uploads", true, startBody(size));
        assertThat(started.get("status")).as(started.toString()).isEqualTo(201);
        Matcher id = Pattern.compile("\"id\":\"([0-9a-f]{32})\"").matcher((String) started.get("body"));
        assertThat(id.find()).as(started.toString()).isTrue();
        return id.group(1);
    }

    /** The upload the page's first file row belongs to, as the page asked the server for it. */
    private static String uploadIdOnThePage(Page p) {
        return (String) p.evaluate("() => document.querySelector('#file-list > li').dataset.upload");
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> sendSlice(Page p, String id, long offset, int length, boolean withCsrf) {
        return (Map<String, Object>) p.evaluate("""
                async ([url, length, withCsrf]) => {
                  const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
                  const headers = { 'Content-Type': 'application/octet-stream' };
                  if (withCsrf) {
                    headers['X-XSRF-TOKEN'] = decodeURIComponent(cookie.substring('XSRF-TOKEN='.length));
                  }
                  const r = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(length), credentials: 'same-origin' });
                  return { status: r.status, body: await r.text() };
                }""", List.of("/jobs/new/api/uploads/" + id + "?offset=" + offset, length, withCsrf));
    }

    /** A slice of real bytes sent from the page's own scripts, with the CSRF header. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> sendBytes(Page p, String id, long offset, byte[] bytes) {
        return (Map<String, Object>) p.evaluate("""
                async ([url, b64]) => {
                  const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
                  const body = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
                  const r = await fetch(url, { method: 'PUT', body, credentials: 'same-origin', headers: {
                    'Content-Type': 'application/octet-stream',
                    'X-XSRF-TOKEN': decodeURIComponent(cookie.substring('XSRF-TOKEN='.length)) } });
                  return { status: r.status, body: await r.text() };
                }""", List.of("/jobs/new/api/uploads/" + id + "?offset=" + offset, Base64.getEncoder().encodeToString(bytes)));
    }

    /** A call from the page's own scripts, with the CSRF header its modules send or without it. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> call(Page p, String method, String url, boolean withCsrf, String json) {
        List<Object> args = new ArrayList<>(List.of(method, url, withCsrf));
        args.add(json == null ? "" : json);
        return (Map<String, Object>) p.evaluate("""
                async ([method, url, withCsrf, json]) => {
                  const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
                  const headers = { Accept: 'application/json' };
                  if (json) {
                    headers['Content-Type'] = 'application/json';
                  }
                  if (withCsrf) {
                    headers['X-XSRF-TOKEN'] = decodeURIComponent(cookie.substring('XSRF-TOKEN='.length));
                  }
                  const r = await fetch(url, { method, headers, body: json || undefined, credentials: 'same-origin' });
                  return { status: r.status, body: await r.text() };
                }""", args);
    }

    private JsonNode awaitComplete(String token, String job) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(4));
        JsonNode info = info(token, job);
        while (!info.path("JobStatus").asString().equals("Complete") && Instant.now().isBefore(deadline)
                && !info.path("JobStatus").asString().equals("Media Failure")) {
            Thread.sleep(250);
            info = info(token, job);
        }
        assertThat(info.path("JobStatus").asString()).as(info.toString()).isEqualTo("Complete");
        return info;
    }

    private JsonNode info(String token, String job) {
        return api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok();
    }

    /** The job's media as the v1 API serves it (the link of /api/job/media). */
    private byte[] mediaBytes(String token, String job) throws IOException, InterruptedException {
        String link = api.get("/api/job/media", "api_token", token, "job_id", job).ok().path("MediaUrl").asString();
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<byte[]> response = http.send(HttpRequest.newBuilder(URI.create(link)).build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            assertThat(response.statusCode()).isEqualTo(200);
            return response.body();
        }
    }
}
