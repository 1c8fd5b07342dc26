/**
 * ffprobe and ffmpeg as child processes: describing media, and decoding its audio to a PCM stream.
 * Every process has a timeout, has its stderr drained, and is killed on every exit path; media that
 * cannot be used is a {@link dev.parlance.speech.media.MediaFailure} result with ffmpeg's reason.
 */
package dev.parlance.speech.media;
