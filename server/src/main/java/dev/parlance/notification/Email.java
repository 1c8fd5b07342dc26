package dev.parlance.notification;

/**
 * A message to send: a plain-text body and an HTML body saying the same (sent as the two parts of a
 * multipart/alternative message, so every mail client shows one of them).
 *
 * @param jobId the job it is about, for the record; null when none
 */
public record Email(String to, String subject, String text, String html, String jobId) {
}
