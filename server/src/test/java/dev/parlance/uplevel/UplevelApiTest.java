package dev.parlance.uplevel;

import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.CallbackReceiver;
import dev.parlance.web.work.WorkApiTestSupport;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.StreamSupport;

import static dev.parlance.web.work.WorkApiTestSupport.replacing;
import static dev.parlance.web.work.WorkApiTestSupport.tokens;
import static dev.parlance.web.work.WorkApiTestSupport.words;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * uplevel and list_related over real HTTP: a finished job ordered to a higher fidelity becomes a new,
 * related job whose human passes wait in the queue, start from the finished job's FINAL and complete
 * it through the work API, with its callbacks and its billing (the minutes change product, they are
 * not billed twice).
 */
class UplevelApiTest extends WorkApiTestSupport {
    private static final String CUSTOMER_PASSWORD = "customer-pw-1";

    @Test
    void aMechanicalJobIsUpleveledTwiceThroughTheQueueAndBilledOnceAtItsLastFidelity() throws Exception {
        try (var receiver = new CallbackReceiver()) {
            Customer customer = newCustomer();
            String mechanical = transcribedJob(customer, "MECHANICAL", "Complete",
                    "callback_url", receiver.url("/done?job={job_id}&iwp={iwp_name}"));
            List<JsonNode> machineWords = tokens(customer, mechanical, "FINAL");
            awaitCallbacks(receiver, 1);

            Customer later = customer;
            // No v: the spec does not version uplevel.
            ApiResponse ordered = api.get("/api/job/uplevel", "api_token", later.token(), "job_id", mechanical);
            assertThat(ordered.status()).as(ordered.body()).isEqualTo(201);
            String premium = ordered.json().path("upleveled_job_id").asString();
            assertThat(premium).matches("[0-9a-f]{32}").isNotEqualTo(mechanical);
            assertThat(ordered.json().path("upleveled_workflow").asString()).isEqualTo("MECHANICAL to PREMIUM: Edit pass (PREMIUM)");

            // The new job waits for a person; the job it came from is as it was, and says where it went.
            JsonNode info = info(later, premium);
            assertThat(info.path("JobStatus").asString()).isEqualTo("Reviewing");
            assertThat(info.path("Fidelity").asString()).isEqualTo("STANDARD");
            assertThat(info.path("JobName").asString()).isEqualTo("Work test MECHANICAL");
            assertThat(info.path("MediaLengthSeconds").asDouble()).isEqualTo(info(later, mechanical).path("MediaLengthSeconds").asDouble());
            assertThat(info.path("Tasks").findValuesAsString("TaskType"))
                    .contains("JOB_CREATED", "JOB_ADD_MEDIA", "JOB_PERFORM_TRANSCRIPTION");
            assertThat(info.path("Tasks").findValuesAsString("TaskInfo")).contains("Edit pass (PREMIUM): waiting for a transcriber");
            JsonNode before = info(later, mechanical);
            assertThat(before.path("JobStatus").asString()).isEqualTo("Complete");
            assertThat(before.path("Fidelity").asString()).isEqualTo("MECHANICAL");
            assertThat(before.path("Tasks").findValuesAsString("TaskInfo")).contains("Upleveled to PREMIUM as job " + premium);
            assertThat(versionNames(later, premium)).containsExactly("MECHANICAL");
            assertThat(listed(later)).contains(mechanical + ":MECHANICAL", premium + ":STANDARD");

            // The edit starts from the finished job's FINAL, with its media.
            Worker transcriber = newWorker(Role.TRANSCRIBER, Role.REVIEWER);
            String edit = transcriber.itemOf(premium);
            transcriber.post("/work/api/items/" + edit + "/claim").ok();
            JsonNode loaded = transcriber.get("/work/api/items/" + edit).ok();
            assertThat(loaded.path("pass").path("name").asString()).isEqualTo("EDIT");
            assertThat(loaded.path("pass").path("startsFrom").asString()).isEqualTo("MECHANICAL");
            assertThat(words(loaded)).extracting(w -> w.path("text").asString().replaceAll("[.,?!]", ""))
                    .containsExactlyElementsOf(machineWords.stream().map(w -> w.path("display_as").asString()).toList());
            ApiResponse range = api.send(HttpRequest.newBuilder(URI.create(loaded.path("media").path("url").asString()))
                    .header("Range", "bytes=0-99").GET());
            assertThat(range.status()).isEqualTo(206);

            String country = words(loaded).stream().map(w -> w.path("text").asString()).filter(t -> t.startsWith("country"))
                    .findFirst().orElseThrow();
            JsonNode submitted = transcriber.post("/work/api/items/" + edit + "/submit",
                    replacing(loaded, country, "Nation" + country.substring("country".length())).toString()).ok();
            assertThat(submitted.path("jobStatus").asString()).isEqualTo("Complete");
            assertThat(versionNames(later, premium)).containsExactly("MECHANICAL", "PREMIUM", "FINAL");
            assertThat(tokens(later, premium, "FINAL")).extracting(w -> w.path("value").asString()).contains("nation");
            assertThat(tokens(later, mechanical, "FINAL")).extracting(w -> w.path("value").asString())
                    .doesNotContain("nation");
            awaitCallbacks(receiver, 2);
            assertThat(receiver.received).extracting(r -> r.uri().getQuery())
                    .containsExactly("job=" + mechanical + "&iwp=FINAL", "job=" + premium + "&iwp=FINAL");

            JsonNode family = api.get("/api/job/list_related", "api_token", later.token(), "job_id", premium).ok();
            assertThat(family.path("leading_job").path("job_id").asString()).isEqualTo(mechanical);
            assertThat(family.path("leading_job").path("current_fidelity").asString()).isEqualTo("MECHANICAL");
            assertThat(family.path("leading_job").path("job_status").asString()).isEqualTo("Complete");
            assertThat(family.path("leading_job").path("current_priority").asString()).isEqualTo("STANDARD");
            assertThat(family.path("leading_job").path("language").asString()).isEqualTo("en");
            assertThat(family.path("leading_job").path("media_length").asString()).matches("0:00:\\d\\d\\.\\d{6}");
            assertThat(family.path("related_jobs")).hasSize(1);
            assertThat(family.path("related_jobs").get(0).path("job_id").asString()).isEqualTo(premium);
            assertThat(family.path("related_jobs").get(0).path("current_fidelity").asString()).isEqualTo("STANDARD");
            assertThat(api.get("/api/job/list_related", "api_token", later.token(), "job_id", mechanical).ok()).isEqualTo(family);

            // A month later, again, to PROFESSIONAL (billed in a later block): the review only, by someone
            // other than the edit's transcriber. (Moved on, the clock leaves callbacks and tokens behind.)
            clock.advance(Duration.ofDays(40));
            later = new Customer(customer.username(), login(customer.username(), CUSTOMER_PASSWORD));
            transcriber = new Worker(transcriber.username(), login(transcriber.username(), MEMBER_PASSWORD), api);
            ApiResponse again = api.get("/api/job/uplevel", "api_token", later.token(), "job_id", premium,
                    "priority", "HIGH", "speaker_id", "no");
            assertThat(again.status()).as(again.body()).isEqualTo(201);
            String professional = again.json().path("upleveled_job_id").asString();
            assertThat(again.json().path("upleveled_workflow").asString()).isEqualTo("PREMIUM to PROFESSIONAL: Review pass (PROFESSIONAL)");
            assertThat(info(later, professional).path("Priority").asString()).isEqualTo("HIGH");
            assertThat(transcriber.queueOf(professional)).as("the edit's transcriber does not review it").isEmpty();
            Worker reviewer = newWorker(Role.REVIEWER);
            String review = reviewer.itemOf(professional);
            reviewer.post("/work/api/items/" + review + "/claim").ok();
            assertThat(reviewer.get("/work/api/items/" + review).ok().path("pass").path("startsFrom").asString()).isEqualTo("PREMIUM");
            assertThat(reviewer.post("/work/api/items/" + review + "/submit").ok().path("jobStatus").asString()).isEqualTo("Complete");
            assertThat(versionNames(later, professional)).containsExactly("PREMIUM", "PROFESSIONAL", "FINAL");

            JsonNode whole = api.get("/api/job/list_related", "api_token", later.token(), "job_id", professional).ok();
            assertThat(whole.path("leading_job").path("job_id").asString()).isEqualTo(mechanical);
            assertThat(whole.path("related_jobs").findValuesAsString("job_id")).containsExactly(premium, professional);
            assertThat(whole.path("related_jobs").findValuesAsString("current_fidelity")).containsExactly("STANDARD", "HIGH");

            assertThat(api.get("/api/job/uplevel", "api_token", later.token(), "job_id", professional).error("INVALID_QUERY"))
                    .contains("already PROFESSIONAL");
            assertThat(api.get("/api/job/uplevel", "api_token", later.token(), "job_id", mechanical).error("INVALID_QUERY"))
                    .contains("already upleveled", premium);

            // Billing: the media's one minute, billed MECHANICAL, then PREMIUM with the MECHANICAL minute
            // taken back, in the first month; a month later PROFESSIONAL with the PREMIUM minute taken
            // back, which adds nothing to that block's total.
            LocalDate first = LocalDate.ofInstant(Instant.parse(before.path("CompletedDate").asString() + "Z"), ZoneOffset.UTC);
            JsonNode whole2 = statistics(later, first.minusDays(1), first.plusDays(100), null);
            assertThat(minutes(whole2.path("data").get(0))).containsExactly(1L, 0L, 0L, 1L, 1L);
            JsonNode months = statistics(later, first.minusDays(1), first.plusDays(100), "month").path("data");
            long total = 0;
            long mechanicalMinutes = 0;
            for (JsonNode block : months) {
                List<Long> m = minutes(block);
                // total = mechanical + premium + professional = English, in every block
                assertThat(m.get(1) + m.get(2) + m.get(3)).isEqualTo(m.getFirst());
                assertThat(m.get(4)).isEqualTo(m.getFirst());
                total += m.getFirst();
                mechanicalMinutes += m.get(1);
            }
            assertThat(total).isEqualTo(1);
            assertThat(mechanicalMinutes).isZero();
            assertThat(months).anySatisfy(b -> assertThat(minutes(b)).containsExactly(1L, 0L, 1L, 0L, 1L));
            assertThat(months).anySatisfy(b -> assertThat(minutes(b)).containsExactly(0L, 0L, -1L, 1L, 0L));
        }
    }

    @Test
    void whatCannotBeUpleveledIsRefusedAHeldOneWaitsForAuthorizationAndItOutlivesTheJobItCameFrom() throws Exception {
        Customer customer = newCustomer();
        String fresh = api.get("/api/job/new", "v", "1", "api_token", customer.token()).ok().path("JobId").asString();
        assertThat(api.get("/api/job/uplevel", "api_token", customer.token(), "job_id", fresh).error("INVALID_QUERY"))
                .contains("Authorizing", "only a Complete job");
        api.get("/api/job/uplevel", "api_token", customer.token()).error("MISSING_PARAMETER");
        api.get("/api/job/uplevel", "api_token", customer.token(), "job_id", "not-an-id").error("INVALID_QUERY");

        String mechanical = transcribedJob(customer, "MECHANICAL", "Complete");
        Customer stranger = newCustomer();
        api.get("/api/job/uplevel", "api_token", stranger.token(), "job_id", mechanical).error("ITEM_NOT_FOUND");
        api.get("/api/job/list_related", "api_token", stranger.token(), "job_id", mechanical).error("ITEM_NOT_FOUND");
        Worker worker = newWorker(Role.TRANSCRIBER);
        api.get("/api/job/uplevel", "api_token", worker.token(), "job_id", mechanical).error("ITEM_NOT_FOUND");
        assertThat(uplevel(customer, mechanical, "transcription_fidelity", "MECHANICAL").error("INVALID_QUERY"))
                .contains("not above", "PREMIUM or PROFESSIONAL");
        uplevel(customer, mechanical, "transcription_fidelity", "EXTERNAL").error("INVALID_QUERY");
        assertThat(uplevel(customer, mechanical, "caption_import_as_fp", "t").error("INVALID_OPTION")).contains("not imported");
        assertThat(uplevel(customer, mechanical, "priority", "URGENT").error("INVALID_QUERY")).contains("HIGH");
        uplevel(customer, mechanical, "speaker_id", "perhaps").error("INVALID_QUERY");
        uplevel(customer, mechanical, "timing", "perhaps").error("INVALID_QUERY");
        uplevel(customer, mechanical, "requestor", "x".repeat(1025)).error("INVALID_QUERY");
        JsonNode alone = api.get("/api/job/list_related", "api_token", customer.token(), "job_id", mechanical).ok();
        assertThat(alone.path("related_jobs")).isEmpty();
        assertThat(alone.path("leading_job").path("job_id").asString()).isEqualTo(mechanical);
        assertThat(versionNames(customer, mechanical)).containsExactly("MECHANICAL", "FINAL");

        // Straight to PROFESSIONAL, with speaker names, at a priority of its own; POST works as GET. The
        // account now wants to authorize work before it starts: the new job waits for that.
        assertThat(api.get("/api/account/update_setting", "v", "1", "api_token", customer.token(),
                "setting", "require_customer_authorization_before_starting_workflow", "value", "true").status()).isEqualTo(204);
        ApiResponse ordered = api.postForm("/api/job/uplevel", "application/x-www-form-urlencoded", "api_token", customer.token(),
                "job_id", mechanical, "transcription_fidelity", "PROFESSIONAL", "speaker_id", "yes", "priority", "CRITICAL",
                "timing", "no", "requestor", "Ada", "reference", "order-7");
        assertThat(ordered.status()).as(ordered.body()).isEqualTo(201);
        String upleveled = ordered.json().path("upleveled_job_id").asString();
        assertThat(ordered.json().path("upleveled_workflow").asString()).isEqualTo("MECHANICAL to PROFESSIONAL: "
                + "Edit pass (INTERIM_PROFESSIONAL), Review pass (PROFESSIONAL), Speaker identification pass (SPEAKER_ID)");
        JsonNode info = info(customer, upleveled);
        assertThat(info.path("JobStatus").asString()).isEqualTo("Authorizing");
        assertThat(info.path("Tasks").findValuesAsString("TaskInfo")).anySatisfy(t -> assertThat(t)
                .endsWith("waiting for the customer's authorization"));
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        assertThat(transcriber.queueOf(upleveled)).isEmpty();
        assertThat(api.get("/api/job/authorize", "api_token", customer.token(), "job_id", upleveled).status()).isEqualTo(204);
        info = info(customer, upleveled);
        assertThat(info.path("JobStatus").asString()).isEqualTo("Reviewing");
        assertThat(info.path("Tasks").findValuesAsString("TaskInfo"))
                .contains("Edit pass (INTERIM_PROFESSIONAL): waiting for a transcriber")
                .noneSatisfy(t -> assertThat(t).contains("waiting for the customer's authorization"));
        assertThat(info.path("Fidelity").asString()).isEqualTo("HIGH");
        assertThat(info.path("Priority").asString()).isEqualTo("CRITICAL");
        assertThat(info.path("Options").path("speaker_id").path("setting").asString()).isEqualTo("true");
        assertThat(Duration.between(Instant.parse(info.path("CreationDate").asString() + "Z"),
                Instant.parse(info.path("DueDate").asString() + "Z"))).isEqualTo(Duration.ofHours(12));

        // The new job has its own copy of the media: deleting the job it came from takes nothing from it.
        api.get("/api/job/delete", "api_token", customer.token(), "job_id", mechanical).ok();
        String edit = transcriber.itemOf(upleveled);
        transcriber.post("/work/api/items/" + edit + "/claim").ok();
        JsonNode loaded = transcriber.get("/work/api/items/" + edit).ok();
        assertThat(loaded.path("item").path("iwpName").asString()).isEqualTo("INTERIM_PROFESSIONAL");
        assertThat(words(loaded)).isNotEmpty();
        ApiResponse media = api.send(HttpRequest.newBuilder(URI.create(loaded.path("media").path("url").asString())).GET());
        assertThat(media.status()).isEqualTo(200);
        assertThat(media.bytes()).hasSizeGreaterThan(1000);
        JsonNode orphan = api.get("/api/job/list_related", "api_token", customer.token(), "job_id", upleveled).ok();
        assertThat(orphan.path("leading_job").path("job_id").asString()).as("the deleted job leaves the family").isEqualTo(upleveled);
        assertThat(orphan.path("related_jobs")).isEmpty();
    }

    private ApiResponse uplevel(Customer customer, String job, String... extra) {
        return onJob("/api/job/uplevel", customer, job, extra);
    }

    private List<String> versionNames(Customer customer, String job) {
        return api.get("/api/job/list_elementlists", "v", "1", "api_token", customer.token(), "job_id", job).ok()
                .findValuesAsString("iwp_name");
    }

    /** The customer's jobs in job/list, as "id:Fidelity". */
    private List<String> listed(Customer customer) {
        JsonNode jobs = api.get("/api/job/list", "v", "1", "api_token", customer.token()).ok().path("ActiveJobs");
        return StreamSupport.stream(jobs.spliterator(), false)
                .map(j -> j.path("JobId").asString() + ":" + j.path("Fidelity").asString()).toList();
    }

    private JsonNode statistics(Customer customer, LocalDate from, LocalDate to, String groupBy) {
        return groupBy == null
                ? api.get("/api/job/aggregate_statistics", "v", "1", "api_token", customer.token(),
                "start_date", from.toString(), "end_date", to.toString()).ok()
                : api.get("/api/job/aggregate_statistics", "v", "1", "api_token", customer.token(),
                "start_date", from.toString(), "end_date", to.toString(), "group_by", groupBy).ok();
    }

    /** A block's total, mechanical, premium, professional and English minutes. */
    private static List<Long> minutes(JsonNode block) {
        return List.of("total", "mechanical", "premium", "professional", "english_transcription").stream()
                .map(m -> block.path("billable_minutes_" + m).asLong()).toList();
    }

    private static void awaitCallbacks(CallbackReceiver receiver, int count) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        while (receiver.received.size() < count && Instant.now().isBefore(deadline)) {
            Thread.sleep(100);
        }
        assertThat(receiver.received).hasSize(count);
    }
}
