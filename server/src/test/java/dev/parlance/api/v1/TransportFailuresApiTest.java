package dev.parlance.api.v1;

import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.RawHttp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What clients get wrong on the wire, answered as the client's doing (INVALID_QUERY in the v1 error
 * body), never as UNHANDLED_ERROR: a body shorter than its Content-Length, a malformed chunk, TRACE,
 * the error page asked for directly; and HTTP/0.9 refused rather than served without headers.
 */
class TransportFailuresApiTest extends ApiTestSupport {
    private static final Duration WAIT = Duration.ofSeconds(10);

    private String token() {
        return adminToken();
    }

    @Test
    void aBodyShorterThanItsContentLengthIsTheClientsFailure() throws IOException {
        // The client sends less than it announced and closes its side: the server reads the end too early.
        String form = "v=1&api_token=" + token() + "&job_name=short";
        var answer = RawHttp.sendThenHalfClose(port, "POST /api/job/new HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: " + (form.length() + 500) + "\r\n\r\n"
                + form, WAIT);
        assertThat(answer.status()).as(answer.raw()).isEqualTo(400);
        assertThat(answer.json().path("ErrorType").asString()).isEqualTo("INVALID_QUERY");
    }

    @Test
    void aMalformedChunkIsInvalidQuery() throws IOException {
        var answer = RawHttp.send(port, "POST /api/job/new?v=1&api_token=" + token() + " HTTP/1.1\r\nHost: localhost\r\n"
                + "Connection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "zz\r\njob_name=x\r\n0\r\n\r\n", WAIT);
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.json().path("ErrorType").asString()).isEqualTo("INVALID_QUERY");
    }

    @Test
    void traceAndTheErrorPageAreInvalidQueries() throws IOException {
        var trace = RawHttp.send(port, "TRACE /api/job/list HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", WAIT);
        assertThat(trace.status()).isEqualTo(400);
        assertThat(trace.json().path("ErrorType").asString()).isEqualTo("INVALID_QUERY");
        for (String method : new String[] {"GET", "POST"}) {
            var error = RawHttp.send(port, method + " /error HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                    + "Content-Length: 0\r\n\r\n", WAIT);
            assertThat(error.status()).as(method).isEqualTo(400);
            assertThat(error.json().path("ErrorType").asString()).as(method).isEqualTo("INVALID_QUERY");
        }
    }

    @Test
    void http09IsRefusedNotServed() throws IOException {
        var answer = RawHttp.send(port, "GET /api/account/login?v=1&username=admin&password=" + ADMIN_PASSWORD + "\r\n", WAIT);
        // HTTP/0.9 has no status line: what comes back is the refusal's body alone, never a token.
        assertThat(answer.raw()).doesNotContain("ApiToken").contains("INVALID_QUERY").contains("HTTP/1.1");
    }
}
