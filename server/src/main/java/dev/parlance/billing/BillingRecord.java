package dev.parlance.billing;

import dev.parlance.job.Fidelity;

import java.time.Instant;

/**
 * One billed item of a completed job.
 *
 * @param fidelity the product billed: MECHANICAL, PREMIUM or PROFESSIONAL
 */
public record BillingRecord(
        String jobId,
        LanguageClass languageClass,
        String accountId,
        Fidelity fidelity,
        int billableMinutes,
        Instant returnedAt) {
}
