package dev.parlance.workflow;

/**
 * perform_transcription's parameters as sent (strings and numbers, not yet validated).
 *
 * @param fidelity        MECHANICAL, PREMIUM, PROFESSIONAL (or legacy names); required
 * @param priority        ECONOMY, STANDARD, PRIORITY, CRITICAL; null means STANDARD
 * @param turnaroundHours null means the priority's default
 * @param targetLanguage  a code or comma-separated codes; null for none
 */
public record TranscriptionRequest(
        String fidelity,
        String priority,
        Long turnaroundHours,
        String callbackUrl,
        String options,
        String targetLanguage,
        Boolean standardProduct) {
}
