package dev.parlance.rendering;

import dev.parlance.account.AccountRepository;
import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.TextOutput;
import dev.parlance.captions.format.WriterOptions;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.transform.TextOptions;
import dev.parlance.elementlist.ElementListSelection;
import dev.parlance.captions.quality.CaptionQualityCheck;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** get_caption and get_transcript over real HTTP, on a job really transcribed. */
class CaptionApiTest extends ApiTestSupport {
    private static final String PASSWORD = "caption-pw-1";
    private static String username;
    private static String job;

    private String token;

    @Autowired
    CaptionService captions;

    @BeforeEach
    void transcribedJob() throws Exception {
        if (job == null) {
            username = unique("captions");
            api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                    "new_password", PASSWORD);
            token = login(username, PASSWORD);
            Path dir = Files.createTempDirectory("captions");
            Path wav = SpeechFixtures.speech(dir, "speech", SpeechFixtures.ASK_NOT
                    + ". we choose to go to the moon in this decade and do the other things not because they are easy");
            job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "Moon speech").ok().path("JobId").asString();
            assertThat(caption("SRT").status()).isEqualTo(400);  // not transcribed yet
            api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "audio/wav", Files.readAllBytes(wav)).ok();
            api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                    "transcription_fidelity", "MECHANICAL",
                    "options", "{\"custom_metadata\": {\"course\": \"Bio & Chem <101>\"}}").ok();
            Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
            while (!api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok().path("JobStatus").asString()
                    .equals("Complete") && Instant.now().isBefore(deadline)) {
                Thread.sleep(250);
            }
        }
        token = login(username, PASSWORD);
    }

    private ApiResponse caption(String format, String... extra) {
        List<String> params = new ArrayList<>(List.of("v", "1", "api_token", token, "job_id", job, "caption_format", format));
        params.addAll(List.of(extra));
        return api.get("/api/job/get_caption", params.toArray(String[]::new));
    }

    @Test
    void everyFormatComesInItsOwnContentType() {
        record Expect(String format, String type, String marker) {
        }
        for (var e : List.of(new Expect("SRT", "application/x-subrip", " --> "), new Expect("web_vtt", "text/vtt", "WEBVTT"),
                new Expect("DFXP", "application/ttml+xml", "http://www.w3.org/ns/ttml"), new Expect("SAMI", "application/x-sami", "<SAMI>"),
                new Expect("QT", "text/plain", "{QTtext}"), new Expect("SBV", "text/plain", ","),
                new Expect("SCC", "text/plain", "Scenarist_SCC V1.0"), new Expect("TRANSCRIPT", "text/plain", "country"),
                new Expect("TWX", "text/tab-separated-values", "\t"), new Expect("TPM", "text/plain", "country"),
                new Expect("ECHO", "text/vtt", "WEBVTT"))) {
            ApiResponse r = caption(e.format());
            assertThat(r.status()).as(e.format() + ": " + r.body()).isEqualTo(200);
            assertThat(r.contentType()).as(e.format()).startsWith(e.type()).doesNotContain("json");
            assertThat(r.body()).as(e.format()).contains(e.marker());
        }
    }

    @Test
    void optionsReachTheOutput() {
        String plain = caption("SRT").body();
        assertThat(plain).contains("\n").doesNotContain("\r\n").doesNotStartWith("\uFEFF");
        assertThat(caption("SRT", "line_ending_format", "WINDOWS").body()).contains("\r\n");
        assertThat(caption("SRT", "utf8_mark", "true").body()).startsWith("\uFEFF");
        assertThat(caption("SRT", "force_case", "upper").body()).contains("COUNTRY");
        assertThat(caption("SRT", "srt_format", "{caption_number:03d}|{caption_text}\\n").body()).startsWith("001|");
        int narrow = maxLineLength(caption("SRT", "characters_per_caption_line", "20").body());
        assertThat(narrow).isLessThanOrEqualTo(20).isLessThan(maxLineLength(plain));
        assertThat(caption("DFXP", "include_dfxp_metadata", "false").body()).doesNotContain("Moon speech");
        assertThat(caption("DFXP").body()).contains("Moon speech");
    }

    private static int maxLineLength(String srt) {
        return srt.lines().filter(l -> !l.isBlank() && !l.contains("-->") && !l.matches("\\d+")).mapToInt(String::length).max().orElse(0);
    }

    @Test
    void dfxpHeaderTakesTheJobsTagsAsACallbackUrlDoes() {
        String header = "<head><metadata xmlns:ttm=\"http://www.w3.org/ns/ttml#metadata\">"
                + "<ttm:title>{course}: {job_name}</ttm:title><ttm:desc>{job_id} {unknown}</ttm:desc></metadata></head>";
        ApiResponse dfxp = caption("DFXP", "dfxp_header", header);
        assertThat(dfxp.status()).as(dfxp.body()).isEqualTo(200);
        assertThat(dfxp.body()).contains("<ttm:title>Bio &amp; Chem &lt;101&gt;: Moon speech</ttm:title>")
                .contains("<ttm:desc>" + job + " {unknown}</ttm:desc>");
    }

    @Test
    void badOptionsNameTheOption() {
        assertThat(caption("MP3").error("INVALID_OPTION")).contains("caption_format");
        assertThat(caption("SRT", "line_ending_format", "AMIGA").error("INVALID_OPTION")).contains("line_ending_format");
        assertThat(caption("SRT", "srt_format", "{nope:d}").error("INVALID_OPTION")).contains("srt_format");
        caption("SRT", "caption_by_sentence", "perhaps").error("INVALID_QUERY");
    }

    @Test
    void buildUrlGivesAPermanentLinkToExactlyThatCaption() {
        String direct = caption("WEB_VTT", "characters_per_caption_line", "25").body();
        String url = caption("WEB_VTT", "characters_per_caption_line", "25", "build_url", "true").ok().path("CaptionUrl").asString();
        assertThat(url).startsWith("http://").doesNotContain("api_token");
        ApiResponse linked = api.send(HttpRequest.newBuilder(URI.create(url)).GET());
        assertThat(linked.status()).isEqualTo(200);
        assertThat(linked.contentType()).startsWith("text/vtt");
        assertThat(linked.body()).isEqualTo(direct);
        api.send(HttpRequest.newBuilder(URI.create(url.replace("characters_per_caption_line=25", "characters_per_caption_line=30"))).GET())
                .error("INVALID_URL");
    }

    @Test
    void transcriptsInTextHtmlAndPdf() {
        ApiResponse txt = api.get("/api/job/get_transcript", "v", "1", "api_token", token, "job_id", job);
        assertThat(txt.status()).isEqualTo(200);
        assertThat(txt.contentType()).startsWith("text/plain");
        assertThat(txt.body()).containsIgnoringCase("country").contains("[00:00:");
        ApiResponse noCodes = api.get("/api/job/get_transcript", "v", "1", "api_token", token, "job_id", job,
                "timecode_every_paragraph", "false");
        assertThat(noCodes.body()).doesNotContain("[00:00:");
        ApiResponse html = api.get("/api/job/get_transcript", "v", "1", "api_token", token, "job_id", job, "file_format", "html");
        assertThat(html.contentType()).startsWith("text/html");
        assertThat(html.body()).contains("<html");
        ApiResponse pdf = api.get("/api/job/get_transcript", "v", "1", "api_token", token, "job_id", job, "file_format", "pdf");
        assertThat(pdf.contentType()).startsWith("application/pdf");
        assertThat(new String(pdf.bytes(), 0, 5)).isEqualTo("%PDF-");
    }

    @Test
    void maximumCaptionDurationIsAnUpperBoundInEveryFormatAsWritten() {
        // Issue 11, item 5: maximum_caption_duration=2500 gave a cue shown longer than 2,500 ms. SCC
        // times are NTSC frames, so a cue is on screen from its EOC to the next EDM or EOC.
        for (int step = 0; step <= 16; step++) {
            int maximum = 1000 + 125 * step;
            String max = Integer.toString(maximum);
            List<Double> scc = sccShownMs(caption("SCC", "maximum_caption_duration", max).body());
            assertThat(scc).as("SCC with maximum %s", max).isNotEmpty().allSatisfy(ms -> assertThat(ms).isLessThanOrEqualTo(maximum));
            // SCC rows hold 32 characters: the other formats are laid out alike, to count the same cues.
            String srt = caption("SRT", "maximum_caption_duration", max, "characters_per_caption_line", "32").body();
            var spans = Pattern.compile("(\\d\\d):(\\d\\d):(\\d\\d),(\\d{3}) --> (\\d\\d):(\\d\\d):(\\d\\d),(\\d{3})")
                    .matcher(srt);
            int cues = 0;
            while (spans.find()) {
                cues++;
                assertThat(clockMs(spans, 5) - clockMs(spans, 1)).as("SRT with maximum %s", max).isPositive().isLessThanOrEqualTo(maximum);
            }
            assertThat(cues).isEqualTo(scc.size());
            // qt_seamless keeps each caption until the next one, but not beyond the maximum.
            List<Long> qt = qtShownMs(caption("QT", "qt_seamless", "true", "maximum_caption_duration", max,
                    "characters_per_caption_line", "32").body());
            assertThat(qt).as("seamless QT with maximum %s", max).hasSize(cues)
                    .allSatisfy(ms -> assertThat(ms).isPositive().isLessThanOrEqualTo(maximum));
        }
    }

    /** How long each caption of a QuickTime text file is shown: until the next timestamp (an empty sample clears). */
    private static List<Long> qtShownMs(String qt) {
        Matcher m = Pattern.compile("(?m)^\\[(\\d\\d):(\\d\\d):(\\d\\d)\\.(\\d{3})]\n((?:[^\\[\n][^\n]*\n)*)").matcher(qt);
        List<long[]> samples = new ArrayList<>();  // {start ms, 1 = text, 0 = clear}
        while (m.find()) {
            samples.add(new long[] {clockMs(m, 1), m.group(5).isBlank() ? 0 : 1});
        }
        List<Long> shown = new ArrayList<>();
        for (int i = 0; i + 1 < samples.size(); i++) {
            if (samples.get(i)[1] == 1) {
                shown.add(samples.get(i + 1)[0] - samples.get(i)[0]);
            }
        }
        return shown;
    }

    private static long clockMs(Matcher m, int first) {
        return Long.parseLong(m.group(first)) * 3_600_000 + Long.parseLong(m.group(first + 1)) * 60_000
                + Long.parseLong(m.group(first + 2)) * 1000 + Long.parseLong(m.group(first + 3));
    }

    /** How long each caption of an SCC file is on screen, in ms (29.97 frames a second, drop-frame timecodes). */
    private static List<Double> sccShownMs(String scc) {
        List<long[]> events = new ArrayList<>();  // {frame, 1 = shown (EOC), 0 = cleared (EDM)}
        for (String line : scc.split("\n")) {
            var m = Pattern.compile("(\\d\\d):(\\d\\d):(\\d\\d);(\\d\\d)\\t(.*)").matcher(line);
            if (!m.matches()) {
                continue;
            }
            long minutes = Long.parseLong(m.group(1)) * 60 + Long.parseLong(m.group(2));
            long frame = minutes * 1800 + Long.parseLong(m.group(3)) * 30 + Long.parseLong(m.group(4)) - 2 * (minutes - minutes / 10);
            String[] words = m.group(5).split(" ");
            for (int i = 0; i < words.length; i++) {
                boolean first = i == 0 || !words[i - 1].equals(words[i]);
                if (first && (words[i].equals("942f") || words[i].equals("942c"))) {
                    events.add(new long[] {frame + i, words[i].equals("942f") ? 1 : 0});
                }
            }
        }
        List<Double> shown = new ArrayList<>();
        for (int i = 0; i + 1 < events.size(); i++) {
            if (events.get(i)[1] == 1) {
                shown.add((events.get(i + 1)[0] - events.get(i)[0]) * 1001.0 / 30);
            }
        }
        return shown;
    }

    @Test
    void anotherAccountCannotReadCaptions() {
        String other = unique("other");
        api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", other, "new_password", PASSWORD);
        String otherToken = login(other, PASSWORD);
        api.get("/api/job/get_caption", "v", "1", "api_token", otherToken, "job_id", job, "caption_format", "SRT")
                .error("ITEM_NOT_FOUND");
        api.get("/api/job/get_transcript", "v", "1", "api_token", otherToken, "job_id", job).error("ITEM_NOT_FOUND");
    }

    @Autowired
    ElementListSelection selection;
    @Autowired
    AccountRepository accounts;

    @Test
    void defaultCaptionsOfRealRecognitionPassTheSpecDefaultsProfile() {
        var owner = accounts.findByUsername(username).orElseThrow();
        var picked = selection.select(owner, job, ElementListSelection.Selector.LATEST);
        var defaults = new CaptionRequest(CaptionFormat.SRT, ElementListSelection.Selector.LATEST, TextOptions.defaults(),
                LayoutOptions.defaults(), WriterOptions.defaults(), TextOutput.defaults());
        CaptionTrack track = captions.track(picked.job(), picked.elementList(), defaults);
        var report = CaptionQualityCheck.check(track, QualityProfile.SPEC_DEFAULTS);
        assertThat(track.cues()).isNotEmpty();
        assertThat(report.violations()).as(report.toText()).isEmpty();
    }
}
