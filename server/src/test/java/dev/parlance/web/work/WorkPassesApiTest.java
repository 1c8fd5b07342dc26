package dev.parlance.web.work;

import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.CallbackReceiver;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The human passes end to end over real HTTP: the machine pass of a real recording, then people
 * claiming, loading, saving drafts and submitting through the work API with bearer tokens, until the
 * job is Complete with their words on the machine's timing and the callbacks delivered.
 */
class WorkPassesApiTest extends WorkApiTestSupport {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void aTranscriberCompletesAPremiumJob() throws Exception {
        try (var receiver = new CallbackReceiver()) {
            Customer customer = newCustomer();
            api.get("/api/account/update_setting", "v", "1", "api_token", customer.token(), "setting", "default_job_notes",
                    "value", "Our speakers are always named.");
            String job = reviewingJob(customer, "PREMIUM",
                    "callback_url", receiver.url("/done?job={job_id}&iwp={iwp_name}"),
                    "options", "{\"notes\": \"Spell it Americans\", \"enable_true_verbatim\": true, \"return_iwp\": [\"PREMIUM\"]}");
            Worker transcriber = newWorker(Role.TRANSCRIBER);
            String item = transcriber.itemOf(job);

            refused(transcriber.get("/work/api/items/" + item), 403, "not_held");
            transcriber.post("/work/api/items/" + item + "/claim").ok();
            JsonNode loaded = transcriber.get("/work/api/items/" + item).ok();

            assertThat(loaded.path("pass").path("name").asString()).isEqualTo("EDIT");
            assertThat(loaded.path("pass").path("startsFrom").asString()).isEqualTo("MECHANICAL");
            assertThat(loaded.path("job").path("name").asString()).isEqualTo("Work test PREMIUM");
            JsonNode instructions = loaded.path("instructions");
            assertThat(instructions.path("trueVerbatim").asBoolean()).isTrue();
            assertThat(instructions.path("notes").asString()).isEqualTo("Spell it Americans");
            assertThat(instructions.path("accountNotes").asString()).isEqualTo("Our speakers are always named.");
            assertThat(instructions.path("guidance").toString()).contains("True verbatim");
            assertThat(instructions.path("soundTags").toString()).contains("[MUSIC]");
            assertThat(loaded.path("draft").isNull()).isTrue();

            // The media plays in a browser: a signed link, ranges served, no credentials.
            String media = loaded.path("media").path("url").asString();
            ApiResponse range = api.send(HttpRequest.newBuilder(java.net.URI.create(media)).header("Range", "bytes=0-99").GET());
            assertThat(range.status()).isEqualTo(206);
            assertThat(range.bytes()).hasSize(100);

            List<JsonNode> machineWords = words(loaded);
            assertThat(machineWords).isNotEmpty();
            assertThat(machineWords).allSatisfy(w -> assertThat(w.path("confidence").asDouble()).isBetween(0.0, 1.0));
            String wrong = machineWords.stream().map(w -> w.path("text").asString()).filter(t -> t.startsWith("country"))
                    .findFirst().orElseThrow();

            // A draft first (the editor's autosave), then the fix is submitted from it.
            ObjectNode fixed = replacing(loaded, wrong, "Nation" + wrong.substring("country".length()));
            JsonNode saved = transcriber.put("/work/api/items/" + item + "/draft", fixed.toString()).ok();
            assertThat(Instant.parse(saved.path("leaseUntil").asString())).isAfter(Instant.now().plus(Duration.ofMinutes(9)));
            JsonNode reloaded = transcriber.get("/work/api/items/" + item).ok();
            assertThat(reloaded.path("draft").path("turns").toString()).contains("Nation");
            assertThat(words(reloaded)).anySatisfy(w -> {
                assertThat(w.path("text").asString()).startsWith("Nation");
                assertThat(w.path("confidence").isNull()).as("a typed word has no machine confidence").isTrue();
            });

            JsonNode submitted = transcriber.post("/work/api/items/" + item + "/submit").ok();
            assertThat(submitted.path("iwpName").asString()).isEqualTo("PREMIUM");
            assertThat(submitted.path("jobStatus").asString()).isEqualTo("Complete");
            assertThat(submitted.path("nextPass").isNull()).isTrue();

            JsonNode info = info(customer, job);
            assertThat(info.path("JobStatus").asString()).isEqualTo("Complete");
            assertThat(info.path("CompletedDate").asString()).isNotEmpty();
            assertThat(info.path("Tasks").findValuesAsString("TaskInfo")).contains("Edit pass (PREMIUM): done");
            JsonNode versions = api.get("/api/job/list_elementlists", "v", "1", "api_token", customer.token(), "job_id", job).ok();
            assertThat(versions.findValuesAsString("iwp_name")).containsExactly("MECHANICAL", "PREMIUM", "FINAL");

            List<JsonNode> mechanical = tokens(elementList(customer, job, "MECHANICAL"));
            List<JsonNode> fin = tokens(elementList(customer, job, "FINAL"));
            assertThat(fin).hasSameSizeAs(mechanical);
            long mediaMs = Math.round(info.path("MediaLengthSeconds").asDouble() * 1000);
            int changed = 0;
            for (int i = 0; i < fin.size(); i++) {
                JsonNode before = mechanical.get(i);
                JsonNode after = fin.get(i);
                assertThat(after.path("end_time").asLong()).isBetween(0L, mediaMs);
                if (before.path("value").asString().equals("country") && changed == 0) {
                    assertThat(after.path("value").asString()).isEqualTo("nation");
                    assertThat(after.path("display_as").asString()).isEqualTo("Nation");
                    changed++;
                } else {
                    assertThat(after.path("value").asString()).isEqualTo(before.path("value").asString());
                }
                // Unchanged words keep their times exactly; the fix takes the time of the word it replaced.
                assertThat(after.path("start_time").asLong()).as(after.toString()).isEqualTo(before.path("start_time").asLong());
                assertThat(after.path("end_time").asLong()).isEqualTo(before.path("end_time").asLong());
            }
            assertThat(changed).isEqualTo(1);
            assertThat(api.get("/api/job/get_caption", "v", "1", "api_token", customer.token(), "job_id", job,
                    "caption_format", "SRT").body()).contains("Nation");

            // Callbacks: PREMIUM (return_iwp) and FINAL.
            Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
            while (receiver.received.size() < 2 && Instant.now().isBefore(deadline)) {
                Thread.sleep(100);
            }
            assertThat(receiver.received).extracting(r -> r.uri().getQuery())
                    .containsExactlyInAnyOrder("job=" + job + "&iwp=PREMIUM", "job=" + job + "&iwp=FINAL");

            // Done is done.
            refused(transcriber.post("/work/api/items/" + item + "/submit"), 409, "conflict");
            refused(transcriber.get("/work/api/items/" + item), 409, "conflict");
            assertThat(transcriber.queueOf(job)).isEmpty();
        }
    }

    @Test
    void aProfessionalJobIsReviewedBySomeoneElseThanItsEditor() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PROFESSIONAL");
        Worker editor = newWorker(Role.TRANSCRIBER, Role.REVIEWER);
        Worker reviewer = newWorker(Role.REVIEWER);
        String edit = editor.itemOf(job);
        assertThat(editor.queueOf(job).getFirst().path("pass").asString()).isEqualTo("EDIT");
        assertThat(reviewer.queueOf(job)).as("no review before the edit").isEmpty();
        editor.post("/work/api/items/" + edit + "/claim").ok();
        JsonNode loaded = editor.get("/work/api/items/" + edit).ok();
        assertThat(loaded.path("item").path("iwpName").asString()).isEqualTo("INTERIM_PROFESSIONAL");
        JsonNode submitted = editor.post("/work/api/items/" + edit + "/submit", replacing(loaded, "ask", "Ask").toString()).ok();
        assertThat(submitted.path("nextPass").asString()).isEqualTo("REVIEW");
        assertThat(submitted.path("jobStatus").asString()).isEqualTo("Reviewing");

        String review = reviewer.itemOf(job);
        assertThat(editor.queueOf(job)).as("the editor does not see their own job's review").isEmpty();
        assertThat(refused(editor.post("/work/api/items/" + review + "/claim"), 403, "forbidden"))
                .contains("must be done by someone else");
        refused(operator().post("/work/api/admin/items/" + review + "/reassign", "{\"to\": \"" + editor.username() + "\"}"),
                400, "invalid_request");

        reviewer.post("/work/api/items/" + review + "/claim").ok();
        JsonNode toReview = reviewer.get("/work/api/items/" + review).ok();
        assertThat(toReview.path("pass").path("startsFrom").asString()).isEqualTo("INTERIM_PROFESSIONAL");
        assertThat(reviewer.post("/work/api/items/" + review + "/submit").ok().path("jobStatus").asString()).isEqualTo("Complete");

        JsonNode versions = api.get("/api/job/list_elementlists", "v", "1", "api_token", customer.token(), "job_id", job).ok();
        assertThat(versions.findValuesAsString("iwp_name"))
                .containsExactly("MECHANICAL", "INTERIM_PROFESSIONAL", "PROFESSIONAL", "FINAL");
        assertThat(info(customer, job).path("JobStatus").asString()).isEqualTo("Complete");
    }

    @Test
    void speakerIdentificationFollowsTheEditAndNamesTheSpeakers() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM", "options", "{\"speaker_id\": true, \"return_iwp\": [\"SPEAKER_ID\"]}");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String edit = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + edit + "/claim").ok();
        assertThat(transcriber.get("/work/api/items/" + edit).ok().path("instructions").path("speakerNames").asBoolean()).isTrue();
        assertThat(transcriber.post("/work/api/items/" + edit + "/submit").ok().path("nextPass").asString())
                .isEqualTo("SPEAKER_ID");

        Worker reviewer = newWorker(Role.REVIEWER);
        String naming = reviewer.itemOf(job);
        reviewer.post("/work/api/items/" + naming + "/claim").ok();
        JsonNode loaded = reviewer.get("/work/api/items/" + naming).ok();
        assertThat(loaded.path("pass").path("startsFrom").asString()).isEqualTo("PREMIUM");
        assertThat(loaded.path("instructions").path("guidance").get(0).asString()).startsWith("Name every speaker");
        ObjectNode named = replacing(loaded, "for", "for");
        named.withArray("turns").forEach(turn -> ((ObjectNode) turn).put("speaker", "John F. Kennedy"));
        assertThat(reviewer.post("/work/api/items/" + naming + "/submit", named.toString()).ok().path("jobStatus").asString())
                .isEqualTo("Complete");

        JsonNode versions = api.get("/api/job/list_elementlists", "v", "1", "api_token", customer.token(), "job_id", job).ok();
        assertThat(versions.findValuesAsString("iwp_name")).containsExactly("MECHANICAL", "PREMIUM", "SPEAKER_ID", "FINAL");
        assertThat(elementList(customer, job, "FINAL").path("speakers").findValuesAsString("name")).containsExactly("John F. Kennedy");
        assertThat(tokens(elementList(customer, job, "FINAL"))).hasSameSizeAs(tokens(elementList(customer, job, "MECHANICAL")));
    }

    @Test
    void aWorkerReachesTheJobOnlyThroughTheItemTheyHold() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker holder = newWorker(Role.TRANSCRIBER);
        Worker other = newWorker(Role.TRANSCRIBER);
        String item = holder.itemOf(job);
        holder.post("/work/api/items/" + item + "/claim").ok();

        refused(other.get("/work/api/items/" + item), 403, "not_held");
        refused(other.put("/work/api/items/" + item + "/draft", "{\"turns\": [{\"text\": \"mine now\"}]}"), 403, "not_held");
        refused(other.post("/work/api/items/" + item + "/submit"), 403, "not_held");
        // The v1 API gives the holder nothing of the customer's, the held job included.
        api.get("/api/job/info", "v", "1", "api_token", holder.token(), "job_id", job).error("ITEM_NOT_FOUND");
        api.get("/api/job/get_elementlist", "v", "1", "api_token", holder.token(), "job_id", job, "iwp_name", "MECHANICAL")
                .error("ITEM_NOT_FOUND");
        api.get("/api/job/list", "v", "1", "api_token", holder.token()).error("ACCOUNT_UNPRIVILEGED");

        refused(holder.put("/work/api/items/" + item + "/draft", "{\"turns\": [{\"text\": \"bad\\u0000\"}]}"), 400, "invalid_request");
        refused(holder.put("/work/api/items/" + item + "/draft", "{\"words\": []}"), 400, "invalid_request");
        // A pin names a word by a character offset and puts its start or end, in order, inside the media's time.
        for (String pin : List.of("{\"at\": 4}", "{\"at\": -1, \"start\": 10}", "{\"start\": 10}", "{\"at\": 4, \"start\": 900, \"end\": 800}",
                "{\"at\": 4, \"end\": -5}", "null")) {
            refused(holder.put("/work/api/items/" + item + "/draft", "{\"turns\": [{\"text\": \"ask not\", \"pins\": [" + pin + "]}]}"),
                    400, "invalid_request");
        }
        refused(holder.post("/work/api/items/" + item + "/submit", "{\"turns\": [{\"text\": \"hello [trumpets]\"}]}"),
                400, "invalid_text");
        // A half-typed tag in a draft is kept as typed; the load says why it has no times yet.
        holder.put("/work/api/items/" + item + "/draft", "{\"turns\": [{\"text\": \"ask not [mus\"}]}").ok();
        JsonNode loaded = holder.get("/work/api/items/" + item).ok();
        assertThat(loaded.path("draft").path("problem").asString()).contains("not closed");
        assertThat(loaded.path("draft").path("turns").get(0).path("text").asString()).isEqualTo("ask not [mus");
        assertThat(info(customer, job).path("JobStatus").asString()).isEqualTo("Reviewing");
    }

    @Test
    void aSaveTypedOnAnOlderDraftIsRefusedAndLosesNothing() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker holder = newWorker(Role.TRANSCRIBER);
        String item = holder.itemOf(job);
        holder.post("/work/api/items/" + item + "/claim").ok();
        String draft = "/work/api/items/" + item + "/draft";

        // Two tabs load the item before any save: both type on revision 0.
        JsonNode first = holder.put(draft, "{\"basedOn\": 0, \"turns\": [{\"text\": \"tab one\"}]}").ok();
        assertThat(first.path("revision").asInt()).isEqualTo(1);
        String refusal = refused(holder.put(draft, "{\"basedOn\": 0, \"turns\": [{\"text\": \"tab two\"}]}"),
                409, "stale_draft");
        assertThat(refusal).contains("another tab");
        refused(holder.post("/work/api/items/" + item + "/submit", "{\"basedOn\": 0, \"turns\": [{\"text\": \"tab two\"}]}"),
                409, "stale_draft");
        JsonNode loaded = holder.get("/work/api/items/" + item).ok();
        assertThat(loaded.path("draft").path("turns").get(0).path("text").asString()).isEqualTo("tab one");
        assertThat(loaded.path("draft").path("revision").asInt()).isEqualTo(1);

        // Tab two has seen the newer draft and keeps its own text: it saves on revision 1.
        assertThat(holder.put(draft, "{\"basedOn\": 1, \"turns\": [{\"text\": \"tab two\"}]}").ok().path("revision").asInt())
                .isEqualTo(2);
        // A client that names no revision saves over whatever is saved, as before.
        assertThat(holder.put(draft, "{\"turns\": [{\"text\": \"no revision named\"}]}").ok().path("revision").asInt())
                .isEqualTo(3);
        assertThat(holder.get("/work/api/items/" + item).ok().path("draft").path("turns").get(0).path("text").asString())
                .isEqualTo("no revision named");

        // Only what changed: revision 3's first turn kept, a second one added; on a stale revision, refused the same way.
        assertThat(holder.put(draft, "{\"basedOn\": 3, \"count\": 2, \"changed\": {\"1\": {\"speaker\": \"Ann\", \"text\": \"added\"}}}")
                .ok().path("revision").asInt()).isEqualTo(4);
        JsonNode turns = holder.get("/work/api/items/" + item).ok().path("draft").path("turns");
        assertThat(turns).hasSize(2);
        assertThat(turns.get(0).path("text").asString()).isEqualTo("no revision named");
        assertThat(turns.get(1).path("speaker").asString()).isEqualTo("Ann");
        refused(holder.put(draft, "{\"basedOn\": 3, \"count\": 2, \"changed\": {\"0\": {\"text\": \"late\"}}}"), 409, "stale_draft");
        // Changes name their revision, keep inside the count, and send every turn the saved draft does not have.
        refused(holder.put(draft, "{\"count\": 2, \"changed\": {}}"), 400, "invalid_request");
        refused(holder.put(draft, "{\"basedOn\": 4, \"count\": 2, \"changed\": {\"5\": {\"text\": \"far\"}}}"), 400, "invalid_request");
        refused(holder.put(draft, "{\"basedOn\": 4, \"count\": 3, \"changed\": {}}"), 400, "invalid_request");
        // Fewer turns: the last is dropped.
        assertThat(holder.put(draft, "{\"basedOn\": 4, \"count\": 1, \"changed\": {}}").ok().path("revision").asInt()).isEqualTo(5);
        assertThat(holder.get("/work/api/items/" + item).ok().path("draft").path("turns")).hasSize(1);
    }

    private JsonNode elementList(Customer customer, String job, String iwp) {
        return api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(), "job_id", job, "iwp_name", iwp).ok();
    }

}
