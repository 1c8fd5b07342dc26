package dev.parlance.system;

import jakarta.annotation.PreDestroy;
import org.springframework.stereotype.Component;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Runs a request's processor-bound work (aligning a long transcript, laying out its captions) on
 * platform threads, while the request's virtual thread waits without holding a carrier.
 *
 * <p>Why: requests run on virtual threads, and the JDK runs those on as many carrier threads as
 * there are cores, never taking a carrier back from a virtual thread that computes. On a two-core
 * server, two requests computing for a second (a three-hour draft aligned on load, a caption
 * preview) held both carriers, and every other request waited for them: measured with the editor
 * bench, the editor's own small modules took up to 1.7 s to their first byte while its transcript was
 * aligned, and any customer's API call waited the same. Platform threads are shared out by the
 * operating system, so a request that only reads a row or a file gets a carrier at once, whatever
 * computes beside it. At most as many computations run at once as there are cores; more wait their
 * turn. (One fewer, to leave a core to the light requests, was measured worse: on two cores the
 * editor's load then waited for another page's caption preview.)
 *
 * <p>The work must not need the caller's thread: no transaction or security context of the request
 * (it runs outside both), only its own reads.
 */
@Component
public final class ProcessorWork {
    private final ExecutorService threads;

    public ProcessorWork() {
        this(Runtime.getRuntime().availableProcessors());
    }

    ProcessorWork(int threads) {
        this.threads = Executors.newFixedThreadPool(threads, Thread.ofPlatform().name("processor-work-", 1).daemon(true).factory());
    }

    /**
     * The work's result, computed on a platform thread when called from a virtual one (a request),
     * else right here (a queued task's worker thread is a platform thread already). What the work
     * throws is thrown as it is.
     */
    public <T> T run(Supplier<T> work) {
        if (!Thread.currentThread().isVirtual()) {
            return work.get();
        }
        Future<T> result = threads.submit(work::get);
        try {
            return result.get();
        } catch (ExecutionException e) {
            switch (e.getCause()) {
                case RuntimeException unchecked -> throw unchecked;
                case Error error -> throw error;
                default -> throw new IllegalStateException(e.getCause());
            }
        } catch (InterruptedException e) {
            result.cancel(true);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for a computation", e);
        }
    }

    @PreDestroy
    void stop() {
        threads.shutdownNow();
    }
}
