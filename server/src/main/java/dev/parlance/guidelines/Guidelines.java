package dev.parlance.guidelines;

/**
 * A job's guidelines as a worker's page shows them: always safe HTML, the cleaned document when it
 * was HTML ({@code fullHtml}), else the plain text escaped, a paragraph per blank-line-separated
 * block and a line break per line.
 */
public record Guidelines(boolean fullHtml, String html) {
}
