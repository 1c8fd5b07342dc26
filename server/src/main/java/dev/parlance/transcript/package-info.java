/**
 * add_transcript: a customer's own transcript or captions for a job (plain text, SRT, WebVTT,
 * DFXP), taken from the request body or a {@code transcript_url}, read by the caption library's
 * {@code captions.read} and kept, one per job, as {@link dev.parlance.transcript.ImportedTranscripts}.
 * Receiving and fetching the bytes reuses {@code media}'s upload rules and downloader; timing the
 * imported words to the audio is {@code workflow}'s, which only reads what is kept here.
 */
package dev.parlance.transcript;
