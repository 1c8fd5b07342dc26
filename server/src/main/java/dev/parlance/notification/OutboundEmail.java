package dev.parlance.notification;

import java.time.Instant;

/** A queued or sent message as stored. */
record OutboundEmail(
        String id,
        String jobId,
        String recipient,
        String subject,
        String text,
        String html,
        State state,
        int attempts,
        String lastError,
        Instant createdAt,
        Instant sentAt) {

    enum State { PENDING, SENT, FAILED }
}
