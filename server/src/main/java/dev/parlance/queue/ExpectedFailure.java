package dev.parlance.queue;

/**
 * A run that failed for a reason outside the service: a customer's server that does not answer, a
 * mail server that does not take a message, a callback receiver that answers 500. Its work is
 * retried as its policy says, and the log says so in one line (the message names what failed): a
 * stack trace would point at our code, which did nothing wrong. Any other exception from a run is
 * logged with its stack trace.
 */
public class ExpectedFailure extends RuntimeException {
    public ExpectedFailure(String message) {
        super(message);
    }

    public ExpectedFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
