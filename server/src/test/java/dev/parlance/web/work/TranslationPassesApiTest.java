package dev.parlance.web.work;

import dev.parlance.account.Role;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A PREMIUM translation over real HTTP: the parent's edit pass by a transcriber, then the Spanish
 * child's machine translation, then its translation pass, which only a translator is offered and
 * which starts from the machine translation, until the child is Complete with its own versions.
 */
class TranslationPassesApiTest extends WorkApiTestSupport {
    @Test
    void aPremiumTranslationGoesFromTheMachineToATranslatorAfterTheParentsFinal() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM", "target_language", "es");
        String child = onJob("/api/job/list_related", customer, job).ok().path("related_jobs").get(0).path("job_id").asString();
        assertThat(info(customer, child).path("JobStatus").asString()).isEqualTo("Pending");

        Worker translator = newWorker(Role.TRANSLATOR);
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        assertThat(translator.queueOf(job)).as("the parent's edit is a transcriber's").isEmpty();
        String edit = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + edit + "/claim").ok();
        transcriber.post("/work/api/items/" + edit + "/submit").ok();
        awaitStatus(customer, job, "Complete");

        awaitStatus(customer, child, "Reviewing");
        assertThat(transcriber.queueOf(child)).as("a translation pass is a translator's").isEmpty();
        String item = translator.itemOf(child);
        translator.post("/work/api/items/" + item + "/claim").ok();
        JsonNode loaded = translator.get("/work/api/items/" + item).ok();
        assertThat(loaded.path("pass").path("name").asString()).isEqualTo("TRANSLATE");
        assertThat(loaded.path("pass").path("startsFrom").asString()).isEqualTo("MECHANICAL");
        assertThat(loaded.path("turns").toString()).contains("país");

        JsonNode submitted = translator.post("/work/api/items/" + item + "/submit").ok();
        assertThat(submitted.path("iwpName").asString()).isEqualTo("PREMIUM");
        assertThat(submitted.path("jobStatus").asString()).isEqualTo("Complete");
        assertThat(api.get("/api/job/list_elementlists", "v", "1", "api_token", customer.token(), "job_id", child).ok()
                .findValuesAsString("iwp_name")).containsExactly("MECHANICAL", "PREMIUM", "FINAL");
        assertThat(api.get("/api/job/get_caption", "v", "1", "api_token", customer.token(), "job_id", child,
                "caption_format", "SRT").body()).contains("país");

        JsonNode block = api.get("/api/job/aggregate_statistics", "v", "1", "api_token", customer.token()).ok()
                .path("data").get(0);
        assertThat(block.path("billable_minutes_premium").asLong()).isEqualTo(2);
        assertThat(block.path("billable_minutes_translation").asLong()).isEqualTo(1);
        assertThat(block.path("billable_minutes_english_transcription").asLong()).isEqualTo(1);
    }
}
