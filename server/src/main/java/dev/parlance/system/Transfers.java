package dev.parlance.system;

import org.springframework.context.ApplicationListener;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.stereotype.Component;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

/**
 * The process's fetches from customers' URLs under way. At shutdown every one is ended at once
 * ({@link TransferWatch.Reason#STOPPING}), before the scheduler waits for its workers: a stuck
 * download must not hold a graceful stop, and its queued work is left to run again on the next
 * start (or on another worker).
 */
@Component
public class Transfers implements ApplicationListener<ContextClosedEvent> {
    private final Set<TransferWatch> active = ConcurrentHashMap.newKeySet();
    private volatile boolean stopping;

    /** Starts watching a fetch; {@code unwanted} says whether its work was dropped meanwhile. Close it when done. */
    public TransferWatch start(TransferWatch.Rules rules, BooleanSupplier unwanted) {
        TransferWatch watch = new TransferWatch(rules, unwanted, active::remove);
        active.add(watch);
        if (stopping) {
            watch.end(TransferWatch.Reason.STOPPING, "the process is stopping");
        }
        return watch;
    }

    /** A fetch nothing else can cancel: bounded by its rules alone. */
    public TransferWatch start(TransferWatch.Rules rules) {
        return start(rules, () -> false);
    }

    @Override
    public void onApplicationEvent(ContextClosedEvent event) {
        stopping = true;
        active.forEach(w -> w.end(TransferWatch.Reason.STOPPING, "the process is stopping"));
    }
}
