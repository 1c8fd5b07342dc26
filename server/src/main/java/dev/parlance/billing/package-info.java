/**
 * What a completed job is billed, and the statistics made from it: billing records (media minutes per
 * fidelity and language class: English, foreign, translation), written inside the transaction that
 * completes the job so no completion goes unbilled, and aggregate_statistics, the billed minutes of
 * an account scope summed in week or month blocks. The job and its status are {@code job}; the
 * statistics call's parameters are read in {@code api.v1}.
 */
package dev.parlance.billing;
