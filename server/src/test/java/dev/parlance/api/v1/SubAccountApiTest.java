package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/** account/create in production mode: a sub-account of the caller. */
class SubAccountApiTest extends AccountApiTestSupport {
    @Autowired
    AccountRepository accounts;

    @Test
    void createsASubAccountOfTheCallerThatCanLogIn() {
        String parent = createAccount(adminToken(), "creator");
        String parentToken = login(parent, PASSWORD);
        String name = unique("Created");
        assertNoContent(api.postForm("/api/account/create", "application/x-www-form-urlencoded",
                "v", "1", "api_token", parentToken, "new_username", name, "new_password", "first-pass",
                "first_name", "Ada", "last_name", "Lovelace", "email", "ada@example.com"));

        Account created = accounts.findByUsername(name).orElseThrow();
        assertThat(created.username()).isEqualTo(name);
        assertThat(created.parentId()).isEqualTo(accounts.findByUsername(parent).orElseThrow().id());
        assertThat(created.firstName()).isEqualTo("Ada");
        assertThat(created.lastName()).isEqualTo("Lovelace");
        assertThat(created.email()).isEqualTo("ada@example.com");
        passwordLogin(name, "first-pass").ok();
        passwordLogin(name.toLowerCase(), "first-pass").ok();
    }

    @Test
    void optionalFieldsMayBeOmittedAndSandboxParametersAreIgnored() {
        String name = unique("plain");
        assertNoContent(api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", name,
                "new_password", PASSWORD, "sub_account", "12", "parent_account", "somebody-else"));
        Account created = accounts.findByUsername(name).orElseThrow();
        assertThat(created.parentId()).isEqualTo(accounts.findByUsername(ADMIN).orElseThrow().id());
        assertThat(created.firstName()).isNull();
        assertThat(created.email()).isNull();
    }

    @Test
    void usernamesAreUniqueRegardlessOfCase() {
        String name = unique("Taken");
        String token = adminToken();
        createWith(token, name);
        assertThat(createWith(token, name).error("ACCOUNT_EXISTS")).contains(name);
        createWith(token, name.toUpperCase()).error("ACCOUNT_EXISTS");
        createWith(token, "  " + name.toLowerCase() + " ").error("ACCOUNT_EXISTS");
        createWith(token, ADMIN.toUpperCase()).error("ACCOUNT_EXISTS");
        // a child cannot take its parent's name either
        createWith(login(name, PASSWORD), name).error("ACCOUNT_EXISTS");
    }

    @Test
    void concurrentCreatesOfOneNameYieldOneAccount() throws Exception {
        String name = unique("racer");
        String token = adminToken();
        List<Callable<ApiResponse>> calls = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            // different spellings, so only the case-insensitive index can stop the race
            String spelling = i % 2 == 0 ? name : name.toUpperCase();
            calls.add(() -> createWith(token, spelling));
        }
        List<ApiResponse> responses = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(calls.size())) {
            for (Future<ApiResponse> f : pool.invokeAll(calls)) {
                responses.add(f.get());
            }
        }
        assertThat(responses.stream().filter(r -> r.status() == 204)).hasSize(1);
        responses.stream().filter(r -> r.status() != 204).forEach(r -> r.error("ACCOUNT_EXISTS"));
        passwordLogin(name, PASSWORD).ok();
    }

    @Test
    void requiredParametersAndRulesAreChecked() {
        String token = adminToken();
        api.get("/api/account/create", "api_token", token, "new_username", unique("nov"), "new_password", PASSWORD)
                .error("MISSING_PARAMETER");
        api.get("/api/account/create", "v", "1", "new_username", unique("notoken"), "new_password", PASSWORD)
                .error("MISSING_PARAMETER");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", token, "new_password", PASSWORD)
                .error("MISSING_PARAMETER")).contains("new_username");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", token, "new_username", unique("nopw"))
                .error("MISSING_PARAMETER")).contains("new_password");
        String shortPw = unique("shortpw");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", token, "new_username", shortPw,
                "new_password", "abc").error("INVALID_QUERY")).contains("at least 6 characters");
        api.get("/api/account/create", "v", "1", "api_token", token, "new_username", "*", "new_password", PASSWORD)
                .error("INVALID_QUERY");
        api.get("/api/account/create", "v", "1", "api_token", token, "new_username", "x".repeat(256),
                "new_password", PASSWORD).error("INVALID_QUERY");
        String badMail = unique("badmail");
        api.get("/api/account/create", "v", "1", "api_token", token, "new_username", badMail,
                "new_password", PASSWORD, "email", "not an address").error("INVALID_QUERY");
        assertThat(accounts.findByUsername(shortPw)).isEmpty();
        assertThat(accounts.findByUsername(badMail)).isEmpty();
    }

    private ApiResponse createWith(String token, String username) {
        return api.get("/api/account/create", "v", "1", "api_token", token, "new_username", username,
                "new_password", PASSWORD);
    }
}
