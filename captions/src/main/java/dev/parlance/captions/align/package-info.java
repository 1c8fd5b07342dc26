/**
 * Gives an edited or imported text the times of the words it came from. A person's text (speaker
 * turns, as typed: punctuation, {@code [MUSIC]}-style sound tags) is aligned word by word against
 * the previous version's timed words: words that read the same keep their times exactly, changed
 * words take the time of the words they replace, new words are placed between their timed
 * neighbours, and stretches that changed a lot are reported so the server can look for their
 * words in the audio ({@link dev.parlance.captions.align.StretchAligner}). The result is also an
 * ElementList ready to store as a version. Entry point:
 * {@link dev.parlance.captions.align.TranscriptAligner}. A customer's imported transcript
 * ({@code read}) is timed the same way against the recognizer's words, each caption cue's words
 * kept inside the cue: {@link dev.parlance.captions.align.ImportAligner}. The ElementList records themselves live
 * in {@code model}; the recognizer and the audio live in the server.
 */
package dev.parlance.captions.align;
