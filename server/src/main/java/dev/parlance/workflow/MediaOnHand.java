package dev.parlance.workflow;

import dev.parlance.media.Media;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaStore;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A job's media as a local file for the passes of one step (the voicing of words in sounds, the
 * speakers, the text on screen): fetched on the first pass that needs it and kept until the step
 * ends, so a remote store's copy is fetched once rather than once a pass.
 */
final class MediaOnHand implements AutoCloseable {
    private final MediaRepository media;
    private final MediaStore store;
    private final String jobId;
    private MediaStore.LocalFile file;
    private boolean gone;

    MediaOnHand(MediaRepository media, MediaStore store, String jobId) {
        this.media = media;
        this.store = store;
        this.jobId = jobId;
    }

    /** The local file; empty when the job's media was deleted meanwhile. */
    Optional<Path> path() throws IOException {
        if (file == null && !gone) {
            Optional<Media> m = media.find(jobId);
            if (m.isEmpty()) {
                gone = true;
            } else {
                file = store.localFile(m.get().storageKey());
            }
        }
        return Optional.ofNullable(file).map(MediaStore.LocalFile::path);
    }

    @Override
    public void close() throws IOException {
        if (file != null) {
            file.close();
        }
    }
}
