package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import dev.parlance.account.PasswordHasher;
import dev.parlance.billing.BillingService;
import dev.parlance.common.Ids;
import dev.parlance.job.JobRepository;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Job API tests: accounts made directly in the repository (the account API is not under test
 * here), jobs made over HTTP, and fields no endpoint sets yet (dates, media length, status...)
 * written with plain SQL fixtures.
 */
abstract class JobApiTestSupport extends ApiTestSupport {
    static final String PASSWORD = "job-test-secret-1";
    private static final Set<String> FIXTURE_COLUMNS = Set.of("created_at", "started_at", "due_at", "completed_at",
            "returned_at", "authorized_at", "status", "fidelity", "priority", "turnaround_hours", "difficulty",
            "media_length_seconds", "target_language", "callback_url", "options_json", "name");
    private static String passwordHash;

    @Autowired
    AccountRepository accounts;
    @Autowired
    PasswordHasher hasher;
    @Autowired
    JdbcClient jdbc;
    @Autowired
    JobRepository jobRepository;
    @Autowired
    BillingService billing;

    /** An account with its session token. */
    record TestAccount(String id, String username, String token) {
    }

    TestAccount newAccount() {
        return newAccount(null);
    }

    TestAccount newAccount(TestAccount parent) {
        synchronized (JobApiTestSupport.class) {
            if (passwordHash == null) {
                passwordHash = hasher.hash(PASSWORD);
            }
        }
        String username = unique("jobs");
        String id = Ids.newId();
        accounts.insert(new Account(id, username, passwordHash, parent == null ? null : parent.id(), null, null, null,
                AccountSettings.DEFAULTS, Instant.now()));
        return new TestAccount(id, username, login(username, PASSWORD));
    }

    void setDefaultJobNotes(TestAccount account, String notes) {
        accounts.updateSettings(account.id(), new AccountSettings(notes, false, false));
    }

    /** Calls job/new with the given extra parameters and returns the JobId. */
    String newJob(TestAccount account, String... nameValues) {
        return newJobResponse(account, nameValues).path("JobId").asString();
    }

    JsonNode newJobResponse(TestAccount account, String... nameValues) {
        return api.get("/api/job/new", with(account, nameValues)).ok();
    }

    JsonNode info(TestAccount account, String jobId) {
        return api.get("/api/job/info", "v", "1", "api_token", account.token(), "job_id", jobId).ok();
    }

    ApiResponse list(TestAccount account, String... filters) {
        return api.get("/api/job/list", with(account, filters));
    }

    /** The JobIds job/list returns, in its order. */
    List<String> listIds(TestAccount account, String... filters) {
        List<String> ids = new ArrayList<>();
        list(account, filters).ok().path("ActiveJobs").forEach(j -> ids.add(j.path("JobId").asString()));
        return ids;
    }

    static String[] with(TestAccount account, String... nameValues) {
        List<String> all = new ArrayList<>(List.of("v", "1", "api_token", account.token()));
        all.addAll(List.of(nameValues));
        return all.toArray(String[]::new);
    }

    /** Writes a job column that no endpoint under test sets. */
    void setJob(String jobId, String column, Object value) {
        assertThat(FIXTURE_COLUMNS).contains(column);
        Object bound = value instanceof Instant i ? Timestamp.from(i) : value;
        jdbc.sql("update jobs set " + column + " = ? where id = ?").params(bound, jobId).update();
    }

    /** Completes a job as the pipeline would (fidelity, media length, return time) and bills it. */
    void completeAndBill(String jobId, String fidelity, double mediaSeconds, Instant returnedAt) {
        setJob(jobId, "status", "COMPLETE");
        setJob(jobId, "fidelity", fidelity);
        setJob(jobId, "media_length_seconds", mediaSeconds);
        setJob(jobId, "returned_at", returnedAt);
        billing.recordCompletion(jobRepository.findById(jobId).orElseThrow());
    }

    Object column(String jobId, String column) {
        return jdbc.sql("select " + column + " from jobs where id = ?").param(jobId).query().listOfRows().getFirst()
                .get(column);
    }

    String ownerOf(String jobId) {
        return (String) column(jobId, "account_id");
    }
}
