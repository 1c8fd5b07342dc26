package dev.parlance.web.work;

import dev.parlance.account.Role;
import dev.parlance.support.ApiClient;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A PREMIUM job with an imported transcript: the machine pass times the customer's words, and the
 * transcriber's edit pass starts from them (their words, their speaker name), not from what the
 * recognizer heard.
 */
class ImportedDraftApiTest extends WorkApiTestSupport {
    /** The fixture's words as the customer wrote them, "country" written "nation". */
    private static final String WRITTEN = "And so, my fellow Americans: ask not what your nation can do for you; "
            + "ask what you can do for your nation.";

    @Test
    void theEditPassOfAPremiumJobStartsFromTheImportedWords() throws Exception {
        Customer customer = newCustomer();
        String job = api.get("/api/job/new", "v", "1", "api_token", customer.token(), "job_name", "Imported premium")
                .ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + customer.token() + "&job_id=" + job, "audio/wav",
                Files.readAllBytes(speech)).ok();
        api.postBytes("/api/job/add_transcript", ApiClient.query("v", "1", "api_token", customer.token(), "job_id", job,
                "format", "text"), "text/plain", ("PRESIDENT: " + WRITTEN).getBytes(StandardCharsets.UTF_8)).ok();
        api.get("/api/job/perform_transcription", "v", "1", "api_token", customer.token(), "job_id", job,
                "transcription_fidelity", "PREMIUM", "priority", "STANDARD").ok();
        JsonNode info = awaitStatus(customer, job, "Reviewing");
        assertThat(info.path("Fidelity").asString()).isEqualTo("STANDARD");

        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + item + "/claim").ok();
        JsonNode loaded = transcriber.get("/work/api/items/" + item).ok();

        assertThat(loaded.path("pass").path("name").asString()).isEqualTo("EDIT");
        assertThat(loaded.path("pass").path("startsFrom").asString()).isEqualTo("MECHANICAL");
        assertThat(loaded.path("turns")).hasSize(1);
        assertThat(loaded.path("turns").get(0).path("speaker").asString()).isEqualTo("PRESIDENT");
        List<JsonNode> words = WorkPassesApiTest.words(loaded);
        assertThat(words.stream().map(w -> w.path("text").asString()).toList()).containsExactly(WRITTEN.split(" "));
        long previousEnd = 0;
        for (JsonNode word : words) {
            assertThat(word.path("start").asLong()).as(word.toString()).isGreaterThanOrEqualTo(previousEnd);
            previousEnd = word.path("end").asLong();
        }
        assertThat(words).filteredOn(w -> w.path("text").asString().startsWith("nation"))
                .as("a word the recognizer heard differently has no machine confidence")
                .allSatisfy(w -> assertThat(w.path("confidence").isNull()).isTrue());

        JsonNode submitted = transcriber.post("/work/api/items/" + item + "/submit").ok();
        assertThat(submitted.path("jobStatus").asString()).isEqualTo("Complete");
        JsonNode fin = api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(), "job_id", job).ok();
        assertThat(WorkPassesApiTest.tokens(fin).stream().map(t -> t.path("value").asString()).toList())
                .containsExactly(WRITTEN.toLowerCase(Locale.ROOT).replaceAll("[^a-z ]", "").split(" "));
    }
}
