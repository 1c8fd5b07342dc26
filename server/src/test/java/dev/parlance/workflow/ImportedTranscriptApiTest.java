package dev.parlance.workflow;

import dev.parlance.captions.read.ImportFormat;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * perform_transcription on a job with a transcript sent with add_transcript, over HTTP, with real
 * espeak-ng speech, ffmpeg and Vosk: the job completes with exactly the customer's words, timed in order inside the
 * media, each caption cue's words inside the cue; it reports EXTERNAL and is billed as mechanical.
 */
class ImportedTranscriptApiTest extends ApiTestSupport {
    static final String FIRST = "the weather today is cold and clear";
    static final String SECOND = "tomorrow we expect rain in the afternoon";
    static final String FIRST_WRITTEN = "The weather today is cold and clear.";
    static final String SECOND_WRITTEN = "Tomorrow, we expect rain in the afternoon.";

    @TempDir
    static Path dir;
    /** FIRST, a second and a half of silence, SECOND. */
    static Path twoSentences;
    static long firstEnds;
    static long secondStarts;
    static long mediaMillis;
    /** FIRST, then three seconds of silence. */
    static Path firstAndSilence;

    String token;

    @BeforeAll
    static void speech() {
        Path first = SpeechFixtures.convert(SpeechFixtures.speech(dir, "first", FIRST), dir.resolve("first-16k.wav"),
                "-ar", "16000", "-ac", "1", "-c:a", "pcm_s16le");
        Path second = SpeechFixtures.convert(SpeechFixtures.speech(dir, "second", SECOND), dir.resolve("second-16k.wav"),
                "-ar", "16000", "-ac", "1", "-c:a", "pcm_s16le");
        twoSentences = dir.resolve("two-sentences.wav");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-i", first.toString(), "-i", second.toString(),
                "-filter_complex", "[0:a]apad=pad_dur=1.5[a];[a][1:a]concat=n=2:v=0:a=1", "-c:a", "pcm_s16le",
                twoSentences.toString());
        firstEnds = millis(first);
        secondStarts = firstEnds + 1_500;
        mediaMillis = millis(twoSentences);
        firstAndSilence = SpeechFixtures.convert(first, dir.resolve("first-and-silence.wav"), "-af", "apad=pad_dur=3");
    }

    private static long millis(Path media) {
        return ((MediaInfo) new MediaProbe(Duration.ofSeconds(30)).probe(media)).durationMillis();
    }

    @BeforeEach
    void account() {
        String username = unique("importer");
        var created = api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                "new_password", "importer-pw-1");
        assertThat(created.status()).as(created.body()).isEqualTo(204);
        token = login(username, "importer-pw-1");
    }

    @Test
    void aPlainTextIsTimedToTheAudioReportedExternalAndBilledAsMechanical() throws Exception {
        String job = newJob(twoSentences);
        addTranscript(job, "text", FIRST_WRITTEN + "\n\n" + SECOND_WRITTEN + "\n");

        perform(job, "MECHANICAL");
        JsonNode info = awaitComplete(job);

        assertThat(info.path("Fidelity").asString()).isEqualTo("EXTERNAL");
        JsonNode list = elementList(job, "FINAL");
        assertExactlyTheImportedWordsInOrder(list, FIRST + " " + SECOND, mediaMillis);
        assertMostWordsTimedFromTheAudio(list);
        assertThat(list.path("segments")).as("a paragraph each").hasSize(2);
        assertThat(api.get("/api/job/list_elementlists", "v", "1", "api_token", token, "job_id", job).ok()
                .findValuesAsString("iwp_name")).containsExactly("MECHANICAL", "FINAL");
        assertThat(info.path("Tasks").toString()).contains("imported words timed");

        JsonNode billed = api.get("/api/job/aggregate_statistics", "v", "1", "api_token", token).ok().path("data").get(0);
        assertThat(billed.path("billable_minutes_mechanical").asLong()).isEqualTo(1);
        assertThat(billed.path("billable_minutes_total").asLong()).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(value = ImportFormat.class, names = {"SRT", "VTT", "DFXP"})
    void captionsKeepTheirCueTimesAndEveryWordIsTimedInsideItsCue(ImportFormat format) throws Exception {
        String job = newJob(twoSentences);
        long[][] cues = {{0, firstEnds + 600}, {secondStarts - 300, mediaMillis}};
        addTranscript(job, format.name().toLowerCase(Locale.ROOT), captions(format, cues, FIRST_WRITTEN, SECOND_WRITTEN));

        perform(job, format == ImportFormat.VTT ? "EXTERNAL" : "MECHANICAL");
        JsonNode info = awaitComplete(job);

        assertThat(info.path("Fidelity").asString()).isEqualTo("EXTERNAL");
        JsonNode list = elementList(job, "FINAL");
        assertExactlyTheImportedWordsInOrder(list, FIRST + " " + SECOND, mediaMillis);
        assertMostWordsTimedFromTheAudio(list);
        List<JsonNode> words = PipelineApiTest.wordTokens(list);
        int firstWords = FIRST.split(" ").length;
        for (int w = 0; w < words.size(); w++) {
            long[] cue = cues[w < firstWords ? 0 : 1];
            assertThat(words.get(w).path("start_time").asLong()).as("%s in its cue %d-%d", words.get(w), cue[0], cue[1])
                    .isBetween(cue[0], cue[1]);
            assertThat(words.get(w).path("end_time").asLong()).as(words.get(w).toString()).isBetween(cue[0], cue[1]);
        }
    }

    @Test
    void wordsNotInTheAudioAreInterpolatedAndFlagged() throws Exception {
        String job = newJob(firstAndSilence);
        addTranscript(job, "text", FIRST_WRITTEN + " Purple elephants dance quietly tonight.");

        perform(job, "MECHANICAL");
        awaitComplete(job);

        JsonNode list = elementList(job, "FINAL");
        long media = millis(firstAndSilence);
        assertExactlyTheImportedWordsInOrder(list, FIRST + " purple elephants dance quietly tonight", media);
        List<JsonNode> words = PipelineApiTest.wordTokens(list);
        List<JsonNode> unsaid = words.subList(words.size() - 5, words.size());
        assertThat(unsaid).allSatisfy(w -> {
            assertThat(w.path("interpolated").asBoolean()).as(w.toString()).isTrue();
            assertThat(w.path("start_time").asLong()).as(w.toString()).isGreaterThanOrEqualTo(firstEnds - 500);
        });
        assertThat(words.subList(0, 7).stream().filter(w -> !w.path("interpolated").asBoolean()).count())
                .as("the words said are timed from the audio: %s", words).isGreaterThanOrEqualTo(4);
    }

    @Test
    void externalOnAJobWithoutATranscriptIsRefusedClearly() throws Exception {
        String job = newJob(firstAndSilence);
        var refused = api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                "transcription_fidelity", "EXTERNAL", "priority", "STANDARD");
        refused.error("INVALID_QUERY");
        assertThat(refused.body()).contains("has no imported transcript").contains("add_transcript");
        // Nothing was recorded: the job still takes an order.
        perform(job, "MECHANICAL");
        assertThat(awaitComplete(job).path("Fidelity").asString()).isEqualTo("MECHANICAL");
        api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", newJob(firstAndSilence),
                "transcription_fidelity", "EXTRA", "priority", "STANDARD").error("INVALID_QUERY");
    }

    private String newJob(Path media) throws IOException {
        String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "Import test")
                .ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "audio/wav",
                Files.readAllBytes(media)).ok();
        return job;
    }

    /** The customer's transcript of the job, sent as add_transcript's POST body. */
    private void addTranscript(String job, String format, String file) {
        api.postBytes("/api/job/add_transcript", ApiClient.query("v", "1", "api_token", token, "job_id", job, "format", format),
                "text/plain", file.getBytes(StandardCharsets.UTF_8)).ok();
    }

    /** The texts as a caption file of the format, one cue each, with these times. */
    static String captions(ImportFormat format, long[][] times, String... texts) {
        StringBuilder file = new StringBuilder(switch (format) {
            case VTT -> "WEBVTT\n\n";
            case DFXP -> "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                    + "<tt xmlns=\"http://www.w3.org/ns/ttml\" xml:lang=\"en\"><body><div>\n";
            default -> "";
        });
        for (int c = 0; c < texts.length; c++) {
            String start = clock(times[c][0], format == ImportFormat.SRT ? ',' : '.');
            String end = clock(times[c][1], format == ImportFormat.SRT ? ',' : '.');
            file.append(switch (format) {
                case SRT -> (c + 1) + "\n" + start + " --> " + end + "\n" + texts[c] + "\n\n";
                case VTT -> start + " --> " + end + "\n" + texts[c] + "\n\n";
                case DFXP -> "<p begin=\"" + start + "\" end=\"" + end + "\">" + texts[c] + "</p>\n";
                case TEXT -> throw new IllegalArgumentException("text has no times");
            });
        }
        return format == ImportFormat.DFXP ? file.append("</div></body></tt>\n").toString() : file.toString();
    }

    private static String clock(long millis, char separator) {
        return String.format(Locale.ROOT, "%02d:%02d:%02d%c%03d", millis / 3_600_000, millis / 60_000 % 60,
                millis / 1000 % 60, separator, millis % 1000);
    }

    private void perform(String job, String fidelity) {
        api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                "transcription_fidelity", fidelity, "priority", "STANDARD").ok();
    }

    private JsonNode info(String job) {
        return api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok();
    }

    private JsonNode awaitComplete(String job) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        JsonNode info = info(job);
        while (!List.of("Complete", "Media Failure").contains(info.path("JobStatus").asString())
                && Instant.now().isBefore(deadline)) {
            Thread.sleep(250);
            info = info(job);
        }
        assertThat(info.path("JobStatus").asString()).as(info.toString()).isEqualTo("Complete");
        return info;
    }

    private JsonNode elementList(String job, String iwp) {
        return api.get("/api/job/get_elementlist", "v", "1", "api_token", token, "job_id", job, "iwp_name", iwp).ok();
    }

    /** The list's words are the imported ones, nothing else, each timed after the one before, inside the media. */
    static void assertExactlyTheImportedWordsInOrder(JsonNode list, String imported, long media) {
        List<JsonNode> words = PipelineApiTest.wordTokens(list);
        assertThat(words.stream().map(w -> w.path("value").asString()).toList())
                .isEqualTo(Arrays.asList(imported.toLowerCase(Locale.ROOT).split(" ")));
        long previousEnd = 0;
        for (JsonNode word : words) {
            long start = word.path("start_time").asLong();
            long end = word.path("end_time").asLong();
            assertThat(start).as(word.toString()).isGreaterThanOrEqualTo(previousEnd);
            assertThat(end).as(word.toString()).isBetween(start, media);
            previousEnd = end;
        }
    }

    /** The recognizer heard most of the fixture's words as written: they are not interpolated. */
    static void assertMostWordsTimedFromTheAudio(JsonNode list) {
        List<JsonNode> words = PipelineApiTest.wordTokens(list);
        assertThat(words.stream().filter(w -> !w.path("interpolated").asBoolean()).count())
                .as("words timed from the audio: %s", words).isGreaterThanOrEqualTo(words.size() / 2 + 1);
    }
}
