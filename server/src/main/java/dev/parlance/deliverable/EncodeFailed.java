package dev.parlance.deliverable;

/** ffmpeg failed on media that probed fine: worth another try (disk full, process killed). */
public final class EncodeFailed extends RuntimeException {
    public EncodeFailed(String message) {
        super(message);
    }
}
