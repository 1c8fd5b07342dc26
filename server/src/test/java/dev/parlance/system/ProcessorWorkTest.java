package dev.parlance.system;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProcessorWorkTest {

    @Test
    void aRequestsComputationRunsOnAPlatformThreadAndItsResultAndRefusalsComeBackAsTheyAre() throws Exception {
        ProcessorWork work = new ProcessorWork(2);
        AtomicReference<Boolean> ranVirtual = new AtomicReference<>();
        AtomicReference<Object> answer = new AtomicReference<>();
        Thread request = Thread.ofVirtual().start(() -> {
            answer.set(work.run(() -> {
                ranVirtual.set(Thread.currentThread().isVirtual());
                return "aligned";
            }));
            try {
                work.run(() -> {
                    throw new IllegalArgumentException("unknown sound tag");
                });
            } catch (IllegalArgumentException e) {
                answer.set(answer.get() + ", then refused: " + e.getMessage());
            }
        });
        request.join();

        assertThat(ranVirtual.get()).isFalse();
        assertThat(answer.get()).isEqualTo("aligned, then refused: unknown sound tag");
        work.stop();
    }

    @Test
    void aPlatformThreadComputesInPlace() {
        ProcessorWork work = new ProcessorWork(1);
        Thread caller = Thread.currentThread();

        assertThat(work.run(Thread::currentThread)).isSameAs(caller);
        assertThatThrownBy(() -> work.run(() -> {
            throw new IllegalStateException("as it is");
        })).isInstanceOf(IllegalStateException.class).hasMessage("as it is");
        work.stop();
    }

    /**
     * As many requests computing as the JDK has carriers for virtual threads: other requests still
     * run. Each computation spins until another virtual thread says stop, so had they held the carriers
     * (computed on the requests' own threads), nothing could say it and they would never end.
     */
    @Test
    void requestsComputingOnEveryCarrierLeaveOtherRequestsRunning() throws Exception {
        int carriers = Integer.getInteger("jdk.virtualThreadScheduler.parallelism", Runtime.getRuntime().availableProcessors());
        ProcessorWork work = new ProcessorWork(carriers);
        AtomicBoolean stop = new AtomicBoolean();
        CountDownLatch computing = new CountDownLatch(carriers);
        List<Thread> requests = new ArrayList<>();
        try {
            for (int i = 0; i < carriers; i++) {
                requests.add(Thread.ofVirtual().start(() -> work.run(() -> {
                    computing.countDown();
                    while (!stop.get()) {
                        Thread.onSpinWait();
                    }
                    return null;
                })));
            }
            assertThat(computing.await(30, TimeUnit.SECONDS)).as("every computation started").isTrue();

            Thread.ofVirtual().start(() -> stop.set(true));
            for (Thread request : requests) {
                assertThat(request.join(java.time.Duration.ofSeconds(30))).as("a request ended").isTrue();
            }
        } finally {
            stop.set(true); // so a failure leaves no carrier spinning for the tests after this one
            work.stop();
        }
    }
}
