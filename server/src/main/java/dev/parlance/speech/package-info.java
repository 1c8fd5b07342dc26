/**
 * Speech to timed words: the {@link dev.parlance.speech.SpeechRecognizer} abstraction, the engine
 * beans, and {@link dev.parlance.speech.MediaTranscriber}, which streams a media file's audio into
 * the recognizer for the job's language.
 */
package dev.parlance.speech;
