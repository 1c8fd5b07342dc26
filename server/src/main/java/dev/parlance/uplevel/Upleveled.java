package dev.parlance.uplevel;

/**
 * An uplevel ordered: the new job, and what it does ({@code upleveled_workflow}), such as
 * "MECHANICAL to PREMIUM: Edit pass (PREMIUM)".
 */
public record Upleveled(String jobId, String workflow) {
}
