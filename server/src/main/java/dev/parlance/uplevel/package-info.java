/**
 * Uplevels: a finished job (MECHANICAL, an imported transcript, or PREMIUM) ordered to a higher
 * fidelity. The order makes a new job, related to the one it came from ({@code job}'s relations,
 * which list_related reads), with a copy of its media and its FINAL transcript as the text the human
 * passes start from; the passes themselves, and where in the new fidelity's plan they start, are
 * {@code work}'s ({@link dev.parlance.work.PassPlan.Uplevel}). What a completed uplevel bills is
 * {@code billing}'s; the call's parameters are read in {@code api.v1}.
 */
package dev.parlance.uplevel;
