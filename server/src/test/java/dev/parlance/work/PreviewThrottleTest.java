package dev.parlance.work;

import dev.parlance.support.MovableClock;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Tag("no-database")
class PreviewThrottleTest {
    private final MovableClock clock = new MovableClock();
    private final PreviewThrottle throttle = new PreviewThrottle(clock);

    @Test
    void oneItemGetsOnePreviewAtATimeOthersAreNotHeldUp() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread first = Thread.ofVirtual().start(() -> throttle.run("item-1", () -> {
            started.countDown();
            await(release);
            return "done";
        }));
        assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
        assertThatThrownBy(() -> throttle.run("item-1", () -> "second"))
                .isInstanceOfSatisfying(WorkException.class, e -> assertThat(e.refusal()).isEqualTo(WorkRefusal.BUSY))
                .hasMessageContaining("still being made");
        assertThat(throttle.run("item-2", () -> "other item")).isEqualTo("other item");
        release.countDown();
        first.join();
        assertThat(throttle.run("item-1", () -> "after")).isEqualTo("after");
    }

    @Test
    void atMostAHundredAndTwentyAMinuteThenAgainInTheNextMinute() {
        for (int i = 0; i < PreviewThrottle.PER_MINUTE; i++) {
            assertThat(throttle.run("item", () -> 1)).isEqualTo(1);
        }
        assertThatThrownBy(() -> throttle.run("item", () -> 1))
                .isInstanceOfSatisfying(WorkException.class, e -> assertThat(e.refusal()).isEqualTo(WorkRefusal.BUSY))
                .hasMessageContaining("120 previews a minute");
        clock.advance(Duration.ofSeconds(61));
        assertThat(throttle.run("item", () -> 2)).isEqualTo(2);
    }

    @Test
    void aFailedPreviewFreesItsItem() {
        assertThatThrownBy(() -> throttle.run("item", () -> {
            throw new IllegalStateException("unreadable");
        })).isInstanceOf(IllegalStateException.class);
        assertThat(throttle.run("item", () -> "fine")).isEqualTo("fine");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
