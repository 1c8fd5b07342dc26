/**
 * Transcripts customers give for their jobs (add_transcript): stored per job as read by the
 * caption library's {@code read}, for the machine pass ({@code workflow}) to time to the audio.
 */
package dev.parlance.transcript;
