package dev.parlance.media;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where a job's files live, by key ({@code jobs/<jobId>/...}): its media, the files generated from it
 * (deliverables: other flavours, burned-in captions, narration) and what was imported for it
 * (transcripts, guidelines). One implementation per backend, chosen by {@code parlance.storage.type}:
 * a local folder ({@link LocalMediaStore}, the default) or S3-compatible object storage
 * ({@code storage.S3MediaStore}); nothing outside this interface knows paths or buckets. Scratch
 * files of a tool run (ffmpeg's output before it is stored) stay local files.
 *
 * <p>Keys are relative, slash-separated names of letters, digits, {@code .}, {@code _} and
 * {@code -}; a segment never starts with a dot ({@link MediaKeys#requireValid}).
 */
public interface MediaStore {
    /**
     * The store's name as a client may be told it (add_custom_guidelines' {@code bucket}): the
     * bucket of an object store, the folder's name for a local one. Keys are paths inside it.
     */
    String bucket();

    /**
     * Stores everything {@code in} yields under {@code key} and returns the byte count. The bytes are
     * streamed, never held whole in memory, and appear under the key only once complete: a failure
     * or crash part-way leaves no file under the key. An existing value is replaced.
     */
    long put(String key, InputStream in) throws IOException;

    /**
     * Stores a copy of the value under {@code from} as {@code to} and returns its byte count, with
     * {@link #put}'s guarantees. Values are never changed in place (a put replaces the whole file),
     * so a store may share the bytes between the two keys; removing either leaves the other whole.
     */
    default long copy(String from, String to) throws IOException {
        try (InputStream in = open(from)) {
            return put(to, in);
        }
    }

    /** The stored bytes from the start. */
    InputStream open(String key) throws IOException;

    /**
     * The stored bytes from {@code offset} to the end, fetched from there (a seek in a file, a ranged
     * read of an object), not read from the start and thrown away: how ranges are served
     * ({@link StoredMediaResource}). An offset at or past the end gives an empty stream.
     */
    InputStream open(String key, long offset) throws IOException;

    /** Size in bytes of a stored value. */
    long size(String key) throws IOException;

    boolean exists(String key);

    /** Removes one value; no error when it is absent. */
    void delete(String key) throws IOException;

    /** Removes every value whose key starts with {@code prefix}, a folder such as {@code jobs/<id>/}. */
    void deleteAll(String prefix) throws IOException;

    /**
     * A local file holding the stored bytes, for tools that need a seekable path (ffmpeg, ffprobe:
     * an mp4 whose index sits at its end cannot be read from a pipe). A folder-backed store hands
     * out the stored file itself; a remote store copies to a temporary file that {@code close}
     * removes.
     */
    default LocalFile localFile(String key) throws IOException {
        Path copy = Files.createTempFile("parlance-media-", ".tmp");
        try (InputStream in = open(key)) {
            Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(copy);
            throw e;
        }
        return new LocalFile(copy, true);
    }

    /** A path to read; {@code temporary} ones are deleted on close. */
    record LocalFile(Path path, boolean temporary) implements AutoCloseable {
        @Override
        public void close() throws IOException {
            if (temporary) {
                Files.deleteIfExists(path);
            }
        }
    }
}
