package dev.parlance.media;

import org.springframework.core.io.AbstractResource;

import java.io.IOException;
import java.io.InputStream;

/**
 * A stored value as a Spring resource with a known length, so Spring MVC can answer Range requests
 * from it (the store's streams skip cheaply). Serves the job's media and the files generated for it.
 */
public final class StoredMediaResource extends AbstractResource {
    private final MediaStore store;
    private final String key;
    private final long size;
    private final String description;

    public StoredMediaResource(MediaStore store, String key, long size, String description) {
        this.store = store;
        this.key = key;
        this.size = size;
        this.description = description;
    }

    @Override
    public String getDescription() {
        return description;
    }

    @Override
    public InputStream getInputStream() throws IOException {
        return store.open(key);
    }

    @Override
    public long contentLength() {
        return size;
    }

    @Override
    public boolean exists() {
        return true;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StoredMediaResource r && r.key.equals(key);
    }

    @Override
    public int hashCode() {
        return key.hashCode();
    }
}
