package dev.parlance.sandbox;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.system.ParlanceProperties;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Asks the production service whose a token is ({@code GET /api/account/identity}). The sandbox
 * keeps no copy of production accounts: each account/create checks the token anew.
 */
public class ProductionAccounts {
    private static final Duration TIMEOUT = Duration.ofSeconds(15);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final URI productionUrl;
    private final HttpClient http;

    public ProductionAccounts(ParlanceProperties properties) {
        String base = properties.productionUrl().strip();
        if (base.isEmpty()) {
            throw new IllegalStateException("PARLANCE_SANDBOX=true needs PARLANCE_PRODUCTION_URL, the base URL of the"
                    + " production service whose tokens create sandbox accounts (for example https://parlance.example.org)");
        }
        this.productionUrl = URI.create(base.endsWith("/") ? base : base + "/");
        this.http = HttpClient.newBuilder().connectTimeout(TIMEOUT).followRedirects(HttpClient.Redirect.NORMAL).build();
    }

    /** The owner of {@code token}, or BAD_API_TOKEN when production does not know it. */
    public ProductionIdentity identify(String token) {
        URI uri = productionUrl.resolve("api/account/identity?v=1&api_token=" + URLEncoder.encode(token, StandardCharsets.UTF_8));
        HttpResponse<String> response;
        try {
            response = http.send(HttpRequest.newBuilder(uri).timeout(TIMEOUT).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw unavailable(e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw unavailable("interrupted");
        }
        JsonNode body = parse(response.body());
        if (response.statusCode() == 200 && body.path("AccountId").isString() && body.path("Username").isString()) {
            return new ProductionIdentity(body.path("AccountId").asString(), body.path("Username").asString());
        }
        String errorType = body.path("ErrorType").asString("");
        if (response.statusCode() == 400 && errorType.equals(ErrorType.BAD_API_TOKEN.name())) {
            throw new ApiException(ErrorType.BAD_API_TOKEN, "The production service does not accept this api_token"
                    + " (log in to production and use the token it returns): " + body.path("ErrorComment").asString(""));
        }
        throw unavailable("HTTP " + response.statusCode() + (errorType.isEmpty() ? "" : " " + errorType + ": "
                + body.path("ErrorComment").asString("")));
    }

    private static JsonNode parse(String body) {
        try {
            return JSON.readTree(body == null || body.isBlank() ? "{}" : body);
        } catch (JacksonException e) {
            return JSON.createObjectNode();
        }
    }

    private ApiException unavailable(String reason) {
        return new ApiException(ErrorType.UNHANDLED_ERROR, "The production service at " + productionUrl
                + " could not check the api_token; try again later (" + reason + ")");
    }
}
