package dev.parlance.deliverable;

import dev.parlance.common.Ids;
import dev.parlance.system.ParlanceProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

/**
 * Scratch files of ffmpeg and espeak-ng runs, in {@code <data-dir>/work}: on the data disk, which
 * is sized for media, rather than in a temporary folder that may live in memory. Each file is
 * deleted when its run ends; what a crash leaves behind is removed at the next start once it is a
 * day old (another process sharing the folder may still be using a younger one).
 */
@Component
public class WorkFiles {
    private static final Logger log = LoggerFactory.getLogger(WorkFiles.class);
    private static final Duration LEFTOVER_AGE = Duration.ofDays(1);

    private final Path folder;

    WorkFiles(ParlanceProperties properties) {
        this.folder = properties.dataDir().resolve("work").toAbsolutePath().normalize();
        removeLeftovers();
    }

    /** A new, not yet existing file name in the work folder; {@code close} deletes it. */
    public WorkFile create(String suffix) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create " + folder, e);
        }
        return new WorkFile(folder.resolve(Ids.newId() + suffix));
    }

    private void removeLeftovers() {
        if (!Files.isDirectory(folder)) {
            return;
        }
        Instant before = Instant.now().minus(LEFTOVER_AGE);
        List<Path> old;
        try (Stream<Path> files = Files.list(folder)) {
            old = files.filter(f -> modified(f).toInstant().isBefore(before)).toList();
        } catch (IOException e) {
            log.warn("Cannot list {}: {}", folder, e.getMessage());
            return;
        }
        for (Path f : old) {
            try {
                Files.deleteIfExists(f);
            } catch (IOException e) {
                log.warn("Cannot delete leftover {}: {}", f, e.getMessage());
            }
        }
    }

    private static FileTime modified(Path f) {
        try {
            return Files.getLastModifiedTime(f);
        } catch (IOException e) {
            return FileTime.from(Instant.now());
        }
    }

    /** A scratch file; deleted on close. */
    public record WorkFile(Path path) implements AutoCloseable {
        @Override
        public void close() {
            try {
                Files.deleteIfExists(path);
            } catch (IOException e) {
                log.warn("Cannot delete {}: {}", path, e.getMessage());
            }
        }
    }
}
