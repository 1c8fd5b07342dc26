package dev.parlance.web.work;

import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The work queue over real HTTP with bearer tokens: a PREMIUM job's edit pass waits in the
 * transcribers' queue after the machine pass, a claim is exclusive, a lapsed claim returns to the
 * queue, release, the operator's overview and reassignment, and who sees what.
 */
class WorkQueueApiTest extends WorkApiTestSupport {

    @Test
    void aPremiumJobsEditPassWaitsForATranscriberAfterTheMachinePass() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);

        JsonNode entry = transcriber.queueOf(job).getFirst();
        assertThat(entry.path("pass").asString()).isEqualTo("EDIT");
        assertThat(entry.path("iwpName").asString()).isEqualTo("PREMIUM");
        assertThat(entry.path("state").asString()).isEqualTo("OPEN");
        assertThat(entry.path("heldByMe").asBoolean()).isFalse();
        assertThat(entry.path("job").path("name").asString()).isEqualTo("Work test PREMIUM");
        assertThat(entry.path("job").path("fidelity").asString()).isEqualTo("PREMIUM");
        // One edit pass of a PREMIUM job: due when the job is.
        assertThat(entry.path("dueAt").asString()).isEqualTo(reformat(info(customer, job).path("DueDate").asString()));
        assertThat(entry.path("overdue").asBoolean()).isFalse();

        JsonNode tasks = info(customer, job).path("Tasks");
        assertThat(tasks.findValuesAsString("TaskInfo")).contains("Edit pass (PREMIUM): waiting for a transcriber");
        assertThat(newWorker(Role.REVIEWER).queueOf(job)).as("not a reviewer's pass").isEmpty();
        assertThat(newWorker(Role.TRANSLATOR).queueOf(job)).isEmpty();

        JsonNode claimed = transcriber.post("/work/api/items/" + entry.path("id").asString() + "/claim").ok();
        assertThat(claimed.path("state").asString()).isEqualTo("CLAIMED");
        assertThat(claimed.path("heldByMe").asBoolean()).isTrue();
        assertThat(Instant.parse(claimed.path("leaseUntil").asString())).isAfter(Instant.now().plus(Duration.ofMinutes(9)));
        assertThat(info(customer, job).path("Tasks").findValuesAsString("TaskInfo")).contains("Edit pass (PREMIUM): in progress");
        assertThat(newWorker(Role.TRANSCRIBER).queueOf(job)).as("held: gone from the others' queues").isEmpty();
        assertThat(transcriber.queueOf(job).getFirst().path("heldByMe").asBoolean()).isTrue();
    }

    @Test
    void ofTwoTranscribersClaimingAtOnceOneGetsTheItemAndTheOtherAConflict() throws Exception {
        String job = reviewingJob(newCustomer(), "PREMIUM");
        Worker first = newWorker(Role.TRANSCRIBER);
        Worker second = newWorker(Role.TRANSCRIBER);
        String item = first.itemOf(job);

        CyclicBarrier start = new CyclicBarrier(2);
        List<CompletableFuture<ApiResponse>> claims = List.of(first, second).stream()
                .map(w -> CompletableFuture.supplyAsync(() -> {
                    await(start);
                    return w.post("/work/api/items/" + item + "/claim");
                })).toList();
        List<Integer> statuses = claims.stream().map(CompletableFuture::join).map(ApiResponse::status).sorted().toList();
        assertThat(statuses).containsExactly(200, 409);
        ApiResponse lost = claims.stream().map(CompletableFuture::join).filter(r -> r.status() == 409).findFirst().orElseThrow();
        assertThat(refused(lost, 409, "conflict")).contains("claimed by someone else");

        // The winner claiming again just renews; the loser still cannot.
        Worker winner = claims.get(0).join().status() == 200 ? first : second;
        Worker loser = winner == first ? second : first;
        assertThat(winner.post("/work/api/items/" + item + "/claim").status()).isEqualTo(200);
        refused(loser.post("/work/api/items/" + item + "/claim"), 409, "conflict");
        refused(loser.post("/work/api/items/" + item + "/heartbeat"), 403, "not_held");
        refused(loser.post("/work/api/items/" + item + "/release"), 403, "not_held");
    }

    @Test
    void anAbandonedClaimReturnsToTheQueueAfterItsLeaseAndAHeartbeatKeepsItAlive() throws Exception {
        String job = reviewingJob(newCustomer(), "PREMIUM");
        Worker leaving = newWorker(Role.TRANSCRIBER);
        Worker next = newWorker(Role.TRANSCRIBER);
        String item = leaving.itemOf(job);
        leaving.post("/work/api/items/" + item + "/claim").ok();

        clock.advance(Duration.ofMinutes(8));
        JsonNode beat = leaving.post("/work/api/items/" + item + "/heartbeat").ok();
        assertThat(Instant.parse(beat.path("leaseUntil").asString())).isAfter(clock.instant().plus(Duration.ofMinutes(9)));
        clock.advance(Duration.ofMinutes(8));
        assertThat(next.queueOf(job)).as("the heartbeat kept the claim").isEmpty();
        refused(next.post("/work/api/items/" + item + "/claim"), 409, "conflict");

        clock.advance(Duration.ofMinutes(3)); // 11 minutes after the heartbeat: the holder has gone away
        assertThat(next.queueOf(job)).singleElement().satisfies(e -> assertThat(e.path("state").asString()).isEqualTo("OPEN"));
        JsonNode overview = operatorEntry(job);
        assertThat(overview.path("state").asString()).isEqualTo("CLAIMED");
        assertThat(overview.path("holder").asString()).isEqualTo(leaving.username());
        assertThat(overview.path("leaseExpired").asBoolean()).isTrue();

        assertThat(next.post("/work/api/items/" + item + "/claim").ok().path("heldByMe").asBoolean()).isTrue();
        refused(leaving.post("/work/api/items/" + item + "/heartbeat"), 403, "not_held");
        assertThat(leaving.queueOf(job)).isEmpty();
    }

    @Test
    void aReleasedItemIsBackInTheQueue() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + item + "/claim").ok();

        JsonNode released = transcriber.post("/work/api/items/" + item + "/release").ok();
        assertThat(released.path("state").asString()).isEqualTo("OPEN");
        assertThat(released.path("heldByMe").asBoolean()).isFalse();
        assertThat(newWorker(Role.TRANSCRIBER).itemOf(job)).isEqualTo(item);
        assertThat(info(customer, job).path("Tasks").findValuesAsString("TaskInfo"))
                .contains("Edit pass (PREMIUM): waiting for a transcriber");
        refused(transcriber.post("/work/api/items/" + item + "/release"), 403, "not_held");
    }

    @Test
    void theOperatorSeesWhoHoldsWhatAndReassigns() throws Exception {
        String job = reviewingJob(newCustomer(), "PREMIUM");
        Worker first = newWorker(Role.TRANSCRIBER);
        Worker second = newWorker(Role.TRANSCRIBER);
        Worker reviewer = newWorker(Role.REVIEWER);
        String item = first.itemOf(job);
        first.post("/work/api/items/" + item + "/claim").ok();
        assertThat(operatorEntry(job).path("holder").asString()).isEqualTo(first.username());

        refused(operator().post("/work/api/admin/items/" + item + "/reassign", "{\"to\": \"" + reviewer.username() + "\"}"),
                400, "invalid_request");
        refused(operator().post("/work/api/admin/items/" + item + "/reassign", "{\"to\": \"nobody-like-this\"}"),
                400, "invalid_request");
        refused(operator().post("/work/api/admin/items/" + item + "/reassign", "not json"), 400, "invalid_request");
        JsonNode moved = operator().post("/work/api/admin/items/" + item + "/reassign",
                "{\"to\": \"" + second.username() + "\"}").ok();
        assertThat(moved.path("holder").asString()).isEqualTo(second.username());
        assertThat(second.queueOf(job).getFirst().path("heldByMe").asBoolean()).isTrue();
        refused(first.post("/work/api/items/" + item + "/heartbeat"), 403, "not_held");

        JsonNode back = operator().post("/work/api/admin/items/" + item + "/reassign", "{\"to\": null}").ok();
        assertThat(back.path("state").asString()).isEqualTo("OPEN");
        assertThat(back.path("holder").isNull()).isTrue();

        refused(first.get("/work/api/admin/queue"), 403, "forbidden");
        refused(first.post("/work/api/admin/items/" + item + "/reassign", "{\"to\": null}"), 403, "forbidden");
    }

    @Test
    void itemsThatAreNotThereOrNotOneselfsAreRefusedAsMissing() throws Exception {
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        refused(transcriber.post("/work/api/items/0123456789abcdef0123456789abcdef/claim"), 404, "not_found");
        refused(transcriber.post("/work/api/items/not-an-id/claim"), 404, "not_found");
        String job = reviewingJob(newCustomer(), "PREMIUM");
        String item = transcriber.itemOf(job);
        refused(newWorker(Role.REVIEWER).post("/work/api/items/" + item + "/claim"), 404, "not_found");
        // A customer is no workforce member: the work API refuses them altogether.
        Customer customer = newCustomer();
        ApiResponse asCustomer = new Worker(customer.username(), customer.token(), api).get("/work/api/items");
        refused(asCustomer, 403, "forbidden");
        assertThat(api.get("/work/api/items").status()).isEqualTo(401);
    }

    @Test
    void aDeletedJobsWorkLeavesTheQueue() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        api.get("/api/job/delete", "v", "1", "api_token", customer.token(), "job_id", job).ok();
        assertThat(transcriber.queueOf(job)).isEmpty();
        refused(transcriber.post("/work/api/items/" + item + "/claim"), 404, "not_found");
    }

    private JsonNode operatorEntry(String job) {
        JsonNode items = operator().get("/work/api/admin/queue?limit=500").ok().path("items");
        return StreamSupport.stream(items.spliterator(), false)
                .filter(i -> i.path("job").path("id").asString().equals(job)).findFirst().orElseThrow();
    }

    /** Job Info's DueDate (UTC, no zone, microseconds) as the work API writes instants. */
    private static String reformat(String apiTime) {
        return java.time.LocalDateTime.parse(apiTime).toInstant(java.time.ZoneOffset.UTC).toString();
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
