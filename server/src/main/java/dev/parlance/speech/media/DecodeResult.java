package dev.parlance.speech.media;

/**
 * The end of a decode: what the PCM reader returned, or why the media could not be decoded.
 *
 * @param <T> the reader's result
 */
public sealed interface DecodeResult<T> {

    /** ffmpeg finished cleanly (or the reader stopped early on purpose). */
    record Decoded<T>(T value, long pcmBytes) implements DecodeResult<T> {
    }

    record Failed<T>(MediaFailure failure) implements DecodeResult<T> {
    }
}
