package dev.parlance.notification;

/** Data of a send-email task: the stored message's id (also the task instance id). */
public record EmailDelivery(String emailId) {
}
