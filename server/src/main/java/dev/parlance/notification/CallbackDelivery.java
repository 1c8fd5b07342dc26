package dev.parlance.notification;

/** Task data of one callback delivery: its id (the stable delivery id sent with every attempt). */
public record CallbackDelivery(String deliveryId) {
}
