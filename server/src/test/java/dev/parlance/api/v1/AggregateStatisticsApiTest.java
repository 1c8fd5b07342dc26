package dev.parlance.api.v1;

import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * aggregate_statistics over HTTP. Jobs are made with job/new, given the fields the pipeline would
 * set (fidelity, media length, return time...) as fixtures, and billed through BillingService as
 * the pipeline does on completion.
 */
class AggregateStatisticsApiTest extends JobApiTestSupport {
    static final List<String> ALL_METRICS = List.of("billable_minutes_total", "billable_minutes_mechanical",
            "billable_minutes_premium", "billable_minutes_professional", "billable_minutes_foreign_transcription",
            "billable_minutes_translation", "billable_minutes_english_transcription");

    TestAccount account;

    @BeforeEach
    void account() {
        account = newAccount();
    }

    @Test
    void withNothingBilledOneBlockOfZerosAndNullTopLevelDates() {
        JsonNode body = stats(account).ok();
        assertThat(body.path("start_date").isNull()).isTrue();
        assertThat(body.path("end_date").isNull()).isTrue();
        assertThat(body.path("data")).hasSize(1);
        JsonNode block = body.path("data").get(0);
        assertThat(names(block)).containsExactlyElementsOf(withDates(ALL_METRICS));
        ALL_METRICS.forEach(m -> {
            assertThat(block.path(m).isIntegralNumber()).as(m).isTrue();
            assertThat(block.path(m).asLong()).as(m).isZero();
        });
        // nothing billed: the range is empty, at the end (now)
        assertThat(block.path("start_date").asString()).isEqualTo(block.path("end_date").asString());
        assertRecent(block.path("end_date").asString());
    }

    @Test
    void theSumsByFidelityAndByLanguageClassBothMakeTheTotal() {
        billed(account, "en", null, "MECHANICAL", 61, "2015-06-26T10:00:00Z");          // 2 English
        billed(account, "es", null, "PREMIUM", 600, "2015-06-27T10:00:00Z");           // 10 foreign
        billed(account, "en", "es", "PROFESSIONAL", 90, "2015-07-01T00:00:00Z");       // 2 English + 2 translation
        billed(account, "fr", "en,de", "PREMIUM", 30, "2015-07-03T10:00:00Z");         // 1 foreign + 2 translation
        billed(account, "en-us", null, "EXTERNAL", 120, "2015-07-20T10:00:00Z");       // 2 English, mechanical
        JsonNode body = stats(account, "start_date", "2015-06-01", "end_date", "2015-08-01").ok();
        JsonNode block = single(body);
        assertThat(block.path("billable_minutes_total").asLong()).isEqualTo(21);
        assertThat(block.path("billable_minutes_mechanical").asLong()).isEqualTo(4);
        assertThat(block.path("billable_minutes_premium").asLong()).isEqualTo(13);
        assertThat(block.path("billable_minutes_professional").asLong()).isEqualTo(4);
        assertThat(block.path("billable_minutes_english_transcription").asLong()).isEqualTo(6);
        assertThat(block.path("billable_minutes_foreign_transcription").asLong()).isEqualTo(11);
        assertThat(block.path("billable_minutes_translation").asLong()).isEqualTo(4);

        for (String grouping : List.of("week", "month")) {
            JsonNode grouped = stats(account, "start_date", "2015-06-01", "end_date", "2015-08-01",
                    "group_by", grouping).ok().path("data");
            long total = 0;
            for (JsonNode b : grouped) {
                long t = b.path("billable_minutes_total").asLong();
                assertThat(b.path("billable_minutes_mechanical").asLong() + b.path("billable_minutes_premium").asLong()
                        + b.path("billable_minutes_professional").asLong()).as(grouping).isEqualTo(t);
                assertThat(b.path("billable_minutes_foreign_transcription").asLong()
                        + b.path("billable_minutes_english_transcription").asLong()
                        + b.path("billable_minutes_translation").asLong()).as(grouping).isEqualTo(t);
                total += t;
            }
            assertThat(total).as(grouping).isEqualTo(21);
        }
    }

    @Test
    void monthGroupingOverTheSpecRangeGivesTwoBlocks() {
        billed(account, "en", null, "PREMIUM", 60, "2015-06-24T23:59:59Z");   // before the range
        billed(account, "en", null, "PREMIUM", 120, "2015-06-25T00:00:00Z");  // first instant: in
        billed(account, "en", null, "PREMIUM", 180, "2015-06-30T23:59:59Z");
        billed(account, "en", null, "PREMIUM", 240, "2015-07-01T00:00:00Z");  // first of the second block
        billed(account, "en", null, "PREMIUM", 300, "2015-07-25T00:00:00Z");  // last instant: in
        billed(account, "en", null, "PREMIUM", 360, "2015-07-25T00:00:01Z");  // after the range
        JsonNode data = stats(account, "group_by", "month", "start_date", "2015-06-25", "end_date", "2015-07-25")
                .ok().path("data");
        assertThat(data).hasSize(2);
        assertBlock(data.get(0), "2015-06-25T00:00:00.000000", "2015-06-30T23:59:59.999999", 5);
        assertBlock(data.get(1), "2015-07-01T00:00:00.000000", "2015-07-25T00:00:00.000000", 9);
        // the grouping name in any case
        assertThat(stats(account, "group_by", "MONTH", "start_date", "2015-06-25", "end_date", "2015-07-25")
                .ok().path("data")).hasSize(2);
    }

    @Test
    void weekGroupingFromAWednesdayBreaksOnSundays() {
        billed(account, "en", null, "MECHANICAL", 60, "2015-06-27T23:59:59Z");   // Saturday: first block
        billed(account, "en", null, "MECHANICAL", 120, "2015-06-28T00:00:00Z");  // Sunday: second block
        billed(account, "en", null, "MECHANICAL", 180, "2015-07-09T12:00:00Z");  // third block
        // 2015-06-24 is a Wednesday
        JsonNode data = stats(account, "group_by", "week", "start_date", "2015-06-24T10:00", "end_date",
                "2015-07-10T12:00:00").ok().path("data");
        assertThat(data).hasSize(3);
        assertBlock(data.get(0), "2015-06-24T10:00:00.000000", "2015-06-27T23:59:59.999999", 1);
        assertBlock(data.get(1), "2015-06-28T00:00:00.000000", "2015-07-04T23:59:59.999999", 2);
        assertBlock(data.get(2), "2015-07-05T00:00:00.000000", "2015-07-10T12:00:00.000000", 3);
    }

    @Test
    void withoutStartTheFirstReturnedJobStartsAndNowEnds() {
        billed(account, "en", null, "PREMIUM", 60, "2015-04-01T08:00:00Z");
        billed(account, "en", null, "PREMIUM", 60, "2015-03-01T10:30:00.250Z");
        JsonNode body = stats(account).ok();
        assertThat(body.path("start_date").isNull()).isTrue();
        assertThat(body.path("end_date").isNull()).isTrue();
        JsonNode block = single(body);
        assertThat(block.path("start_date").asString()).isEqualTo("2015-03-01T10:30:00.250000");
        assertRecent(block.path("end_date").asString());
        assertThat(block.path("billable_minutes_total").asLong()).isEqualTo(2);

        // with an end only: from the first returned job up to that end
        JsonNode ended = stats(account, "end_date", "2015-03-15").ok();
        assertThat(ended.path("start_date").isNull()).isTrue();
        assertThat(ended.path("end_date").asString()).isEqualTo("2015-03-15T00:00:00.000000");
        assertBlock(single(ended), "2015-03-01T10:30:00.250000", "2015-03-15T00:00:00.000000", 1);
        // an end before anything was billed: one empty block at that end
        assertBlock(single(stats(account, "end_date", "2015-01-01").ok()), "2015-01-01T00:00:00.000000",
                "2015-01-01T00:00:00.000000", 0);
    }

    @Test
    void suppliedDatesAreEchoedAsApiTimestamps() {
        JsonNode body = stats(account, "start_date", "2015-06-25", "end_date", "2015-07-25T00:00:00.0000000-07:00").ok();
        assertThat(body.path("start_date").asString()).isEqualTo("2015-06-25T00:00:00.000000");
        assertThat(body.path("end_date").asString()).isEqualTo("2015-07-25T07:00:00.000000");
        assertBlock(single(body), "2015-06-25T00:00:00.000000", "2015-07-25T07:00:00.000000", 0);
        JsonNode startOnly = stats(account, "start_date", "2015-06-25T12:30").ok();
        assertThat(startOnly.path("start_date").asString()).isEqualTo("2015-06-25T12:30:00.000000");
        assertThat(startOnly.path("end_date").isNull()).isTrue();
        assertRecent(single(startOnly).path("end_date").asString());
    }

    @Test
    void metricsSelectTheBlockFieldsInEveryListForm() {
        billed(account, "es", "en", "PROFESSIONAL", 100, "2015-06-26T10:00:00Z");
        List<String> wanted = List.of("billable_minutes_translation", "billable_minutes_professional");
        List<ApiResponse> forms = List.of(
                stats(account, "metrics", "[\"billable_minutes_translation\", \"billable_minutes_professional\"]",
                        "start_date", "2015-06-01"),
                stats(account, "metrics", "billable_minutes_translation,billable_minutes_professional",
                        "start_date", "2015-06-01"),
                stats(account, "metrics", "billable_minutes_translation", "metrics", "billable_minutes_professional",
                        "start_date", "2015-06-01"),
                api.postJson("/api/job/aggregate_statistics", "v=1&api_token=" + account.token(),
                        "{\"metrics\": [\"billable_minutes_translation\", \"billable_minutes_professional\"],"
                                + " \"start_date\": \"2015-06-01\"}"));
        for (ApiResponse form : forms) {
            JsonNode block = single(form.ok());
            assertThat(names(block)).containsExactlyElementsOf(withDates(wanted));
            assertThat(block.path("billable_minutes_translation").asLong()).isEqualTo(2);
            assertThat(block.path("billable_minutes_professional").asLong()).isEqualTo(4);
        }
        assertThat(names(single(stats(account, "metrics", "[]").ok()))).containsExactlyElementsOf(withDates(ALL_METRICS));
    }

    @Test
    void invalidParametersAreNamed() {
        assertThat(stats(account, "metrics", "[\"billable_minutes_total\", \"billable_hours\"]").error("INVALID_QUERY"))
                .contains("billable_hours");
        assertThat(stats(account, "group_by", "day").error("INVALID_QUERY")).contains("group_by").contains("day");
        assertThat(stats(account, "start_date", "yesterday").error("INVALID_QUERY")).contains("start_date");
        assertThat(stats(account, "end_date", "2015-13-45").error("INVALID_QUERY")).contains("end_date");
        assertThat(stats(account, "start_date", "2015-07-25", "end_date", "2015-06-25").error("INVALID_QUERY"))
                .contains("start_date");
        assertThat(stats(account, "start_date", "2999-01-01").error("INVALID_QUERY")).contains("start_date");
        api.get("/api/job/aggregate_statistics", "api_token", account.token()).error("MISSING_PARAMETER");
        api.get("/api/job/aggregate_statistics", "v", "2", "api_token", account.token()).error("INVALID_QUERY");
        api.get("/api/job/aggregate_statistics", "v", "1").error("MISSING_PARAMETER");
        api.get("/api/job/aggregate_statistics", "v", "1", "api_token", "3".repeat(32)).error("BAD_API_TOKEN");
    }

    @Test
    void accountIdSelectsADescendantOrEveryoneBelow() {
        TestAccount child = newAccount(account);
        TestAccount grandchild = newAccount(child);
        TestAccount other = newAccount(account);
        billed(account, "en", null, "PREMIUM", 60, "2015-06-26T10:00:00Z");
        billed(child, "en", null, "PREMIUM", 120, "2015-06-26T10:00:00Z");
        billed(grandchild, "en", null, "PREMIUM", 180, "2015-06-26T10:00:00Z");
        billed(other, "en", null, "PREMIUM", 240, "2015-06-26T10:00:00Z");
        assertThat(total(account)).isEqualTo(1);
        assertThat(total(account, "account_id", child.username())).isEqualTo(2);
        assertThat(total(account, "account_id", grandchild.username().toUpperCase())).isEqualTo(3);
        assertThat(total(account, "account_id", "*")).isEqualTo(10);
        assertThat(total(child, "account_id", "*")).isEqualTo(5);
        assertThat(total(grandchild, "account_id", "*")).as("no sub-accounts: * is the caller").isEqualTo(3);
        assertThat(total(child)).isEqualTo(2);

        stats(account, "account_id", "nobody-" + account.username()).error("ACCOUNT_DOES_NOT_EXIST");
        stats(child, "account_id", other.username()).error("NOT_PARENT_ACCOUNT");
        stats(child, "account_id", account.username()).error("NOT_PARENT_ACCOUNT");
        stats(grandchild, "account_id", child.username()).error("NO_CHILDREN_FOUND");
    }

    @Test
    void deletedJobsStayBilled() {
        String jobId = billed(account, "en", null, "PREMIUM", 60, "2015-06-26T10:00:00Z");
        api.get("/api/job/delete", "api_token", account.token(), "job_id", jobId).ok();
        assertThat(total(account)).isEqualTo(1);
    }

    /** Creates a job in the account, sets what the pipeline would, and bills it; returns the job id. */
    String billed(TestAccount owner, String language, String targetLanguage, String fidelity, double seconds,
                  String returnedAt) {
        String jobId = newJob(owner, "language", language);
        setJob(jobId, "target_language", targetLanguage);
        completeAndBill(jobId, fidelity, seconds, Instant.parse(returnedAt));
        return jobId;
    }

    ApiResponse stats(TestAccount caller, String... params) {
        return api.get("/api/job/aggregate_statistics", with(caller, params));
    }

    long total(TestAccount caller, String... params) {
        List<String> all = new ArrayList<>(List.of("start_date", "2015-01-01"));
        all.addAll(List.of(params));
        return single(stats(caller, all.toArray(String[]::new)).ok()).path("billable_minutes_total").asLong();
    }

    static JsonNode single(JsonNode body) {
        assertThat(body.path("data")).hasSize(1);
        return body.path("data").get(0);
    }

    static void assertBlock(JsonNode block, String start, String end, long total) {
        assertThat(block.path("start_date").asString()).isEqualTo(start);
        assertThat(block.path("end_date").asString()).isEqualTo(end);
        assertThat(block.path("billable_minutes_total").asLong()).as("total from %s", start).isEqualTo(total);
    }

    static List<String> names(JsonNode block) {
        return new ArrayList<>(block.propertyNames());
    }

    static List<String> withDates(List<String> metrics) {
        List<String> all = new ArrayList<>(metrics);
        all.add("start_date");
        all.add("end_date");
        return all;
    }

    static void assertRecent(String apiTime) {
        Instant t = LocalDateTime.parse(apiTime).toInstant(ZoneOffset.UTC);
        assertThat(Duration.between(t, Instant.now()).abs()).isLessThan(Duration.ofMinutes(2));
    }
}
