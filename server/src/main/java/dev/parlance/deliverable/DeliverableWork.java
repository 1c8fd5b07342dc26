package dev.parlance.deliverable;

/**
 * Data of a task that produces a generated file: its row id only (the row says what to make), stored
 * as JSON. Also the task instance id, so a second request cannot queue the same work twice.
 */
public record DeliverableWork(String deliverableId) {
}
