package dev.parlance.api.v1;

import dev.parlance.common.Ids;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import java.nio.charset.StandardCharsets;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** job/list's optional paging ({@code page_size}, {@code cursor} → {@code NextCursor}) and the streamed whole list. */
class JobListPagingApiTest extends JobApiTestSupport {
    private static final Instant T0 = Instant.parse("2024-03-01T10:00:00.123456Z");

    @Test
    void pagesWalkTheListNewestFirstAndTheLastPageHasAnEmptyCursor() {
        TestAccount a = newAccount();
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            made.add(newJob(a, "job_name", "job " + i));
        }
        // Three jobs share one creation time: the cursor must still tell them apart.
        for (int i = 0; i < 7; i++) {
            setJob(made.get(i), "created_at", i >= 2 && i <= 4 ? T0.plusSeconds(2) : T0.plusSeconds(i));
        }
        List<String> whole = listIds(a);

        JsonNode first = list(a, "page_size", "3").ok();
        assertThat(keys(first)).containsExactly("Username", "ActiveJobs", "NextCursor");
        assertThat(first.path("Username").asString()).isEqualTo(a.username());
        assertThat(ids(first)).containsExactlyElementsOf(whole.subList(0, 3));
        assertThat(keys(first.path("ActiveJobs").get(0))).containsExactlyElementsOf(
                keys(list(a).ok().path("ActiveJobs").get(0)));

        JsonNode second = list(a, "page_size", "3", "cursor", cursor(first)).ok();
        assertThat(ids(second)).containsExactlyElementsOf(whole.subList(3, 6));
        JsonNode last = list(a, "page_size", "3", "cursor", cursor(second)).ok();
        assertThat(ids(last)).containsExactlyElementsOf(whole.subList(6, 7));
        assertThat(last.path("NextCursor").isString()).isTrue();
        assertThat(cursor(last)).isEmpty();
        assertThat(whole).containsExactlyInAnyOrderElementsOf(made);
    }

    @Test
    void aPageThatEndsExactlyAtTheLastJobSaysSo() {
        TestAccount a = newAccount();
        newJob(a);
        newJob(a);
        assertThat(cursor(list(a, "page_size", "2").ok())).isEmpty();
        JsonNode none = list(newAccount(), "page_size", "5").ok();
        assertThat(none.path("ActiveJobs").isArray()).isTrue();
        assertThat(none.path("ActiveJobs")).isEmpty();
        assertThat(cursor(none)).isEmpty();
    }

    @Test
    void pagesStayPutWhenJobsAreAddedOrDeletedMeanwhile() {
        TestAccount a = newAccount();
        String j1 = newJob(a);
        String j2 = newJob(a);
        String j3 = newJob(a);
        String j4 = newJob(a);
        String j5 = newJob(a);
        List.of(j1, j2, j3, j4, j5).forEach(j -> setJob(j, "created_at", T0.plusSeconds(List.of(j1, j2, j3, j4, j5).indexOf(j))));

        JsonNode first = list(a, "page_size", "2").ok();
        assertThat(ids(first)).containsExactly(j5, j4);
        String added = newJob(a); // newest of all: it belongs before the cursor, not on the next page
        api.get("/api/job/delete", "api_token", a.token(), "job_id", j2).ok();
        JsonNode second = list(a, "page_size", "2", "cursor", cursor(first)).ok();
        assertThat(ids(second)).containsExactly(j3, j1);
        assertThat(cursor(second)).isEmpty();
        assertThat(ids(list(a, "page_size", "2").ok())).containsExactly(added, j5);
    }

    @Test
    void pagesCombineWithFiltersAndSubAccounts() {
        TestAccount parent = newAccount();
        TestAccount child = newAccount(parent);
        List<String> complete = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            String job = newJob(i % 2 == 0 ? parent : child);
            setJob(job, "created_at", T0.plusSeconds(i));
            setJob(job, "status", "COMPLETE");
            complete.addFirst(job);
            setJob(newJob(i % 2 == 0 ? child : parent), "created_at", T0.plusSeconds(i));
        }
        List<String> seen = new ArrayList<>();
        String cursor = "";
        int pages = 0;
        do {
            JsonNode page = list(parent, "Username", "*", "JobStatus", "Complete", "page_size", "2", "cursor", cursor).ok();
            seen.addAll(ids(page));
            cursor = cursor(page);
            pages++;
        } while (!cursor.isEmpty());
        assertThat(pages).isEqualTo(3);
        assertThat(seen).containsExactlyElementsOf(complete);
        assertThat(ids(list(parent, "Username", child.username(), "page_size", "10").ok()))
                .containsExactlyElementsOf(listIds(parent, "Username", child.username())).hasSize(5);
    }

    @Test
    void aCursorAloneTakesPagesOfTheDefaultSize() {
        TestAccount a = newAccount();
        insertJobs(a, 150, i -> T0.plusSeconds(i));
        JsonNode first = list(a, "cursor", "", "page_size", "").ok();
        assertThat(first.has("NextCursor")).as("empty paging parameters count as absent").isFalse();
        JsonNode paged = list(a, "page_size", "100").ok();
        JsonNode next = list(a, "cursor", cursor(paged)).ok();
        assertThat(ids(next)).hasSize(50);
        assertThat(cursor(next)).isEmpty();
    }

    /**
     * Without paging parameters the answer is the whole list as before: only Username and
     * ActiveJobs, every job once, newest first, also across the chunks the server reads it in
     * (whose edges here fall inside runs of equal creation times).
     */
    @Test
    void withoutPagingEveryJobComesOnceNewestFirst() {
        TestAccount a = newAccount();
        List<String> expected = insertJobs(a, 1203, i -> T0.plusSeconds(i / 250));
        JsonNode body = list(a).ok();
        assertThat(keys(body)).containsExactly("Username", "ActiveJobs");
        assertThat(ids(body)).containsExactlyElementsOf(expected);
        assertThat(list(a).contentType()).startsWith("application/json");

        List<String> walked = new ArrayList<>();
        String cursor = "";
        do {
            JsonNode page = list(a, "page_size", "1000", "cursor", cursor).ok();
            walked.addAll(ids(page));
            cursor = cursor(page);
        } while (!cursor.isEmpty());
        assertThat(walked).containsExactlyElementsOf(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "1001", "abc", "2.5", "99999999999999999999"})
    void refusesAPageSizeOutsideOneToAThousand(String size) {
        TestAccount a = newAccount();
        assertThat(list(a, "page_size", size).error("INVALID_QUERY")).contains("page_size");
    }

    @ParameterizedTest
    @ValueSource(strings = {"not a cursor", "!!!", "MTIzOjQ1Ng", "MTIzOjQ1Njp4eXo", "OTk5OTk5OTk5OTk5OTk6MDoxMjM0NTY3ODkwYWJjZGVmMTIzNDU2Nzg5MGFiY2RlZg"})
    void refusesACursorItDidNotGive(String cursor) {
        TestAccount a = newAccount();
        newJob(a);
        assertThat(list(a, "page_size", "5", "cursor", cursor).error("INVALID_QUERY")).contains("cursor");
    }

    @Test
    void aValidCursorOfAnotherListOnlyPositionsTheCallersOwnList() {
        TestAccount a = newAccount();
        TestAccount b = newAccount();
        String jobOfA = newJob(a);
        setJob(jobOfA, "created_at", T0);
        newJob(a);
        String cursorOfA = cursor(list(a, "page_size", "1").ok());
        String jobOfB = newJob(b);
        setJob(jobOfB, "created_at", T0.minusSeconds(1));
        assertThat(ids(list(b, "page_size", "5", "cursor", cursorOfA).ok())).containsExactly(jobOfB);
        assertThat(new String(Base64.getUrlDecoder().decode(cursorOfA), StandardCharsets.US_ASCII)).doesNotContain(b.id());
    }

    /** Jobs written straight into the table (HTTP would make a test of a thousand jobs slow); returns their ids in list order. */
    private List<String> insertJobs(TestAccount owner, int count, java.util.function.IntFunction<Instant> createdAt) {
        List<String> ids = new ArrayList<>();
        List<Object[]> rows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String id = Ids.newId();
            ids.add(id);
            rows.add(new Object[] {id, owner.id(), "bulk " + i, Timestamp.from(createdAt.apply(i))});
        }
        for (Object[] row : rows) {
            jdbc.sql("insert into jobs (id, account_id, name, language, status, created_at) values (?, ?, ?, 'en', 'AUTHORIZING', ?)")
                    .params(row).update();
        }
        List<Object[]> ordered = new ArrayList<>(rows);
        ordered.sort((x, y) -> {
            int byTime = ((Timestamp) y[3]).compareTo((Timestamp) x[3]);
            return byTime != 0 ? byTime : ((String) y[0]).compareTo((String) x[0]);
        });
        return ordered.stream().map(r -> (String) r[0]).toList();
    }

    private static List<String> ids(JsonNode body) {
        List<String> ids = new ArrayList<>();
        body.path("ActiveJobs").forEach(j -> ids.add(j.path("JobId").asString()));
        return ids;
    }

    private static List<String> keys(JsonNode node) {
        List<String> keys = new ArrayList<>();
        node.propertyNames().forEach(keys::add);
        return keys;
    }

    private static String cursor(JsonNode page) {
        return page.path("NextCursor").asString();
    }
}
