/**
 * Transcripts and captions a customer gives (add_transcript) read into what was said, in order,
 * with the times the file gave: {@link dev.parlance.captions.read.ImportedTranscript}. Timing
 * those words to the audio is {@code align}'s.
 */
package dev.parlance.captions.read;
