package dev.parlance.api.v1;

import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.RawHttp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.time.Duration;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests the servlet container refuses before the application sees them still get the v1 error
 * body ({@code 400 {ErrorType, ErrorComment}}, JSON), never the container's HTML page. Sent as raw
 * bytes: an HTTP client would normalise or refuse most of them.
 */
class ContainerErrorApiTest extends ApiTestSupport {
    private static final String LOGIN = "/api/account/login?v=1&username=nobody&password=x";

    /** The refused request: a name for the report and the request head up to (not including) the blank line. */
    record Refused(String name, String head) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Refused> refusedRequests() {
        return Stream.of(
                new Refused("request line over the 32 KB header limit",
                        "GET " + LOGIN + "&pad=" + "a".repeat(40_000) + " HTTP/1.1\r\nHost: localhost"),
                new Refused("a 100 KB header",
                        "GET " + LOGIN + " HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "b".repeat(100_000)),
                new Refused("headers together over the limit",
                        "GET " + LOGIN + " HTTP/1.1\r\nHost: localhost\r\n"
                                + Stream.generate(() -> "X-Part: " + "c".repeat(1000)).limit(40).reduce((a, b) -> a + "\r\n" + b).orElseThrow()),
                new Refused("more than 100 headers",
                        "GET " + LOGIN + " HTTP/1.1\r\nHost: localhost\r\n"
                                + Stream.iterate(1, i -> i + 1).limit(120).map(i -> "X-H" + i + ": v").reduce((a, b) -> a + "\r\n" + b).orElseThrow()),
                new Refused("bad percent-encoding in the path", "GET /api/account/log%zzin?v=1 HTTP/1.1\r\nHost: localhost"),
                new Refused("a truncated percent-encoding in the path", "GET /api/account/login% HTTP/1.1\r\nHost: localhost"),
                new Refused("an encoded slash (traversal)", "GET /api/job/..%2f..%2f..%2fetc%2fpasswd HTTP/1.1\r\nHost: localhost"),
                new Refused("an encoded slash in a route", "GET /api/account%2flogin?v=1 HTTP/1.1\r\nHost: localhost"),
                new Refused("an encoded backslash", "GET /api/account%5clogin?v=1 HTTP/1.1\r\nHost: localhost"),
                new Refused("an encoded NUL in the path", "GET /api/account/login%00?v=1 HTTP/1.1\r\nHost: localhost"),
                new Refused("a raw NUL in the path", "GET /api/account/login\0?v=1 HTTP/1.1\r\nHost: localhost"),
                new Refused("dot segments leaving the root", "GET /../../etc/passwd HTTP/1.1\r\nHost: localhost"),
                new Refused("encoded dot segments", "GET /api/%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: localhost"),
                new Refused("an unencoded brace in the query", "GET /api/account/login?v=1&username={x} HTTP/1.1\r\nHost: localhost"),
                new Refused("a space inside the request target", "GET /api/account/login ?v=1 HTTP/1.1\r\nHost: localhost"),
                new Refused("an invalid method token", "G(T " + LOGIN + " HTTP/1.1\r\nHost: localhost"),
                new Refused("an unknown HTTP version", "GET " + LOGIN + " HTTP/1.7\r\nHost: localhost"),
                new Refused("a header name with a space", "GET " + LOGIN + " HTTP/1.1\r\nHost: localhost\r\nBad Header: x"),
                new Refused("no Host header in HTTP/1.1", "GET " + LOGIN + " HTTP/1.1"),
                new Refused("two Host headers", "GET " + LOGIN + " HTTP/1.1\r\nHost: a.example\r\nHost: b.example"),
                new Refused("a Content-Length that is no number",
                        "POST " + LOGIN + " HTTP/1.1\r\nHost: localhost\r\nContent-Length: ten"),
                new Refused("an unknown transfer coding",
                        "POST " + LOGIN + " HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: zstd-bogus"),
                new Refused("an unknown expectation",
                        "POST " + LOGIN + " HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nExpect: 999-bogus"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusedRequests")
    void everyRefusalIsTheV1ErrorBody(Refused request) throws IOException {
        RawHttp.Answer answer = RawHttp.send(port, request.head() + "\r\nConnection: close\r\n\r\n", Duration.ofSeconds(20));

        assertThat(answer.status()).as(answer.raw()).isEqualTo(400);
        assertThat(answer.header("Content-Type")).as(answer.raw()).startsWith("application/json");
        assertThat(answer.json().path("ErrorType").asString()).as(answer.raw()).isEqualTo("INVALID_QUERY");
        assertThat(answer.json().path("ErrorComment").asString()).as(answer.raw()).isNotBlank();
        assertThat(answer.raw()).doesNotContainIgnoringCase("<html").doesNotContain("Tomcat").doesNotContain("Exception");
    }

    @org.junit.jupiter.api.Test
    void aRefusalForSizeNamesTheLimit() throws IOException {
        RawHttp.Answer answer = RawHttp.send(port, "GET " + LOGIN + " HTTP/1.1\r\nHost: localhost\r\nX-Big: "
                + "b".repeat(100_000) + "\r\nConnection: close\r\n\r\n", Duration.ofSeconds(20));

        assertThat(answer.json().path("ErrorComment").asString()).as(answer.raw()).contains("32 KB");
    }

    /** The API decodes its parameters leniently: a stray '%' in a value is kept as sent, not an internal error. */
    @org.junit.jupiter.api.Test
    void aStrayPercentInTheQueryIsKeptAsSent() throws IOException {
        RawHttp.Answer answer = RawHttp.send(port, "GET /api/account/login?v=1&username=100%zz&password=x HTTP/1.1\r\n"
                + "Host: localhost\r\nConnection: close\r\n\r\n", Duration.ofSeconds(20));

        assertThat(answer.json().path("ErrorType").asString()).as(answer.raw()).isEqualTo("LOGIN_INVALID");
    }

    /** Within the documented limit a long request line is an ordinary request (the default limit was 8 KB). */
    @org.junit.jupiter.api.Test
    void aRequestLineOfTwentyKilobytesIsServed() throws IOException {
        RawHttp.Answer answer = RawHttp.send(port, "GET " + LOGIN + "&pad=" + "a".repeat(20_000)
                + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", Duration.ofSeconds(20));

        assertThat(answer.json().path("ErrorType").asString()).as(answer.raw()).isEqualTo("LOGIN_INVALID");
    }
}
