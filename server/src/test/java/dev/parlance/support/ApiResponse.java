package dev.parlance.support;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.net.http.HttpHeaders;

import static org.assertj.core.api.Assertions.assertThat;

/** A response as a test sees it: status, headers, body text, and the body as JSON when it is JSON. */
public record ApiResponse(int status, HttpHeaders headers, byte[] bytes) {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    public String body() {
        return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
    }

    public JsonNode json() {
        return JSON.readTree(body());
    }

    public String contentType() {
        return headers.firstValue("content-type").orElse("");
    }

    /** Asserts a 200 and returns the JSON body. */
    public JsonNode ok() {
        assertThat(status).as("status of %s", body()).isEqualTo(200);
        return json();
    }

    /** Asserts the v1 error shape with this ErrorType and returns the comment. */
    public String error(String errorType) {
        assertThat(status).as("status of %s", body()).isEqualTo(400);
        assertThat(contentType()).startsWith("application/json");
        JsonNode j = json();
        assertThat(j.path("ErrorType").asString()).as(body()).isEqualTo(errorType);
        assertThat(j.path("ErrorComment").isString()).isTrue();
        return j.path("ErrorComment").asString();
    }
}
