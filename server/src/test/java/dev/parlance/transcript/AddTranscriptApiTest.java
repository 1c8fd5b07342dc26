package dev.parlance.transcript;

import dev.parlance.captions.read.ImportFormat;
import dev.parlance.captions.read.ImportedCue;
import dev.parlance.captions.read.ImportedTranscript;
import dev.parlance.media.TestMediaServer;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.RawHttp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * add_transcript over HTTP: each format and encoding a customer may send, by body and by URL, the
 * errors that name the line, the size and parameter rules, one transcript per job, and the task
 * job/info shows. The texts are the espeak-ng fixtures' words, as a customer's script of that speech.
 */
class AddTranscriptApiTest extends ApiTestSupport {
    private static final String FORM = "application/x-www-form-urlencoded";
    /** The fixture speech's words in three cues, as a captioner would have cut them. */
    private static final List<ImportedCue> ASK_NOT_CUES = List.of(
            new ImportedCue(0L, 1_900L, null, "And so, my fellow Americans:"),
            new ImportedCue(1_900L, 4_100L, null, "ask not what your country can do for you;"),
            new ImportedCue(4_100L, 6_300L, null, "ask what you can do for your country."));

    @Autowired
    ImportedTranscripts transcripts;

    private TestMediaServer remote;
    private String token;

    @BeforeEach
    void setUp() {
        remote = new TestMediaServer();
        String username = unique("importer");
        ApiResponse created = api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                "new_password", "importer-pw-1");
        assertThat(created.status()).as(created.body()).isEqualTo(204);
        token = login(username, "importer-pw-1");
    }

    @AfterEach
    void tearDown() {
        remote.close();
    }

    private String newJob() {
        return api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "imported").ok().path("JobId").asString();
    }

    private ApiResponse post(String jobId, String format, String contentType, byte[] body, String... more) {
        String[] params = Stream.concat(Stream.of("v", "1", "api_token", token, "job_id", jobId, "format", format),
                Stream.of(more)).toArray(String[]::new);
        return api.postBytes("/api/job/add_transcript", ApiClient.query(params), contentType, body);
    }

    private ApiResponse post(String jobId, String format, String text) {
        return post(jobId, format, "text/plain", text.getBytes(StandardCharsets.UTF_8));
    }

    private ImportedTranscript stored(String jobId) {
        return transcripts.find(jobId).orElseThrow(() -> new AssertionError("job " + jobId + " has no transcript"));
    }

    private JsonNode taskOf(String jobId, String taskId) {
        JsonNode info = api.get("/api/job/info", "v", "1", "api_token", token, "job_id", jobId).ok();
        return StreamSupport.stream(info.path("Tasks").spliterator(), false)
                .filter(t -> t.path("TaskId").asString().equals(taskId)).findFirst()
                .orElseThrow(() -> new AssertionError("no task " + taskId + " in " + info.path("Tasks")));
    }

    private static String srt(List<ImportedCue> cues) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < cues.size(); i++) {
            ImportedCue c = cues.get(i);
            out.append(i + 1).append("\r\n").append(time(c.startMs(), ',')).append(" --> ").append(time(c.endMs(), ','))
                    .append("\r\n").append(c.text()).append("\r\n\r\n");
        }
        return out.toString();
    }

    private static String time(long ms, char separator) {
        return String.format("%02d:%02d:%02d%c%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, separator, ms % 1000);
    }

    // --- formats ---------------------------------------------------------------------------------

    @Test
    void theCuesSayTheFixtureSpeechsWords() {
        String words = String.join(" ", ASK_NOT_CUES.stream().map(ImportedCue::text).toList())
                .toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z ]", "");
        assertThat(words).isEqualTo(SpeechFixtures.ASK_NOT);
    }

    @Test
    void eachFormatIsKeptCueForCueWithACompletedTask() {
        String vtt = "WEBVTT\n\nNOTE the fixture speech\n\n"
                + "00:00.000 --> 00:01.900 align:start\n<v Narrator>And so, my fellow Americans:\n\n"
                + "00:01.900 --> 00:04.100\n<v Narrator>ask not what your country <i>can</i> do for you;\n\n"
                + "00:04.100 --> 00:06.300\n<v Narrator>ask what you can do\nfor your country.\n";
        String dfxp = """
                <?xml version="1.0" encoding="UTF-8"?>
                <tt xmlns="http://www.w3.org/ns/ttml" xml:lang="en"><body><div>
                  <p begin="00:00:00.000" end="00:00:01.900">And so, my fellow Americans:</p>
                  <p begin="1.9s" end="4100ms">ask not what your <span>country</span> can do for you;</p>
                  <p begin="00:00:04.100" dur="2.2s">ask what you can do<br/>for your country.</p>
                </div></body></tt>
                """;
        String text = """
                HOST: Good morning and welcome to the program.
                GUEST: Thank you, it is a pleasure
                to be here today.

                HOST: Tell us how the project started.
                """;
        record Case(String format, String contentType, String body, ImportedTranscript expected) {
        }
        List<ImportedCue> narrated = ASK_NOT_CUES.stream()
                .map(c -> new ImportedCue(c.startMs(), c.endMs(), "Narrator", c.text())).toList();
        List<Case> cases = List.of(
                new Case("srt", "application/x-subrip", srt(ASK_NOT_CUES), new ImportedTranscript(ImportFormat.SRT, ASK_NOT_CUES)),
                new Case("vtt", "text/vtt", vtt, new ImportedTranscript(ImportFormat.VTT, narrated)),
                new Case("dfxp", FORM, dfxp, new ImportedTranscript(ImportFormat.DFXP, ASK_NOT_CUES)),
                new Case("text", null, text, new ImportedTranscript(ImportFormat.TEXT, List.of(
                        new ImportedCue(null, null, "HOST", "Good morning and welcome to the program."),
                        new ImportedCue(null, null, "GUEST", "Thank you, it is a pleasure to be here today."),
                        new ImportedCue(null, null, "HOST", "Tell us how the project started.")))));
        for (Case c : cases) {
            String jobId = newJob();
            ApiResponse r = post(jobId, c.format(), c.contentType(), c.body().getBytes(StandardCharsets.UTF_8));
            String taskId = r.ok().path("TaskId").asString();
            assertThat(taskId).as(c.format()).matches("[0-9a-f]{32}");
            assertThat(stored(jobId)).as(c.format()).isEqualTo(c.expected());
            JsonNode task = taskOf(jobId, taskId);
            assertThat(task.path("TaskType").asString()).isEqualTo("JOB_ADD_TRANSCRIPT");
            assertThat(task.path("TaskStatus").asString()).isEqualTo("COMPLETE");
            assertThat(task.path("TaskInfo").asString()).as(c.format())
                    .contains(c.format().toUpperCase()).contains(String.valueOf(c.expected().cues().size()));
        }
    }

    @Test
    void theFormatIsReadInAnyCaseAndBadOrMissingFormatsAreRefused() {
        String jobId = newJob();
        post(jobId, "SRT", srt(ASK_NOT_CUES)).ok();
        post(jobId, " Vtt ", "WEBVTT\n\n00:01.000 --> 00:02.000\nhello\n").ok();
        assertThat(stored(jobId).format()).isEqualTo(ImportFormat.VTT);

        String other = newJob();
        assertThat(post(other, "docx", "hello").error("INVALID_QUERY"))
                .isEqualTo("Invalid value for format: unknown format 'docx'; allowed: text, srt, vtt, dfxp");
        assertThat(api.postBytes("/api/job/add_transcript", ApiClient.query("v", "1", "api_token", token, "job_id", other),
                "text/plain", "hello".getBytes()).error("MISSING_PARAMETER")).contains("format");
        assertThat(api.postBytes("/api/job/add_transcript", ApiClient.query("api_token", token, "job_id", other, "format",
                "text"), "text/plain", "hello".getBytes()).error("MISSING_PARAMETER")).contains("v");
        assertThat(api.get("/api/job/add_transcript", "v", "1", "api_token", token, "job_id", other, "format", "text")
                .error("MISSING_PARAMETER")).contains("transcript_url");
        assertThat(transcripts.find(other)).isEmpty();
    }

    // --- encodings -------------------------------------------------------------------------------

    @Test
    void utf8WithAMarkUtf16WithAMarkAndWindows1252AreRead() {
        String words = "Café, señor — it’s “fine”";
        String srt = "1\r\n00:00:01,000 --> 00:00:02,000\r\n" + words + "\r\n";
        ByteArrayOutputStream utf8Bom = new ByteArrayOutputStream();
        utf8Bom.writeBytes(new byte[]{(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        utf8Bom.writeBytes(srt.getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream utf16 = new ByteArrayOutputStream();
        utf16.writeBytes(new byte[]{(byte) 0xFF, (byte) 0xFE});
        utf16.writeBytes(srt.getBytes(StandardCharsets.UTF_16LE));
        byte[] cp1252 = srt.getBytes(Charset.forName("windows-1252"));
        assertThat(new String(cp1252, StandardCharsets.ISO_8859_1)).contains("\u00e9").contains("\u0092");
        for (byte[] body : List.of(utf8Bom.toByteArray(), utf16.toByteArray(), cp1252)) {
            String jobId = newJob();
            post(jobId, "srt", "application/octet-stream", body).ok();
            assertThat(stored(jobId).cues()).containsExactly(new ImportedCue(1000L, 2000L, null, words));
        }
    }

    // --- by URL ----------------------------------------------------------------------------------

    @Test
    void aTranscriptUrlIsFetchedDuringTheCall() {
        remote.file("/captions.srt", srt(ASK_NOT_CUES).getBytes(StandardCharsets.UTF_8), "application/x-subrip");
        remote.redirect("/moved.srt", remote.url("/captions.srt"));
        String jobId = newJob();
        String taskId = api.get("/api/job/add_transcript", "v", "1", "api_token", token, "job_id", jobId, "format", "srt",
                "transcript_url", remote.url("/moved.srt")).ok().path("TaskId").asString();
        assertThat(stored(jobId)).isEqualTo(new ImportedTranscript(ImportFormat.SRT, ASK_NOT_CUES));
        assertThat(taskOf(jobId, taskId).path("TaskInfo").asString()).contains(remote.url("/moved.srt"));
        assertThat(remote.hits("/captions.srt")).isEqualTo(1);
    }

    @Test
    void aUrlThatCannotBeFetchedOrReadIsRefusedAtOnce() {
        remote.status("/gone.srt", 404);
        remote.file("/broken.vtt", "WEBVTT\n\n00:01.000 --> 00:00.500\nbackwards\n".getBytes(), "text/vtt");
        remote.file("/empty.txt", new byte[0], "text/plain");
        String jobId = newJob();
        assertThat(api.get("/api/job/add_transcript", "v", "1", "api_token", token, "job_id", jobId, "format", "srt",
                "transcript_url", remote.url("/gone.srt")).error("INVALID_URL")).contains("HTTP 404");
        assertThat(api.get("/api/job/add_transcript", "v", "1", "api_token", token, "job_id", jobId, "format", "vtt",
                "transcript_url", remote.url("/broken.vtt")).error("INVALID_QUERY"))
                .isEqualTo("The transcript cannot be read as vtt: line 3: the cue ends (00:00:00.500) before it starts"
                        + " (00:00:01.000)");
        assertThat(api.get("/api/job/add_transcript", "v", "1", "api_token", token, "job_id", jobId, "format", "text",
                "transcript_url", remote.url("/empty.txt")).error("INVALID_URL")).contains("is empty");
        assertThat(api.get("/api/job/add_transcript", "v", "1", "api_token", token, "job_id", jobId, "format", "text",
                "transcript_url", "ftp://example.com/a.txt").error("INVALID_URL")).contains("http");
        assertThat(transcripts.find(jobId)).isEmpty();
        assertThat(scratchFiles(jobId)).isEmpty();
    }

    @Test
    void aPostMustNotCarryATranscriptUrl() {
        String jobId = newJob();
        String comment = post(jobId, "srt", "text/plain", srt(ASK_NOT_CUES).getBytes(), "transcript_url",
                remote.url("/a.srt")).error("INVALID_QUERY");
        assertThat(comment).contains("transcript_url");
        assertThat(transcripts.find(jobId)).isEmpty();
    }

    // --- errors naming the line ------------------------------------------------------------------

    @Test
    void malformedFilesGetErrorsNamingTheLine() {
        String jobId = newJob();
        assertThat(post(jobId, "srt", "1\n00:00:01,000 --> 00:00:02,000\nfine\n\n2\n00:00:02,5 --> 00:00:03,000\nbad\n")
                .error("INVALID_QUERY")).isEqualTo("The transcript cannot be read as srt: line 6: malformed start time"
                + " '00:00:02,5'; expected hh:mm:ss,mmm such as 00:01:02,500");
        assertThat(post(jobId, "srt", "1\n00:00:01,000 --> 00:00:04,000\na\n\n2\n00:00:03,000 --> 00:00:05,000\nb\n")
                .error("INVALID_QUERY")).contains("line 6: the cue starts at 00:00:03.000, before the previous cue (line 2)");
        assertThat(post(jobId, "vtt", "WEBVTT\n\n00:01.000 --> 00:02.000\n\n").error("INVALID_QUERY"))
                .endsWith("line 3: the cue has no text");
        assertThat(post(jobId, "dfxp", "<tt xmlns=\"http://www.w3.org/ns/ttml\"><body>\n<p begin=\"1s\">x</p></body></tt>")
                .error("INVALID_QUERY")).endsWith("line 2: the <p> has no end time (end or dur)");
        assertThat(post(jobId, "text", "\n\n  \n").error("INVALID_QUERY"))
                .isEqualTo("The transcript cannot be read as text: the file holds no text, only blank lines");
        assertThat(post(jobId, "text", "text/plain", new byte[0]).error("MISSING_PARAMETER"))
                .isEqualTo("Missing required parameter: body (send the transcript file as the raw request body)");
        assertThat(transcripts.find(jobId)).isEmpty();
        assertThat(scratchFiles(jobId)).isEmpty();
    }

    // --- limits ----------------------------------------------------------------------------------

    @Test
    void chunkedBodiesAndDeclaredLengthsOverTheLimitAreRefusedBeforeTheBodyArrives() throws IOException {
        String jobId = newJob();
        String query = ApiClient.query("v", "1", "api_token", token, "job_id", jobId, "format", "srt");
        assertThat(RawHttp.untilErrorComment(port, "POST /api/job/add_transcript?" + query + " HTTP/1.1\r\nHost: localhost\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n"))
                .startsWith("HTTP/1.1 400").contains("INVALID_QUERY").contains("Chunked transfer encoding");
        assertThat(RawHttp.untilErrorComment(port, "POST /api/job/add_transcript?" + query + " HTTP/1.1\r\nHost: localhost\r\nContent-Length: "
                + (10L * 1024 * 1024 * 1024 + 1) + "\r\n\r\n1\r\n"))
                .startsWith("HTTP/1.1 400").contains("INVALID_QUERY").contains("A transcript larger than the limit of 10 GB");
        assertThat(transcripts.find(jobId)).isEmpty();
    }

    @Test
    void moreTextThanTheCharacterLimitIsRefusedWhileReading() {
        // Ten million characters of text and one more, in paragraphs of 1000.
        String paragraph = "word ".repeat(199) + "words\n\n";
        String body = paragraph.repeat(10_000) + "x";
        String jobId = newJob();
        assertThat(post(jobId, "text", body).error("INVALID_QUERY"))
                .isEqualTo("The transcript cannot be read as text: line 20001: the transcript holds more than 10000000"
                        + " characters of text, the limit");
        assertThat(transcripts.find(jobId)).isEmpty();
        post(jobId, "text", paragraph.repeat(10_000)).ok();
        assertThat(stored(jobId).cues()).hasSize(10_000);
    }

    // --- one per job -----------------------------------------------------------------------------

    @Test
    void aSecondTranscriptReplacesTheFirstUntilTranscriptionIsRequested() {
        String jobId = newJob();
        post(jobId, "text", "A first draft.").ok();
        String second = post(jobId, "srt", srt(ASK_NOT_CUES)).ok().path("TaskId").asString();
        assertThat(stored(jobId)).isEqualTo(new ImportedTranscript(ImportFormat.SRT, ASK_NOT_CUES));
        assertThat(taskOf(jobId, second).path("TaskInfo").asString()).contains("replaces the earlier transcript");

        // The owner authorizes human work first: perform_transcription is recorded, the job waits in Authorizing.
        assertThat(api.postForm("/api/account/update_setting?v=1&api_token=" + token, FORM,
                "setting", "require_customer_authorization_before_starting_workflow", "value", "true").status()).isEqualTo(204);
        api.postBytes("/api/job/add_media", ApiClient.query("v", "1", "api_token", token, "job_id", jobId), "audio/wav",
                new byte[]{1, 2, 3, 4}).ok();
        api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", jobId,
                "transcription_fidelity", "PREMIUM").ok();
        assertThat(api.get("/api/job/info", "v", "1", "api_token", token, "job_id", jobId).ok().path("JobStatus").asString())
                .isEqualTo("Authorizing");
        String comment = post(jobId, "text", "A late change.").error("INVALID_QUERY");
        assertThat(comment).contains("Transcription was already requested");
        remote.file("/late.txt", "A late change.".getBytes(), "text/plain");
        api.get("/api/job/add_transcript", "v", "1", "api_token", token, "job_id", jobId, "format", "text",
                "transcript_url", remote.url("/late.txt")).error("INVALID_QUERY");
        assertThat(stored(jobId)).isEqualTo(new ImportedTranscript(ImportFormat.SRT, ASK_NOT_CUES));
        assertThat(remote.hits("/late.txt")).isZero();
    }

    @Test
    void anotherAccountsJobIsNotFoundAndADeletedJobTakesItsTranscriptAlong() {
        String jobId = newJob();
        post(jobId, "text", SpeechFixtures.ASK_NOT).ok();
        assertThat(stored(jobId).cues()).containsExactly(new ImportedCue(null, null, null, SpeechFixtures.ASK_NOT));

        String stranger = unique("stranger");
        api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", stranger,
                "new_password", "stranger-pw-1");
        String strangerToken = login(stranger, "stranger-pw-1");
        api.postBytes("/api/job/add_transcript", ApiClient.query("v", "1", "api_token", strangerToken, "job_id", jobId,
                "format", "text"), "text/plain", "Mine now.".getBytes()).error("ITEM_NOT_FOUND");
        assertThat(stored(jobId).cues().getFirst().text()).isEqualTo(SpeechFixtures.ASK_NOT);

        api.get("/api/job/delete", "v", "1", "api_token", token, "job_id", jobId).ok();
        assertThat(transcripts.find(jobId)).isEmpty();
        post(jobId, "text", "Too late.").error("ITEM_NOT_FOUND");
    }

    /** Scratch files of the job's folder: a transcript's bytes are gone once the call has answered. */
    private static List<Path> scratchFiles(String jobId) {
        Path folder = DATA_DIR.resolve("media").resolve("jobs").resolve(jobId);
        if (!Files.exists(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().contains("transcript")).toList();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
