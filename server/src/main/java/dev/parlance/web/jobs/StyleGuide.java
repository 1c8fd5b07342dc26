package dev.parlance.web.jobs;

/** A style guide the captions' download form offers: its name as {@code style_guide} takes it, and in words. */
record StyleGuide(String name, String label) {
}
