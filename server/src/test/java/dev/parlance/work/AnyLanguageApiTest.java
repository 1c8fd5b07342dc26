package dev.parlance.work;

import dev.parlance.account.Role;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.web.work.WorkApiTestSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A language this server cannot recognize (French, spoken by espeak-ng): MECHANICAL is refused,
 * naming the languages it recognizes; PREMIUM goes to the people, the transcriber types the
 * transcript from scratch, and the job completes with captions whose words fall on the media's
 * timeline; an imported transcript (EXTERNAL) keeps its cue times.
 */
class AnyLanguageApiTest extends WorkApiTestSupport {

    @Test
    void peopleTranscribeALanguageWithoutSpeechRecognitionFromScratch(@TempDir Path dir) throws Exception {
        Customer customer = newCustomer();
        Path french = SpeechFixtures.speech(dir, "bonjour.wav",
                "Bonjour à tous. Nous choisissons d'aller sur la lune cette décennie.", "fr");
        String job = api.get("/api/job/new", "v", "1", "api_token", customer.token(), "job_name", "en français",
                "language", "fr").ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + customer.token() + "&job_id=" + job, "audio/wav",
                Files.readAllBytes(french)).ok();

        ApiResponse machine = api.get("/api/job/perform_transcription", "v", "1", "api_token", customer.token(),
                "job_id", job, "transcription_fidelity", "MECHANICAL");
        assertThat(machine.error("INVALID_QUERY")).contains("'fr'").contains("recognizes speech in en")
                .contains("PREMIUM and PROFESSIONAL");
        api.get("/api/job/perform_transcription", "v", "1", "api_token", customer.token(), "job_id", job,
                "transcription_fidelity", "PREMIUM").ok();
        awaitStatus(customer, job, "Reviewing");

        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + item + "/claim").ok();
        JsonNode loaded = transcriber.get("/work/api/items/" + item).ok();
        assertThat(words(loaded)).as("nothing recognized: the transcriber starts from scratch").isEmpty();
        String typed = "Bonjour à tous. Nous choisissons d'aller sur la lune cette décennie.";
        JsonNode submitted = transcriber.post("/work/api/items/" + item + "/submit",
                "{\"turns\": [{\"speaker\": \"Narratrice\", \"text\": \"" + typed + "\"}]}").ok();
        assertThat(submitted.path("jobStatus").asString()).isEqualTo("Complete");

        List<JsonNode> finalWords = tokens(customer, job, "FINAL");
        assertThat(finalWords).extracting(w -> w.path("value").asString()).contains("bonjour", "lune", "décennie");
        long mediaMs = Math.round(info(customer, job).path("MediaLengthSeconds").asDouble() * 1000);
        for (JsonNode w : finalWords) {
            assertThat(w.path("start_time").asLong()).isBetween(0L, mediaMs);
            assertThat(w.path("end_time").asLong()).isBetween(w.path("start_time").asLong(), mediaMs);
        }
        ApiResponse srt = onJob("/api/job/get_caption", customer, job, "v", "1", "caption_format", "SRT");
        assertThat(srt.status()).isEqualTo(200);
        assertThat(srt.body()).contains("Bonjour à tous").contains("-->");
    }

    @Test
    void anImportedTranscriptInSuchALanguageKeepsItsCueTimes(@TempDir Path dir) throws Exception {
        Customer customer = newCustomer();
        Path french = SpeechFixtures.speech(dir, "lune.wav",
                "Bonjour à tous. Nous choisissons d'aller sur la lune cette décennie.", "fr");
        String job = api.get("/api/job/new", "v", "1", "api_token", customer.token(), "language", "fr").ok()
                .path("JobId").asString();
        String q = "v=1&api_token=" + customer.token() + "&job_id=" + job;
        api.postBytes("/api/job/add_media", q, "audio/wav", Files.readAllBytes(french)).ok();
        String srt = "1\n00:00:00,200 --> 00:00:01,200\nBonjour à tous.\n\n"
                + "2\n00:00:01,500 --> 00:00:03,500\nNous choisissons d'aller sur la lune.\n";
        api.postBytes("/api/job/add_transcript", q + "&format=srt", "text/plain",
                srt.getBytes(java.nio.charset.StandardCharsets.UTF_8)).ok();
        api.get("/api/job/perform_transcription", "v", "1", "api_token", customer.token(), "job_id", job,
                "transcription_fidelity", "EXTERNAL").ok();
        awaitStatus(customer, job, "Complete");

        List<JsonNode> words = tokens(customer, job, "FINAL");
        JsonNode bonjour = words.stream().filter(w -> w.path("value").asString().equals("bonjour")).findFirst().orElseThrow();
        JsonNode lune = words.stream().filter(w -> w.path("value").asString().equals("lune")).findFirst().orElseThrow();
        assertThat(bonjour.path("start_time").asLong()).isBetween(200L, 1200L);
        assertThat(lune.path("start_time").asLong()).isBetween(1500L, 3500L);
    }
}
