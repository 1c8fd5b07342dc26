/**
 * add_transcript: reading a customer's transcript or caption file (plain text, SRT, WebVTT,
 * DFXP/TTML) into an {@link dev.parlance.captions.read.ImportedTranscript}, strictly, with errors
 * that name the line.
 */
package dev.parlance.captions.read;
