package dev.parlance.notification;

import com.sun.net.httpserver.HttpServer;
import dev.parlance.common.Ids;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.TestDns;
import dev.parlance.system.UrlGuard;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A callback goes to the address the guard checked, over real HTTP: the step resolves the host
 * once, through the guard, and connects there. Two receivers share a port, one on 127.0.0.1 (public
 * for this test's guard) and one on 127.0.0.2 (private for it), so a second resolution that
 * rebinds the name would reach the private one.
 */
class CallbackAddressApiTest extends ApiTestSupport {
    private static final InetAddress INTERNAL = TestDns.address("127.0.0.2");

    @Autowired
    CallbackDeliveries deliveries;
    @Autowired
    JobTasks tasks;
    @Autowired
    CallbackProperties properties;
    @Autowired
    Clock clock;

    private final TestDns dns = new TestDns();
    private final AtomicInteger publicHits = new AtomicInteger();
    private final AtomicInteger internalHits = new AtomicInteger();
    private HttpServer publicReceiver;
    private HttpServer internalReceiver;
    private CallbackStep step;

    private static HttpServer receiver(InetAddress address, int port, AtomicInteger hits) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(address, port), 0);
        server.createContext("/", exchange -> {
            hits.incrementAndGet();
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
        return server;
    }

    @BeforeEach
    void receivers() throws IOException {
        publicReceiver = receiver(InetAddress.getLoopbackAddress(), 0, publicHits);
        internalReceiver = receiver(INTERNAL, publicReceiver.getAddress().getPort(), internalHits);
        step = new CallbackStep(deliveries, tasks, new UrlGuard(false, dns::resolve, INTERNAL::equals), properties, new dev.parlance.system.Transfers(), clock);
    }

    @AfterEach
    void stopReceivers() {
        publicReceiver.stop(0);
        internalReceiver.stop(0);
    }

    /** A pending delivery of a fresh job to {@code host} on the receivers' port. */
    private String delivery(String host) {
        String jobId = api.get("/api/job/new", "v", "1", "api_token", adminToken()).ok().path("JobId").asString();
        String taskId = tasks.record(jobId, TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.INPROGRESS, "queued");
        String id = Ids.newId();
        deliveries.insert(new CallbackDeliveries.Delivery(id, jobId, taskId,
                "http://" + host + ":" + publicReceiver.getAddress().getPort() + "/done?job=" + jobId, "FINAL",
                CallbackDeliveries.State.PENDING, clock.instant()));
        return id;
    }

    @Test
    void aNameThatRebindsAfterTheCheckIsCalledAtTheCheckedAddress() {
        dns.answer("hooks.test", "127.0.0.1", "127.0.0.2");
        String id = delivery("hooks.test");
        step.run(new CallbackDelivery(id));
        assertThat(deliveries.find(id).orElseThrow().state()).isEqualTo(CallbackDeliveries.State.DELIVERED);
        assertThat(publicHits.get()).isEqualTo(1);
        assertThat(internalHits.get()).isZero();
        assertThat(dns.lookups("hooks.test")).isEqualTo(1);
    }

    @Test
    void aNameOnAPrivateAddressIsGivenUpWithoutConnecting() {
        dns.answer("internal.test", "127.0.0.2");
        String id = delivery("internal.test");
        step.run(new CallbackDelivery(id));
        assertThat(deliveries.find(id).orElseThrow().state()).isEqualTo(CallbackDeliveries.State.FAILED);
        assertThat(deliveries.attempts(id)).singleElement()
                .satisfies(a -> assertThat(a.error()).contains("private or reserved address (127.0.0.2)"));
        assertThat(internalHits.get()).isZero();
    }
}
