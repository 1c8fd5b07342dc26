package dev.parlance.translation;

/**
 * A translation direction offered: job language codes ({@code en}, {@code es}) and the Apertium
 * mode that translates it ({@code eng-spa}).
 */
public record LanguagePair(String source, String target, String mode) {
    /** "en-es", as the error messages and docs/workforce.md name a pair. */
    public String label() {
        return source + "-" + target;
    }
}
