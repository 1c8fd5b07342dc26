package dev.parlance.storage;

import dev.parlance.common.Ids;
import dev.parlance.media.MediaStore.LocalFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * Local copies of stored objects for tools that need a file (ffmpeg, the recognizer), shared while
 * they are in use: a long file's sections are recognized one after another and side by side, each
 * step asking for the media again, and each would otherwise fetch the whole object once more (a
 * two-hour file has 24 sections). A copy is fetched once per version of the object (its ETag);
 * the callers that ask meanwhile wait for it. Once nobody holds it, it stays for {@code idle} in
 * case the next step asks, then is deleted; a newer version replaces it at the next request.
 * Copies live in the work folder, named per process, so processes sharing the folder never share
 * or delete each other's.
 */
final class LocalCopies implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(LocalCopies.class);

    /** Fetches an object into a new file. */
    @FunctionalInterface
    interface Fetch {
        void into(Path file) throws IOException;
    }

    private final Path folder;
    private final Duration idle;
    private final Clock clock;
    private final Map<String, Copy> copies = new HashMap<>();
    private boolean closed;

    LocalCopies(Path folder, Duration idle, Clock clock) {
        this.folder = folder;
        this.idle = idle;
        this.clock = clock;
    }

    /** The copy of version {@code etag} of {@code key}, fetched unless there is one; close it when done. */
    LocalFile copy(String key, String etag, Fetch fetch) throws IOException {
        Copy copy;
        synchronized (this) {
            dropIdle();
            copy = copies.get(key);
            if (copy == null || !copy.etag.equals(etag)) {
                if (copy != null && copy.users == 0) {
                    delete(copy);
                }
                copy = new Copy(etag, folder.resolve("s3-copy-" + Ids.newId() + ".tmp"));
                copies.put(key, copy);
            }
            copy.users++;
        }
        try {
            copy.fetchOnce(fetch);
        } catch (IOException | RuntimeException e) {
            release(key, copy);
            throw e;
        }
        Copy held = copy;
        return new LocalFile(copy.path, () -> release(key, held));
    }

    /** Deletes the copies nobody has held for {@code idle}; run now and then. */
    synchronized void dropIdle() {
        Instant before = clock.instant().minus(idle);
        for (Iterator<Copy> it = copies.values().iterator(); it.hasNext(); ) {
            Copy c = it.next();
            if (c.users == 0 && c.lastUse.isBefore(before)) {
                delete(c);
                it.remove();
            }
        }
    }

    /** How many copies are on disk now. */
    synchronized int count() {
        return copies.size();
    }

    private synchronized void release(String key, Copy copy) {
        copy.users--;
        copy.lastUse = clock.instant();
        if (copy.users == 0 && (closed || copies.get(key) != copy || !copy.fetched)) {
            // Replaced by a newer version, failed, or shutting down: nobody will ask for it again.
            delete(copy);
            copies.remove(key, copy);
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        for (Iterator<Copy> it = copies.values().iterator(); it.hasNext(); ) {
            Copy c = it.next();
            if (c.users == 0) {
                delete(c);
                it.remove();
            }
        }
    }

    private static void delete(Copy c) {
        try {
            Files.deleteIfExists(c.path);
        } catch (IOException e) {
            log.warn("Cannot delete the local copy {}: {}", c.path, e.getMessage());
        }
    }

    private final class Copy {
        final String etag;
        final Path path;
        int users;
        Instant lastUse = clock.instant();
        private volatile boolean fetched;

        Copy(String etag, Path path) {
            this.etag = etag;
            this.path = path;
        }

        /** The first caller fetches; the others wait for it, and fetch again if it failed. */
        synchronized void fetchOnce(Fetch fetch) throws IOException {
            if (fetched) {
                return;
            }
            Files.createDirectories(path.getParent());
            try {
                fetch.into(path);
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(path);
                throw e;
            }
            fetched = true;
        }
    }

    /** Reads {@code in} into {@code file}. */
    static void write(InputStream in, Path file) throws IOException {
        try (in) {
            Files.copy(in, file);
        }
    }
}
