package dev.parlance.deliverable;

/**
 * The queued data of work that produces a generated file: its row id only (the row says what to make), stored
 * as JSON. Also the queued row's instance id, so a second request cannot queue the same work twice.
 */
public record DeliverableWork(String deliverableId) {
}
