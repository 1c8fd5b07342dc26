package dev.parlance.api.v1;

import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Account trees built through the API, for the account endpoint tests. */
abstract class AccountApiTestSupport extends ApiTestSupport {
    static final String PASSWORD = "password-1";
    static final String UNPRIVILEGED = "Account does not have permission to access/change this data";

    /**
     * A parent below admin with two children: {@code a} and {@code b} are siblings, {@code parent}
     * is the parent of both.
     */
    record Family(String parent, String parentToken, String a, String aToken, String b, String bToken) {
    }

    Family family() {
        String parent = createAccount(adminToken(), "parent");
        String parentToken = login(parent, PASSWORD);
        String a = createAccount(parentToken, "child-a");
        String b = createAccount(parentToken, "child-b");
        return new Family(parent, parentToken, a, login(a, PASSWORD), b, login(b, PASSWORD));
    }

    /** Creates a sub-account of the token's account with {@link #PASSWORD}; returns its username. */
    String createAccount(String parentToken, String prefix) {
        String name = unique(prefix);
        assertNoContent(api.get("/api/account/create", "v", "1", "api_token", parentToken,
                "new_username", name, "new_password", PASSWORD));
        return name;
    }

    String generateKey(String token, String... more) {
        List<String> params = new ArrayList<>(List.of("v", "1", "api_token", token));
        params.addAll(List.of(more));
        String key = api.get("/api/account/generate_api_key", params.toArray(String[]::new)).ok().path("ApiKey").asString();
        assertThat(key).matches("[0-9a-f]{32}");
        return key;
    }

    ApiResponse keyLogin(String username, String key) {
        return api.get("/api/account/login", "v", "1", "username", username, "securekey", key);
    }

    ApiResponse passwordLogin(String username, String password) {
        return api.get("/api/account/login", "v", "1", "username", username, "password", password);
    }

    /** A call that needs a valid token and changes nothing: update_setting without settings. */
    ApiResponse useToken(String token) {
        return api.get("/api/account/update_setting", "api_token", token);
    }

    void assertTokenWorks(String token) {
        assertNoContent(useToken(token));
    }

    void assertTokenRefused(String token) {
        assertThat(useToken(token).error("BAD_API_TOKEN")).contains("Invalid or expired API token");
    }

    static void assertNoContent(ApiResponse r) {
        assertThat(r.status()).as(r.body()).isEqualTo(204);
        assertThat(r.bytes()).isEmpty();
    }

    static void assertUnprivileged(ApiResponse r) {
        assertThat(r.error("ACCOUNT_UNPRIVILEGED")).contains(UNPRIVILEGED);
    }
}
