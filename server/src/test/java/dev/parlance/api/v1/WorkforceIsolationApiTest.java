package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.NewMember;
import dev.parlance.account.PeopleService;
import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Workforce members stand outside every customer's account tree: their v1 login works (a script
 * uses the token as a bearer token on the work API), but the v1 API gives them no customer's
 * account, keys, billing or jobs, not even "their own" (they have none): the customary v1 errors,
 * ACCOUNT_UNPRIVILEGED for an account and ITEM_NOT_FOUND for a job, as for any account out of reach.
 */
class WorkforceIsolationApiTest extends JobApiTestSupport {
    static final String UNPRIVILEGED = "Account does not have permission to access/change this data";

    @Autowired
    PeopleService people;

    TestAccount customer;
    String customerJob;
    String member;
    String memberToken;

    @BeforeEach
    void workforceAndCustomer() {
        customer = newAccount();
        customerJob = newJob(customer, "job_name", "a customer's job");
        Account admin = accounts.findByUsername(ADMIN).orElseThrow();
        member = unique("transcriber");
        people.add(admin, new NewMember(member, PASSWORD, Optional.empty(), Optional.empty(), Optional.empty(),
                Set.of(Role.TRANSCRIBER)));
        memberToken = login(member, PASSWORD);
    }

    @Test
    void theLoginWorksAndItsTokenOpensTheWorkApi() {
        ApiResponse me = api.send(HttpRequest.newBuilder(URI.create(api.base() + "/work/api/me"))
                .header("Authorization", "Bearer " + memberToken).GET());
        assertThat(me.status()).isEqualTo(200);
        assertThat(me.json().path("username").asString()).isEqualTo(member);
        assertThat(me.json().path("roles").toString()).isEqualTo("[\"TRANSCRIBER\"]");
    }

    @Test
    void noAccountKeysOrBillingOfAnyone() {
        assertWorkforceRefused(call("/api/job/list"));
        assertWorkforceRefused(call("/api/job/list", "username", "*"));
        assertWorkforceRefused(call("/api/job/list", "username", customer.username()));
        assertWorkforceRefused(call("/api/job/aggregate_statistics"));
        assertWorkforceRefused(call("/api/job/aggregate_statistics", "account_id", customer.username()));
        assertWorkforceRefused(call("/api/account/generate_api_key"));
        assertWorkforceRefused(call("/api/account/generate_api_key", "account_id", customer.username()));
        assertWorkforceRefused(call("/api/account/remove_api_key", "api_securekey", "0123456789abcdef0123456789abcdef"));
        assertWorkforceRefused(call("/api/account/update_setting", "default_job_notes", "x"));
        assertWorkforceRefused(call("/api/account/update_password", "new_password", "another-1"));
        assertWorkforceRefused(call("/api/account/create", "new_username", unique("sub"), "new_password", PASSWORD));
        assertWorkforceRefused(call("/api/account/identity"));
        assertWorkforceRefused(call("/api/job/new", "job_name", "mine"));
        // The refusals changed nothing: the password is the same, no sub-account or job appeared.
        assertThat(login(member, PASSWORD)).hasSize(32);
    }

    @Test
    void noCustomersJobs() {
        for (String route : new String[] {"/api/job/info", "/api/job/media", "/api/job/get_caption",
                "/api/job/get_transcript", "/api/job/list_elementlists", "/api/job/modify", "/api/job/authorize",
                "/api/job/delete"}) {
            assertThat(call(route, "job_id", customerJob, "caption_format", "SRT").error("ITEM_NOT_FOUND"))
                    .as(route).contains(customerJob);
        }
        // The customer's job is untouched and still theirs.
        assertThat(info(customer, customerJob).path("JobName").asString()).isEqualTo("a customer's job");
    }

    @Test
    void aCustomerReachesNoWorkforceAccountEither() {
        String comment = api.get("/api/account/generate_api_key", "v", "1", "api_token", adminToken(),
                "account_id", member).error("NOT_PARENT_ACCOUNT");
        assertThat(comment).contains(member);
    }

    private ApiResponse call(String route, String... more) {
        String[] params = new String[more.length + 4];
        params[0] = "v";
        params[1] = "1";
        params[2] = "api_token";
        params[3] = memberToken;
        System.arraycopy(more, 0, params, 4, more.length);
        return api.get(route, params);
    }

    private void assertWorkforceRefused(ApiResponse r) {
        assertThat(r.error("ACCOUNT_UNPRIVILEGED")).startsWith(UNPRIVILEGED).contains("workforce account");
    }
}
