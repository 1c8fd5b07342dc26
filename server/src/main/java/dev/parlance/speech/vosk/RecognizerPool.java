package dev.parlance.speech.vosk;

import dev.parlance.speech.PcmFormat;
import org.vosk.Model;
import org.vosk.Recognizer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Long-lived Vosk recognizers, at most {@code size} of them, lent to one worker thread at a time.
 * Reusing a recognizer is what makes Vosk fast here (measured: a new recognizer per file runs at
 * 4–5x real time, a reused one at 21x), so they are created lazily and kept.
 *
 * <p>A recognizer is retired after {@code recycleAfterSamples} of audio: Vosk computes the stream
 * offset part of its word times in single precision, which would cost millisecond accuracy after
 * many hours of use.
 */
public class RecognizerPool implements AutoCloseable {
    private final Supplier<Model> model;
    private final int size;
    private final long recycleAfterSamples;
    private final Semaphore permits;
    private final Deque<PooledRecognizer> idle = new ArrayDeque<>();
    private final AtomicInteger created = new AtomicInteger();
    private volatile boolean closed;

    public RecognizerPool(Supplier<Model> model, int size, long recycleAfterSamples) {
        if (size < 1) {
            throw new IllegalArgumentException("A recognizer pool holds at least one recognizer");
        }
        this.model = model;
        this.size = size;
        this.recycleAfterSamples = recycleAfterSamples;
        this.permits = new Semaphore(size, true);
    }

    /** Waits for a free recognizer (creating one, and loading the model, when none is idle yet). */
    public PooledRecognizer borrow() throws InterruptedException {
        permits.acquire();
        try {
            if (closed) {
                throw new IllegalStateException("The recognizer pool is closed (shutting down)");
            }
            PooledRecognizer recognizer;
            synchronized (idle) {
                recognizer = idle.pollFirst();
            }
            return recognizer != null ? recognizer : create();
        } catch (RuntimeException | Error e) {
            permits.release();
            throw e;
        }
    }

    /**
     * A recognizer that hears only these words (a Vosk grammar of the words, and {@code [unk]} for
     * anything else), for one stream, under the same limit as the others: made for the caller and
     * destroyed when given back, since a grammar cannot be taken off a recognizer again.
     *
     * @param grammar the grammar as Vosk reads it, a JSON array of phrases
     */
    public PooledRecognizer borrowListeningFor(String grammar) throws InterruptedException {
        permits.acquire();
        try {
            if (closed) {
                throw new IllegalStateException("The recognizer pool is closed (shutting down)");
            }
            Recognizer recognizer = new Recognizer(model.get(), PcmFormat.SAMPLE_RATE, grammar);
            recognizer.setWords(true);
            PooledRecognizer lent = new PooledRecognizer(recognizer, this);
            lent.markBroken(); // not to be lent again
            return lent;
        } catch (RuntimeException | Error e) {
            permits.release();
            throw e;
        }
    }

    private PooledRecognizer create() {
        try {
            Recognizer recognizer = new Recognizer(model.get(), PcmFormat.SAMPLE_RATE);
            recognizer.setWords(true);
            created.incrementAndGet();
            return new PooledRecognizer(recognizer, this);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a Vosk recognizer", e);
        }
    }

    void release(PooledRecognizer recognizer) {
        try {
            synchronized (idle) {
                if (closed || recognizer.isBroken() || recognizer.samplesFed() >= recycleAfterSamples) {
                    recognizer.destroy();
                } else {
                    idle.addFirst(recognizer);
                }
            }
        } finally {
            permits.release();
        }
    }

    /** The most recognizers that run at once. */
    public int size() {
        return size;
    }

    /** Recognizers created so far (a replaced one counts again). */
    public int created() {
        return created.get();
    }

    /** Closes idle recognizers; busy ones are closed when they come back. */
    @Override
    public void close() {
        synchronized (idle) {
            closed = true;
            idle.forEach(PooledRecognizer::destroy);
            idle.clear();
        }
    }
}
