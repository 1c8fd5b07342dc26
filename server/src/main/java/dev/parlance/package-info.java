/**
 * The Parlance server: {@link dev.parlance.ParlanceApplication} starts it, and every behaviour lives
 * in one of the rooms below, a package per subject (account, job, media, speech, elementlist,
 * workflow, rendering, deliverable, notification, billing, sandbox), with the v1 HTTP edge in
 * {@code api.v1}, what every room shares in {@code common} and the running server's own concerns in
 * {@code system}. Each room's package-info says what it holds and which neighbour holds what it does
 * not; docs/architecture.md is the map. Turning an ElementList into captions and
 * transcripts is not in the server but in the caption library ({@code dev.parlance.captions}, the
 * captions module, plain Java). The rules of the layout (no cycles between rooms, raw request
 * parameters read in {@code api.v1} alone, job status written by the job repository alone) are
 * checked by the server's {@code ArchitectureTest}.
 */
package dev.parlance;
