package dev.parlance.media;

import java.io.IOException;
import java.io.InputStream;

/**
 * Where media bytes live, by key ({@code jobs/<jobId>/...}). One implementation per backend (a local
 * folder now, object storage later); nothing outside this interface knows paths or buckets.
 *
 * <p>Keys are relative, slash-separated names of letters, digits, {@code .}, {@code _} and
 * {@code -}; a segment never starts with a dot.
 */
public interface MediaStore {
    /**
     * Stores everything {@code in} yields under {@code key} and returns the byte count. The bytes are
     * streamed, never held whole in memory, and appear under the key only once complete: a failure
     * or crash part-way leaves no file under the key. An existing value is replaced.
     */
    long put(String key, InputStream in) throws IOException;

    /** The stored bytes; {@code skip} on the stream is cheap, so ranges can be served from it. */
    InputStream open(String key) throws IOException;

    /** Size in bytes of a stored value. */
    long size(String key) throws IOException;

    boolean exists(String key);

    /** Removes one value; no error when it is absent. */
    void delete(String key) throws IOException;

    /** Removes every value whose key starts with {@code prefix}, a folder such as {@code jobs/<id>/}. */
    void deleteAll(String prefix) throws IOException;
}
