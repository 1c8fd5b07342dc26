package dev.parlance.api.v1;

import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import java.net.http.HttpRequest;
import java.util.Base64;

import static org.assertj.core.api.Assertions.assertThat;

class ApiKeyApiTest extends AccountApiTestSupport {
    @Autowired
    JdbcClient jdbc;

    @Test
    void generateReturnsTheNewestKeyUntilForceNewAddsAnother() {
        String user = createAccount(adminToken(), "keys");
        String token = login(user, PASSWORD);
        String first = generateKey(token);
        assertThat(generateKey(token)).isEqualTo(first);
        assertThat(generateKey(token, "force_new", "false")).isEqualTo(first);

        String second = generateKey(token, "force_new", "True");
        assertThat(second).isNotEqualTo(first);
        assertThat(generateKey(token)).isEqualTo(second);
        // force_new adds a key: the first one still works
        assertThat(keyLogin(user, first).ok().path("ApiToken").asString()).matches("[0-9a-f]{32}");
        assertThat(keyLogin(user, second).ok().path("ApiToken").asString()).matches("[0-9a-f]{32}");
    }

    @Test
    void generateNeedsTheVersionAndAToken() {
        String token = adminToken();
        api.get("/api/account/generate_api_key", "api_token", token).error("MISSING_PARAMETER");
        api.get("/api/account/generate_api_key", "v", "2", "api_token", token).error("INVALID_QUERY");
        api.get("/api/account/generate_api_key", "v", "1").error("MISSING_PARAMETER");
        api.get("/api/account/generate_api_key", "v", "1", "api_token", "0".repeat(32)).error("BAD_API_TOKEN");
    }

    @Test
    void keyLogsInFromQueryOrHeadersAndTheSessionWorks() {
        String user = createAccount(adminToken(), "keylogin");
        String key = generateKey(login(user, PASSWORD));

        String fromQuery = keyLogin(user, key).ok().path("ApiToken").asString();
        assertTokenWorks(fromQuery);
        var fromHeaders = api.send(HttpRequest.newBuilder(api.uri("/api/account/login", "v=1"))
                .header("x-auth-user", user).header("x-auth-securekey", key).GET());
        assertTokenWorks(fromHeaders.ok().path("ApiToken").asString());
        // keys are hex: upper case is the same key
        keyLogin(user.toUpperCase(), key.toUpperCase()).ok();
        api.get("/api/account/login", "username", user, "securekey", key).error("MISSING_PARAMETER");
    }

    @Test
    void wrongKeyOrAnotherAccountsKeyIsUnprivileged() {
        String user = createAccount(adminToken(), "wrongkey");
        String other = createAccount(adminToken(), "otherkey");
        generateKey(login(user, PASSWORD));
        String otherKey = generateKey(login(other, PASSWORD));

        assertUnprivileged(keyLogin(user, "0123456789abcdef0123456789abcdef"));
        assertUnprivileged(keyLogin(user, otherKey));
        assertUnprivileged(keyLogin(user, "not-a-key"));
        assertUnprivileged(keyLogin(unique("nobody"), otherKey));
        var headers = api.send(HttpRequest.newBuilder(api.uri("/api/account/login", "v=1"))
                .header("x-auth-user", user).header("x-auth-securekey", otherKey).GET());
        assertUnprivileged(headers);
    }

    @Test
    void keyPassedAsPasswordLogsIn() {
        String user = createAccount(adminToken(), "keypw");
        String key = generateKey(login(user, PASSWORD));
        assertTokenWorks(passwordLogin(user, key).ok().path("ApiToken").asString());
        var headers = api.send(HttpRequest.newBuilder(api.uri("/api/account/login", "v=1"))
                .header("x-auth-user", user).header("x-auth-password", key).GET());
        assertTokenWorks(headers.ok().path("ApiToken").asString());
    }

    @Test
    void wrongKeyAsPasswordIsUnprivilegedButAWrongPasswordIsLoginInvalid() {
        String user = createAccount(adminToken(), "keypw-wrong");
        String otherKey = generateKey(adminToken());
        assertUnprivileged(passwordLogin(user, "0123456789abcdef0123456789abcdef"));
        assertUnprivileged(passwordLogin(user, otherKey));
        assertThat(passwordLogin(user, "wrong-password").error("LOGIN_INVALID")).doesNotContain(UNPRIVILEGED);
        passwordLogin(unique("nobody"), "wrong-password").error("LOGIN_INVALID");
    }

    @Test
    void aPasswordThatLooksLikeAKeyStillWorksAsThePassword() {
        String hexPassword = "abcdef0123456789abcdef0123456789";
        String user = unique("hexpw");
        assertNoContent(api.get("/api/account/create", "v", "1", "api_token", adminToken(),
                "new_username", user, "new_password", hexPassword));
        assertTokenWorks(passwordLogin(user, hexPassword).ok().path("ApiToken").asString());
    }

    @Test
    void keyIsAcceptedAsApiToken() {
        String user = createAccount(adminToken(), "keytoken");
        String key = generateKey(login(user, PASSWORD));
        assertTokenWorks(key);
        assertThat(generateKey(key)).isEqualTo(key);
        // logging out with a key ends no key: only remove_api_key does
        assertNoContent(api.get("/api/account/logout", "api_token", key));
        assertTokenWorks(key);
    }

    @Test
    void removeMakesTheKeyFailEverywhereAndKeepsTheOthers() {
        String user = createAccount(adminToken(), "remove");
        String token = login(user, PASSWORD);
        String older = generateKey(token);
        String newer = generateKey(token, "force_new", "1");
        String sessionFromKey = keyLogin(user, newer).ok().path("ApiToken").asString();
        String sessionFromOlderKey = keyLogin(user, older).ok().path("ApiToken").asString();

        assertNoContent(api.get("/api/account/remove_api_key", "api_token", token, "api_securekey", newer));

        assertUnprivileged(keyLogin(user, newer));
        assertUnprivileged(passwordLogin(user, newer));
        assertTokenRefused(newer);
        assertTokenRefused(sessionFromKey);
        assertTokenWorks(sessionFromOlderKey);
        assertTokenWorks(token);
        keyLogin(user, older).ok();
        // the newest remaining key is handed out again
        assertThat(generateKey(token)).isEqualTo(older);
    }

    @Test
    void removingAKeyAgainOrOneThatNeverExistedAnswersSuccess() {
        String user = createAccount(adminToken(), "remove-twice");
        String token = login(user, PASSWORD);
        String key = generateKey(token);
        assertNoContent(api.get("/api/account/remove_api_key", "api_token", token, "api_securekey", key));
        // what the client suites' tear-down does after the test removed the key itself
        assertNoContent(api.get("/api/account/remove_api_key", "api_token", token, "api_securekey", key));
        assertNoContent(api.postForm("/api/account/remove_api_key", null, "api_token", token, "api_securekey", key));
        assertNoContent(api.get("/api/account/remove_api_key", "api_token", token,
                "api_securekey", "0123456789abcdef0123456789abcdef"));
        assertUnprivileged(keyLogin(user, key));
        assertTokenWorks(token);
    }

    @Test
    void removingAnotherAccountsKeyAnswersTheSameAndChangesNothing() {
        String owner = createAccount(adminToken(), "key-owner");
        String stranger = createAccount(adminToken(), "key-stranger");
        String ownerKey = generateKey(login(owner, PASSWORD));
        String ownerKeySession = keyLogin(owner, ownerKey).ok().path("ApiToken").asString();
        String strangerToken = login(stranger, PASSWORD);

        ApiResponse foreign = api.get("/api/account/remove_api_key", "api_token", strangerToken, "api_securekey", ownerKey);
        ApiResponse unknown = api.get("/api/account/remove_api_key", "api_token", strangerToken,
                "api_securekey", "fedcba9876543210fedcba9876543210");
        assertNoContent(foreign);
        assertNoContent(unknown);
        assertThat(foreign.headers().map().keySet()).isEqualTo(unknown.headers().map().keySet());

        keyLogin(owner, ownerKey).ok();
        assertTokenWorks(ownerKey);
        assertTokenWorks(ownerKeySession);
        // a child cannot remove its parent's key either
        Family f = family();
        String parentKey = generateKey(f.parentToken());
        assertNoContent(api.get("/api/account/remove_api_key", "api_token", f.aToken(), "api_securekey", parentKey));
        keyLogin(f.parent(), parentKey).ok();
    }

    @Test
    void aSessionOpenedWithARemovedKeyCanStillLogOut() {
        String user = createAccount(adminToken(), "logout-removed");
        String token = login(user, PASSWORD);
        String key = generateKey(token);
        String keySession = keyLogin(user, key).ok().path("ApiToken").asString();
        assertNoContent(api.get("/api/account/remove_api_key", "api_token", token, "api_securekey", key));

        // the session ended with its key ...
        assertTokenRefused(keySession);
        // ... and logging it out is still a success, as it is for any token that is no longer valid
        assertNoContent(api.get("/api/account/logout", "v", "1", "api_token", keySession));
        assertNoContent(api.get("/api/account/logout", "v", "1", "api_token", keySession));
        assertNoContent(api.get("/api/account/logout", "api_token", "0123456789abcdef0123456789abcdef"));
        assertNoContent(api.get("/api/account/logout", "api_token", "not-a-token"));
        api.get("/api/account/logout", "v", "1").error("MISSING_PARAMETER");
        assertTokenWorks(token);
    }

    @Test
    void removeAcceptsPostAndChecksItsParameters() {
        String user = createAccount(adminToken(), "remove-post");
        String token = login(user, PASSWORD);
        String key = generateKey(token);
        api.get("/api/account/remove_api_key", "api_token", token).error("MISSING_PARAMETER");
        assertUnprivileged(api.get("/api/account/remove_api_key", "api_token", token, "api_securekey", "junk"));
        api.get("/api/account/remove_api_key", "api_securekey", key).error("MISSING_PARAMETER");
        assertNoContent(api.postForm("/api/account/remove_api_key", "application/x-www-form-urlencoded",
                "api_token", token, "api_securekey", key.toUpperCase()));
        assertUnprivileged(keyLogin(user, key));
    }

    @Test
    void parentGeneratesAndRemovesKeysOfDescendants() {
        Family f = family();
        String childKey = generateKey(f.parentToken(), "account_id", f.a());
        assertThat(generateKey(f.aToken())).as("the child sees the same key").isEqualTo(childKey);
        keyLogin(f.a(), childKey).ok();
        assertUnprivileged(keyLogin(f.parent(), childKey));
        // a grandparent may act on a grandchild
        assertThat(generateKey(adminToken(), "account_id", f.a())).isEqualTo(childKey);
        String forcedForChild = generateKey(adminToken(), "account_id", f.a(), "force_new", "yes");
        keyLogin(f.a(), forcedForChild).ok();

        assertNoContent(api.get("/api/account/remove_api_key", "api_token", f.parentToken(), "api_securekey", childKey));
        assertUnprivileged(keyLogin(f.a(), childKey));
        api.get("/api/account/generate_api_key", "v", "1", "api_token", f.parentToken(),
                "account_id", unique("nobody")).error("ACCOUNT_DOES_NOT_EXIST");
    }

    @Test
    void aKeyThatCannotBeUnsealedIsReplacedByANewOne() {
        String user = createAccount(adminToken(), "unseal");
        String token = login(user, PASSWORD);
        String key = generateKey(token);
        // as if sealed under a former server secret: well-formed, but it does not open
        byte[] garbage = new byte[60];
        jdbc.sql("update api_keys set key_sealed = ? where account_id = (select id from accounts where username = ?)")
                .params(Base64.getEncoder().encodeToString(garbage), user).update();

        String replacement = generateKey(token);
        assertThat(replacement).isNotEqualTo(key);
        keyLogin(user, replacement).ok();
        keyLogin(user, key).ok();
    }
}
