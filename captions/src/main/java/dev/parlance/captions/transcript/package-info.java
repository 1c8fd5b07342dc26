/**
 * get_transcript: an ElementList laid out as a {@link dev.parlance.captions.transcript.Transcript}
 * and written as txt, html or pdf by {@link dev.parlance.captions.transcript.TranscriptWriter}.
 */
package dev.parlance.captions.transcript;
