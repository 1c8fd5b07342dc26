/**
 * Speech to timed words: the {@link dev.parlance.speech.SpeechRecognizer} abstraction, the engine
 * beans, {@link dev.parlance.speech.MediaTranscriber}, which streams a media file's audio into
 * the recognizer for the job's language, and {@link dev.parlance.speech.StretchListener}, which
 * finds where a text's words were said when the caption library's aligner asks (an edited or
 * imported text whose words the recognizer did not hear as written).
 */
package dev.parlance.speech;
