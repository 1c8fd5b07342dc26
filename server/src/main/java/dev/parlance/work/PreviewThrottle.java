package dev.parlance.work;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Caption previews per work item: one at a time, and at most {@value #PER_MINUTE} a minute. A
 * preview aligns and lays out the whole text (seconds of processor time for a long transcript), and
 * an approval link is in the hands of whoever the customer forwarded it to: the editor asks once
 * typing has paused for 0.8 s and one request at a time, so a person stays below this, while a script
 * looping on the route is refused instead of taking a processor.
 */
final class PreviewThrottle {
    static final int PER_MINUTE = 120;
    private static final Duration WINDOW = Duration.ofMinutes(1);
    /** Past this many items seen, windows that ended are forgotten. */
    private static final int TIDY_ABOVE = 10_000;

    private record Window(Instant start, int count, boolean running) {
    }

    private final Map<String, Window> windows = new ConcurrentHashMap<>();
    private final Clock clock;

    PreviewThrottle(Clock clock) {
        this.clock = clock;
    }

    /** Runs the preview for the item, or refuses it while another runs or the minute's count is used up. */
    <T> T run(String itemId, Supplier<T> preview) {
        Instant now = clock.instant();
        String[] refusal = {null};
        windows.compute(itemId, (id, w) -> {
            if (w == null || !now.isBefore(w.start().plus(WINDOW))) {
                w = new Window(now, 0, w != null && w.running());
            }
            if (w.running()) {
                refusal[0] = "A preview of this text is still being made; ask again when it is done";
                return w;
            }
            if (w.count() >= PER_MINUTE) {
                refusal[0] = "At most " + PER_MINUTE + " previews a minute; ask again in a moment";
                return w;
            }
            return new Window(w.start(), w.count() + 1, true);
        });
        if (refusal[0] != null) {
            throw new WorkException(WorkRefusal.BUSY, refusal[0]);
        }
        try {
            return preview.get();
        } finally {
            windows.computeIfPresent(itemId, (id, w) -> new Window(w.start(), w.count(), false));
            if (windows.size() > TIDY_ABOVE) {
                windows.entrySet().removeIf(e -> !e.getValue().running() && !now.isBefore(e.getValue().start().plus(WINDOW)));
            }
        }
    }
}
