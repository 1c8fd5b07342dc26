package dev.parlance.deliverable;

/**
 * Hears how a production ended, inside the transaction that records it, so that what follows (an
 * e-mail with a link) commits together with the result or not at all.
 */
public interface DeliverableListener {
    void ready(Deliverable deliverable);

    /** It will not be produced: unproducible, or failed after its retries. */
    void gaveUp(Deliverable deliverable, String reason);
}
