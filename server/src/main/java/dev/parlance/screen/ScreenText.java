package dev.parlance.screen;

/** A line of text shown on screen from {@code startMillis} until {@code endMillis}, as read. */
public record ScreenText(String text, long startMillis, long endMillis) {
}
