package dev.parlance.deliverable;

import dev.parlance.media.Media;
import dev.parlance.media.MediaStore;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether a stored upload has a picture, and whether browsers play it as it is: what the players
 * choose by ({@link Deliverables#playable}). ffprobe looks once per stored file and process; a
 * stored file never changes (new media gets a new key), so the answer is kept.
 */
@Component
class MediaPictures {
    /** @param browserPlays whether Chromium, Firefox and Safari play the file itself (mp4 or webm of common codecs) */
    record Picture(boolean hasVideo, boolean browserPlays) {
    }

    private static final Logger log = LoggerFactory.getLogger(MediaPictures.class);
    private static final Set<String> MP4_VIDEO = Set.of("h264", "av1", "vp9");
    private static final Set<String> MP4_AUDIO = Set.of("aac", "mp3", "opus");
    private static final Set<String> WEBM_VIDEO = Set.of("vp8", "vp9", "av1");
    private static final Set<String> WEBM_AUDIO = Set.of("opus", "vorbis");
    private static final int MOST_KEPT = 10_000;

    private final MediaStore store;
    private final MediaProbe probe;
    private final Map<String, Picture> seen = new ConcurrentHashMap<>();

    MediaPictures(MediaStore store, MediaProbe probe) {
        this.store = store;
        this.probe = probe;
    }

    Picture of(Media media) {
        Picture known = seen.get(media.storageKey());
        if (known != null) {
            return known;
        }
        Picture found = look(media.storageKey());
        if (seen.size() >= MOST_KEPT) {
            seen.clear();
        }
        seen.put(media.storageKey(), found);
        return found;
    }

    private Picture look(String key) {
        try (MediaStore.LocalFile file = store.localFile(key)) {
            if (probe.probe(file.path()) instanceof MediaInfo info) {
                return new Picture(info.hasVideo(), info.hasVideo() && browserPlays(info));
            }
        } catch (IOException | RuntimeException e) {
            log.warn("Could not look at media {} for a picture: {}", key, e.getMessage());
        }
        return new Picture(false, false);
    }

    /** ffprobe names mp4 and mov "mov,mp4,...", webm and mkv "matroska,webm": the codecs tell them apart. */
    static boolean browserPlays(MediaInfo info) {
        String format = info.formatName() == null ? "" : info.formatName();
        if (format.contains("mp4")) {
            return MP4_VIDEO.contains(info.videoCodec()) && (!info.hasAudio() || MP4_AUDIO.contains(info.audioCodec()));
        }
        return format.contains("webm") && WEBM_VIDEO.contains(info.videoCodec())
                && (!info.hasAudio() || WEBM_AUDIO.contains(info.audioCodec()));
    }
}
