/**
 * download_media with text_to_speech: the job's audio description, or else its FINAL transcript,
 * spoken by espeak-ng passage by passage along the media's timeline and encoded as the flavour.
 * Speech synthesis lives here; speech recognition is {@code dev.parlance.speech}.
 */
package dev.parlance.deliverable.narration;
