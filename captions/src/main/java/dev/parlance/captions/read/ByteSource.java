package dev.parlance.captions.read;

import java.io.IOException;
import java.io.InputStream;

/**
 * The bytes of a transcript file, readable more than once: the encoding is decided by a first
 * pass over the whole file (is it valid UTF-8?), the parse is a second. Neither holds the file
 * in memory.
 */
@FunctionalInterface
public interface ByteSource {
    /** A new stream over the file from its first byte; the caller closes it. */
    InputStream open() throws IOException;

    /** Bytes already in memory (tests, small files). */
    static ByteSource of(byte[] bytes) {
        return () -> new java.io.ByteArrayInputStream(bytes);
    }
}
