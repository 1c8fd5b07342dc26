package dev.parlance.media;

import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.io.UncheckedIOException;
import java.util.Enumeration;
import java.util.NoSuchElementException;

/**
 * The slices of an upload in the media store: one value per slice, under the job's folder (so a
 * job deleted before its upload finished takes them with it). Each slice is stored whole or not at
 * all ({@link MediaStore#put}), which is what makes the confirmed offset survive a crash.
 */
@Component
class UploadChunks {
    private final MediaStore store;

    UploadChunks(MediaStore store) {
        this.store = store;
    }

    String key(UploadSession session, long offset) {
        return folder(session) + String.format("%08d", offset / session.chunkBytes());
    }

    /** The whole file, slice after slice; each slice is opened only when the one before is read. */
    InputStream whole(UploadSession session) {
        int count = session.chunkCount();
        return new SequenceInputStream(new Enumeration<>() {
            private int next;

            @Override
            public boolean hasMoreElements() {
                return next < count;
            }

            @Override
            public InputStream nextElement() {
                if (next >= count) {
                    throw new NoSuchElementException();
                }
                try {
                    return store.open(key(session, next++ * session.chunkBytes()));
                } catch (IOException e) {
                    throw new UncheckedIOException("A slice of upload " + session.id() + " is missing", e);
                }
            }
        });
    }

    /** Removes the slices once the file is the job's media (or the job is gone). */
    void deleteAll(UploadSession session) {
        try {
            store.deleteAll(folder(session));
        } catch (IOException | RuntimeException ignored) {
            // leftovers go with the job's folder when the job is deleted
        }
    }

    private static String folder(UploadSession session) {
        return MediaKeys.jobFolder(session.jobId()) + "upload-" + session.id() + "/";
    }
}
