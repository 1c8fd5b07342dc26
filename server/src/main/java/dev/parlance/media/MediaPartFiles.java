package dev.parlance.media;

import dev.parlance.system.PartFileWriter;
import org.springframework.stereotype.Component;

import java.time.Duration;

/**
 * Uploads and media_url downloads as writers of {@code .part} files: an upload whose sender goes
 * quiet is dropped after the upload read timeout, a download after the download stall timeout, so a
 * live one touches its file at least that often.
 */
@Component
class MediaPartFiles implements PartFileWriter {
    private final MediaProperties properties;

    MediaPartFiles(MediaProperties properties) {
        this.properties = properties;
    }

    @Override
    public Duration longestQuiet() {
        Duration upload = properties.uploadReadTimeout();
        Duration download = properties.downloadStallTimeout();
        return upload.compareTo(download) > 0 ? upload : download;
    }
}
