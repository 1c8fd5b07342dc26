package dev.parlance.queue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.CapturedLogs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What an operator reads: a failure outside the service (a media URL nobody answers) is one line per
 * attempt, without a stack trace, from the work's retry handler; deleting the job meanwhile adds no
 * WARN; a client's unknown route is answered, not logged at WARN by Spring.
 */
class QuietLogsApiTest extends ApiTestSupport {
    @RegisterExtension
    final CapturedLogs logs = new CapturedLogs();

    private List<ILoggingEvent> seen() {
        return logs.seen();
    }

    @Test
    void aDownloadNobodyAnswersIsOneLinePerAttemptAndItsDeletionAddsNoWarning() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        String token = adminToken();
        String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "nobody answers").ok()
                .path("JobId").asString();
        api.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", job,
                "media_url", "http://127.0.0.1:" + closedPort + "/gone.mp4").ok();

        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        while (seen().stream().noneMatch(e -> e.getLoggerName().equals(RetryOrGiveUp.class.getName())
                && e.getFormattedMessage().contains(job)) && Instant.now().isBefore(deadline)) {
            Thread.sleep(100);
        }
        ILoggingEvent retried = seen().stream().filter(e -> e.getLoggerName().equals(RetryOrGiveUp.class.getName())
                && e.getFormattedMessage().contains(job)).findFirst().orElseThrow();
        assertThat(retried.getLevel()).isEqualTo(Level.INFO);
        assertThat(retried.getThrowableProxy()).as("no stack trace").isNull();
        assertThat(retried.getFormattedMessage()).contains("download-media").contains("Cannot fetch");

        api.get("/api/job/delete", "v", "1", "api_token", token, "job_id", job).ok();
        Thread.sleep(1500); // the download's retry, due within the test's 200 ms back-off, finds the job gone
        assertThat(seen().stream().filter(e -> e.getLevel().isGreaterOrEqual(Level.WARN))
                .filter(e -> e.getFormattedMessage().contains(job) || e.getThrowableProxy() != null
                        && String.valueOf(e.getThrowableProxy().getMessage()).contains(String.valueOf(closedPort))))
                .as("warnings about the job or its download").isEmpty();
    }

    @Test
    void anUnknownRouteIsAnsweredAndNotLoggedAtWarn() {
        assertThat(api.get("/api/job/no_such_route", "v", "1").status()).isEqualTo(400);
        assertThat(api.get("/no/such/page").status()).isGreaterThanOrEqualTo(400);
        assertThat(seen()).filteredOn(e -> e.getLevel().isGreaterOrEqual(Level.WARN))
                .filteredOn(e -> e.getFormattedMessage().contains("no_such_route") || e.getFormattedMessage().contains("/no/such/page"))
                .isEmpty();
    }
}
