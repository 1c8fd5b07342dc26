package dev.parlance.deliverable;

import java.util.Locale;
import java.util.Optional;

/** The file types the API hands out: download_media's {@code media_type}, transcoded_media's {@code transcoded_version}. */
public enum Flavour {
    MP3("mp3", "audio/mpeg"),
    MP4("mp4", "video/mp4");

    private final String extension;
    private final String contentType;

    Flavour(String extension, String contentType) {
        this.extension = extension;
        this.contentType = contentType;
    }

    public String extension() {
        return extension;
    }

    public String contentType() {
        return contentType;
    }

    /** Whether the flavour carries a picture (only a video's media has one worth making). */
    public boolean isVideo() {
        return contentType.startsWith("video/");
    }

    /** {@code mp3} or {@code mp4}, any case, surrounding blanks ignored. */
    public static Optional<Flavour> parse(String value) {
        if (value == null) {
            return Optional.empty();
        }
        String v = value.strip().toLowerCase(Locale.ROOT);
        for (Flavour f : values()) {
            if (f.extension.equals(v)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
