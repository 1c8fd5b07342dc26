package dev.parlance.api.v1;

import dev.parlance.support.ApiTestSupport;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;

import static org.assertj.core.api.Assertions.assertThat;

class TransportApiTest extends ApiTestSupport {

    @Test
    void loginReturnsA32HexToken() {
        String token = adminToken();
        assertThat(token).matches("[0-9a-f]{32}");
    }

    @Test
    void loginAcceptsPostWithFormBodyWhateverTheContentType() {
        for (String type : new String[] {"application/x-www-form-urlencoded", "text/plain", "password", null}) {
            var r = api.postForm("/api/account/login", type, "v", "1", "username", ADMIN, "password", ADMIN_PASSWORD);
            assertThat(r.ok().path("ApiToken").asString()).as("content type %s", type).matches("[0-9a-f]{32}");
        }
    }

    @Test
    void loginAcceptsJsonBody() {
        var r = api.postJson("/api/account/login", "v=1",
                "{\"username\":\"" + ADMIN + "\",\"password\":\"" + ADMIN_PASSWORD + "\"}");
        assertThat(r.ok().path("ApiToken").asString()).matches("[0-9a-f]{32}");
    }

    @Test
    void loginAcceptsHeaders() {
        var r = api.send(HttpRequest.newBuilder(api.uri("/api/account/login", "v=1"))
                .header("x-auth-user", ADMIN).header("x-auth-password", ADMIN_PASSWORD).GET());
        assertThat(r.ok().path("ApiToken").asString()).matches("[0-9a-f]{32}");
    }

    @Test
    void wrongPasswordIsLoginInvalid() {
        api.get("/api/account/login", "v", "1", "username", ADMIN, "password", "nope").error("LOGIN_INVALID");
    }

    @Test
    void missingOrWrongVersionIsRefused() {
        api.get("/api/account/login", "username", ADMIN, "password", ADMIN_PASSWORD).error("MISSING_PARAMETER");
        api.get("/api/account/login", "v", "2", "username", ADMIN, "password", ADMIN_PASSWORD).error("INVALID_QUERY");
    }

    @Test
    void unknownRouteIsA400WithTheErrorBody() {
        api.get("/api/job/no_such_thing").error("INVALID_QUERY");
        api.get("/nowhere").error("INVALID_QUERY");
    }

    @Test
    void logoutInvalidatesTheToken() {
        String token = adminToken();
        var r = api.get("/api/account/logout", "v", "1", "api_token", token);
        assertThat(r.status()).isEqualTo(204);
        assertThat(r.bytes()).isEmpty();
        // logout is idempotent (issue 11): the token is refused elsewhere, a second logout still succeeds
        String comment = api.get("/api/account/generate_api_key", "v", "1", "api_token", token).error("BAD_API_TOKEN");
        assertThat(comment).contains("Invalid or expired API token");
        assertThat(api.get("/api/account/logout", "v", "1", "api_token", token).status()).isEqualTo(204);
    }

    @Test
    void unsupportedMethodIsStillTheErrorBody() {
        var r = api.send(HttpRequest.newBuilder(URI.create(api.base() + "/api/account/login?v=1")).DELETE());
        r.error("INVALID_QUERY");
    }
}
