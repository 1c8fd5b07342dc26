/**
 * The v1 vocabulary both HTTP edges speak: a client's values read, checked and typed once, whether
 * they come to the v1 API ({@code api.v1}) or to the web app's pages and forms ({@code web}), which
 * use the v1 names. {@link dev.parlance.parameters.ApiParams} holds one call's merged values (names
 * matched case-insensitively, every typed read through {@code common.Lenient}); the readers turn
 * them into the typed requests the rooms take: perform_transcription's fidelity, priority, options
 * and languages ({@link dev.parlance.parameters.TranscriptionParameters}), get_caption's and
 * get_transcript's options ({@link dev.parlance.parameters.RenderingParameters}), job/list's
 * filters and paging ({@link dev.parlance.parameters.JobListFilters},
 * {@link dev.parlance.parameters.JobListPaging}); {@link dev.parlance.parameters.FormParameters}
 * is the web app's door to them from a servlet parameter map. Refusals are {@code INVALID_OPTION}
 * or {@code INVALID_QUERY} naming the parameter, with the same words at both edges. Reading the
 * raw request stays at the edges; nothing here touches a servlet.
 */
package dev.parlance.parameters;
