/**
 * DFXP, the W3C TTML 1 profile (caption_format DFXP): the
 * {@link dev.parlance.captions.format.dfxp.DfxpWriter} and its
 * {@link dev.parlance.captions.format.dfxp.DfxpOptions}, which check a client's dfxp_header to be
 * one well-formed head element and hold the TTML namespaces the writer declares on its root.
 */
package dev.parlance.captions.format.dfxp;
