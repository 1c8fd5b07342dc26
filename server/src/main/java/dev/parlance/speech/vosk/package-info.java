/**
 * The Vosk engine: the model bundled in the application, extracted once and loaded on first use,
 * and a pool of long-lived recognizers whose running clocks are subtracted from word times.
 */
package dev.parlance.speech.vosk;
