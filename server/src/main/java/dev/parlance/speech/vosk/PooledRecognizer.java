package dev.parlance.speech.vosk;

import org.vosk.Recognizer;

/**
 * A Vosk recognizer lent out by the {@link RecognizerPool}; closing it gives it back. It counts
 * every sample it was ever fed, because a reused Vosk recognizer keeps its clock running: word
 * times of the next stream start where the previous stream ended, even across
 * {@code getFinalResult()} and {@code reset()} (measured; see the recognizer tests).
 */
public final class PooledRecognizer implements AutoCloseable {
    private final Recognizer recognizer;
    private final RecognizerPool pool;
    private long samplesFed;
    private boolean broken;

    PooledRecognizer(Recognizer recognizer, RecognizerPool pool) {
        this.recognizer = recognizer;
        this.pool = pool;
    }

    /** Feeds 16-bit samples ({@code length} even); true when an utterance ended and {@link #result()} is ready. */
    boolean accept(byte[] pcm, int length) {
        samplesFed += length / 2;
        return recognizer.acceptWaveForm(pcm, length);
    }

    String result() {
        return recognizer.getResult();
    }

    /** Flushes the last utterance and closes the round, so the next stream starts clean. */
    String finalResult() {
        return recognizer.getFinalResult();
    }

    /** Samples fed over the recognizer's whole life: where its clock stands now. */
    long samplesFed() {
        return samplesFed;
    }

    /** Keeps a recognizer in an unknown state out of the pool. */
    void markBroken() {
        broken = true;
    }

    boolean isBroken() {
        return broken;
    }

    void destroy() {
        recognizer.close();
    }

    @Override
    public void close() {
        pool.release(this);
    }
}
