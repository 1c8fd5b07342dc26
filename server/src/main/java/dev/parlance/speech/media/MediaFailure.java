package dev.parlance.speech.media;

/**
 * The media cannot be used: garbage bytes, an unknown container, no audio, a decoder that hung.
 * A result, not an exception: retrying will not change the file, so the job goes to Media Failure
 * with {@code reason} as its note.
 */
public record MediaFailure(String reason) implements ProbeResult {
}
