package dev.parlance.system;

import jakarta.annotation.PreDestroy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Removes, once started and then every hour, what a crash (or a writer that failed without cleaning
 * up) left half-written in the data folder: hidden {@code .*.part}
 * files (uploads, media downloads, outbox mail are written to one and renamed when complete) and
 * half-extracted speech models ({@code models/.<name>-new-*}).
 *
 * <p>Several processes may share the folder, so only leftovers nothing can still be writing go:
 * those untouched for twice the longest quiet of any {@link PartFileWriter} (today media's: the
 * longer of the upload read timeout and the download stall timeout). A live writer adds to its
 * file at least that often, or its own timeout drops it.
 */
@Component
class LeftoverSweep {
    private static final Logger log = LoggerFactory.getLogger(LeftoverSweep.class);
    /** A long-running process collects leftovers too (a full disk mid-write), not only a restart. */
    static final Duration EVERY = Duration.ofHours(1);

    private final Path dataDir;
    private final Duration quietFor;
    private final ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(
            Thread.ofVirtual().name("leftover-sweep").factory());

    LeftoverSweep(ParlanceProperties parlance, List<PartFileWriter> writers) {
        this.dataDir = parlance.dataDir().toAbsolutePath().normalize();
        Duration longest = writers.stream().map(PartFileWriter::longestQuiet).max(Comparator.naturalOrder())
                .orElseThrow(() -> new IllegalStateException(
                        "No PartFileWriter: cannot tell a live .part file from a leftover"));
        this.quietFor = longest.multipliedBy(2);
    }

    /**
     * Once the service answers, in the background: a large media tree (or slow shared storage) takes
     * a while to walk, and nothing waits for the sweep, since only files nobody writes any more go.
     */
    @EventListener(ApplicationReadyEvent.class)
    void sweepOnceStartedAndEveryHour() {
        sweeper.scheduleWithFixedDelay(this::sweepQuietly, 0, EVERY.toMinutes(), TimeUnit.MINUTES);
    }

    @PreDestroy
    void stop() {
        sweeper.shutdownNow();
    }

    /** A failed sweep must not end the schedule (an exception would cancel every later run). */
    private void sweepQuietly() {
        try {
            sweep();
        } catch (RuntimeException e) {
            log.warn("Leftover sweep failed: {}", e.toString());
        }
    }

    private void sweep() {
        if (!Files.isDirectory(dataDir)) {
            return;
        }
        Instant before = Instant.now().minus(quietFor);
        int[] removed = {0};
        try {
            Files.walkFileTree(dataDir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    if (dir.equals(dataDir.resolve("db"))) {
                        return FileVisitResult.SKIP_SUBTREE; // the database manages its own files
                    }
                    if (isHalfExtractedModel(dir) && olderThan(newestIn(dir), before)) {
                        removed[0] += deleteTree(dir);
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    String name = file.getFileName().toString();
                    if (attrs.isRegularFile() && name.startsWith(".") && name.endsWith(".part")
                            && olderThan(attrs.lastModifiedTime(), before)) {
                        removed[0] += deleteTree(file);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE; // gone meanwhile, or unreadable: not ours to judge
                }
            });
        } catch (IOException e) {
            log.warn("Cannot look for leftovers in {}: {}", dataDir, e.getMessage());
        }
        if (removed[0] > 0) {
            log.info("Removed {} partial file(s) left by an interrupted upload, download or write", removed[0]);
        }
    }

    private boolean isHalfExtractedModel(Path dir) {
        String name = dir.getFileName().toString();
        return dataDir.resolve("models").equals(dir.getParent()) && name.startsWith(".") && name.contains("-new-");
    }

    /** The latest change anywhere in the folder: an extraction writes deep inside it, not at its top. */
    private static FileTime newestIn(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.map(LeftoverSweep::modified).max(Comparator.naturalOrder()).orElse(FileTime.from(Instant.now()));
        } catch (IOException | java.io.UncheckedIOException e) {
            return FileTime.from(Instant.now()); // cannot tell: keep it
        }
    }

    private static FileTime modified(Path p) {
        try {
            return Files.getLastModifiedTime(p);
        } catch (IOException e) {
            return FileTime.from(Instant.now());
        }
    }

    private static boolean olderThan(FileTime time, Instant before) {
        return time.toInstant().isBefore(before);
    }

    /** Deletes a file or a folder with its contents; returns 1 when it is gone. */
    private static int deleteTree(Path path) {
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
            return 1;
        } catch (IOException e) {
            log.warn("Cannot remove leftover {}: {}", path, e.getMessage());
            return 0;
        }
    }
}
