package dev.parlance.rendering;

/** A caption or transcript file ready to send. */
public record Rendered(byte[] body, String contentType, String fileName) {
}
