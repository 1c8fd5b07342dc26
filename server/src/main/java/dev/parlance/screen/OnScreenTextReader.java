package dev.parlance.screen;

import dev.parlance.speech.media.MediaInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The on-screen text of a job's video: frames sampled at scene changes, read by OCR, kept where
 * they stay on screen. The frames live in a temporary folder removed afterwards. Reading the
 * screen is an addition to the transcript, never a reason to fail a job: a media without a
 * picture has no on-screen text, and a failure (tesseract missing, say) is reported to the caller
 * as a reason, and the transcript goes on without it.
 */
@Component
public class OnScreenTextReader {
    private static final Logger log = LoggerFactory.getLogger(OnScreenTextReader.class);

    /** What was read, or why nothing could be. */
    public sealed interface Outcome {
        record Read(List<ScreenText> lines) implements Outcome {
        }

        record Unread(String reason) implements Outcome {
        }
    }

    public Outcome read(Path media, MediaInfo info) {
        if (!info.hasVideo()) {
            return new Outcome.Read(List.of());
        }
        // Decoding runs at many times real time and OCR at a few frames a second: a generous bound.
        Duration timeout = Duration.ofSeconds(120 + Math.round(info.durationSeconds() * 2));
        Path folder = null;
        try {
            folder = Files.createTempDirectory("parlance-screen-");
            List<ScreenFrames.Frame> frames = ScreenFrames.sample(media, folder, timeout);
            List<FrameText> read = TesseractOcr.read(frames, folder, timeout);
            return new Outcome.Read(ScreenTextTracker.track(read, info.durationMillis()));
        } catch (IOException | IllegalStateException e) {
            log.warn("On-screen text not read: {}", e.getMessage());
            return new Outcome.Unread(e.getMessage());
        } finally {
            delete(folder);
        }
    }

    private static void delete(Path folder) {
        if (folder == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            log.warn("Could not remove {}: {}", folder, e.getMessage());
        }
    }
}
