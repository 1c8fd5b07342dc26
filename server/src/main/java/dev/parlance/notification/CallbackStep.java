package dev.parlance.notification;

import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.queue.ExpectedFailure;
import dev.parlance.system.GuardedHttpClient;
import dev.parlance.system.TransferWatch;
import dev.parlance.system.Transfers;
import dev.parlance.system.UrlGuard;
import io.micrometer.core.instrument.Metrics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One attempt of a callback delivery: an HTTP GET to the substituted URL, carrying the stable
 * delivery id in {@code X-Parlance-Delivery} on every attempt so receivers can drop repeats.
 * A 2xx ends the delivery; anything else throws, and the work's back-off decides what follows.
 * The {@link GuardedHttpClient} connects only to addresses the {@link UrlGuard} checked; a refused
 * address ends the delivery at once, since waiting will not make it acceptable. One attempt takes
 * at most {@code parlance.callbacks.timeout} from connecting to the answer's status line, however
 * slowly the receiver trickles it, and ends at once when the process stops (retried after the start).
 */
@Component
class CallbackStep {
    static final String DELIVERY_HEADER = "X-Parlance-Delivery";
    private static final Logger log = LoggerFactory.getLogger(CallbackStep.class);

    /** The receiver did not accept the callback; retried later. */
    static final class NotDelivered extends ExpectedFailure {
        NotDelivered(String message) {
            super(message);
        }
    }

    private final CallbackDeliveries deliveries;
    private final JobTasks tasks;
    private final CallbackProperties properties;
    private final Clock clock;
    /** Redirects are not followed: a callback answers, it does not send us elsewhere. */
    private final GuardedHttpClient http;
    private final Transfers transfers;
    /** The whole attempt within the timeout; no rate, since only the status is read. */
    private final TransferWatch.Rules attempt;

    CallbackStep(CallbackDeliveries deliveries, JobTasks tasks, UrlGuard guard, CallbackProperties properties,
                 Transfers transfers, Clock clock) {
        this.deliveries = deliveries;
        this.tasks = tasks;
        this.properties = properties;
        this.clock = clock;
        this.http = new GuardedHttpClient(guard, properties.timeout(), properties.timeout());
        this.transfers = transfers;
        this.attempt = new TransferWatch.Rules(properties.timeout(), 0, properties.timeout(), properties.timeout());
    }

    void run(CallbackDelivery delivery) {
        CallbackDeliveries.Delivery d = deliveries.find(delivery.deliveryId()).orElse(null);
        if (d == null || d.state() != CallbackDeliveries.State.PENDING) {
            return;
        }
        CallbackRequest request = CallbackRequest.parse(d.url());
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put(DELIVERY_HEADER, d.id());
        headers.put("User-Agent", "Parlance-Callback/1");
        request.authorization().ifPresent(auth -> headers.put("Authorization", auth));
        Instant at = clock.instant();
        int status;
        try (TransferWatch watch = transfers.start(attempt);
             GuardedHttpClient.Response response = http.get(request.uri(), headers, watch)) {
            status = response.status();
        } catch (GuardedHttpClient.Refused refused) {
            // Not retried: the address will not become acceptable by waiting.
            int n = deliveries.recordAttempt(d.id(), at, null, refused.getMessage());
            giveUp(d, "attempt " + n + " refused: " + refused.getMessage());
            return;
        } catch (IOException e) {
            int n = deliveries.recordAttempt(d.id(), at, null, e.toString());
            count("failed");
            tasks.progress(d.taskId(), describe(d, "attempt " + n + " failed: " + e.getMessage()));
            throw new NotDelivered("callback " + d.id() + " failed: " + e);
        }
        int n = deliveries.recordAttempt(d.id(), at, status, null);
        if (status / 100 == 2) {
            count("delivered");
            if (deliveries.finish(d.id(), CallbackDeliveries.State.DELIVERED, clock.instant())) {
                tasks.finish(d.taskId(), TaskStatus.COMPLETE, describe(d, "delivered on attempt " + n + " (HTTP " + status + ")"));
            }
            return;
        }
        count("failed");
        tasks.progress(d.taskId(), describe(d, "attempt " + n + " answered HTTP " + status + "; will retry"));
        throw new NotDelivered("callback " + d.id() + " answered HTTP " + status);
    }

    /** Whether a retry at {@code next} would still be within the delivery's deadline. */
    boolean withinDeadline(String deliveryId, Instant next) {
        return deliveries.find(deliveryId)
                .map(d -> !next.isAfter(d.createdAt().plus(properties.giveUpAfter())))
                .orElse(false);
    }

    void giveUp(String deliveryId, String why) {
        deliveries.find(deliveryId).ifPresent(d -> giveUp(d, why));
    }

    private void giveUp(CallbackDeliveries.Delivery d, String why) {
        log.info("Callback {} of job {} given up: {}", d.id(), d.jobId(), why);
        count("given_up");
        if (deliveries.finish(d.id(), CallbackDeliveries.State.FAILED, clock.instant())) {
            tasks.finish(d.taskId(), TaskStatus.FAILED, describe(d, "given up: " + why));
        }
    }

    /** parlance_callbacks_total{result}: attempts delivered or failed, deliveries given up (docs/deploy.md, metrics). */
    private static void count(String result) {
        Metrics.counter("parlance.callbacks", "result", result).increment();
    }

    private static String describe(CallbackDeliveries.Delivery d, String what) {
        return "Callback " + d.id() + " (" + d.iwpName() + ") to " + CallbackRequest.parse(d.url()).uri().getHost() + ": " + what;
    }
}
