package dev.parlance.speech.media;

/**
 * A media file as ffprobe sees it. Codec names are ffmpeg's ({@code mp3}, {@code aac},
 * {@code h264}); the audio fields describe the first audio stream (the one decoding uses) and are
 * null/0 without audio. Cover art in audio files does not count as video.
 *
 * @param durationSeconds length of the media; 0 when neither the container nor a stream states it
 */
public record MediaInfo(
        double durationSeconds,
        String formatName,
        boolean hasAudio,
        boolean hasVideo,
        String audioCodec,
        String videoCodec,
        int channels,
        int sampleRate) implements ProbeResult {

    public long durationMillis() {
        return Math.round(durationSeconds * 1000);
    }
}
