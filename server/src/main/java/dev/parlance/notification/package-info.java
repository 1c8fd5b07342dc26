/**
 * Telling people and systems outside Parlance what happened: callbacks (the v1 callback_url calls,
 * durable, retried with back-off until a deadline, each with a stable delivery id) and e-mail
 * (an outbox of messages sent through SMTP, retried, with one Message-ID per message).
 */
package dev.parlance.notification;
