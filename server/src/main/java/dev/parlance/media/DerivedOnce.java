package dev.parlance.media;

import java.io.IOException;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Makes something derived from stored media (a waveform's peaks, the scene changes) once, stored
 * under its own key beside the media: of several callers asking at once in one process, one makes
 * it and the others wait for it, then find it stored.
 */
public final class DerivedOnce {
    /** The making: stores the object under its key, or answers false when the media gives none. */
    @FunctionalInterface
    public interface Making {
        boolean make() throws IOException;
    }

    private final MediaStore store;
    private final ConcurrentHashMap<String, Object> making = new ConcurrentHashMap<>();

    public DerivedOnce(MediaStore store) {
        this.store = store;
    }

    /** True when the object under {@code key} is stored, made now by {@code making} when it was not. */
    public boolean ensure(String key, Making maker) throws IOException {
        if (store.exists(key)) {
            return true;
        }
        Object lock = making.computeIfAbsent(key, k -> new Object());
        synchronized (lock) {
            try {
                return store.exists(key) || maker.make();
            } finally {
                making.remove(key);
            }
        }
    }
}
