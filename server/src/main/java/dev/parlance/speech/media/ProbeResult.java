package dev.parlance.speech.media;

/** What probing a file gives: its description, or why it is not usable media. */
public sealed interface ProbeResult permits MediaInfo, MediaFailure {
}
