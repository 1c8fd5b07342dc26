package dev.parlance.delivery;

/** Data of a send-email task: the stored message's id (also the task instance id). */
public record EmailDelivery(String emailId) {
}
