package dev.parlance.notification;

/** The queued data of send-email work: the stored message's id (also the queued row's instance id). */
public record EmailDelivery(String emailId) {
}
