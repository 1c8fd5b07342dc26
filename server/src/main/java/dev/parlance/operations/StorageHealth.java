package dev.parlance.operations;

import dev.parlance.media.MediaStore;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.stereotype.Component;

import java.io.ByteArrayInputStream;
import java.util.UUID;

/**
 * Health "storage" (in readiness): a small value written to the configured store, found there and
 * removed again, through the same interface every room uses, so it checks whatever the store is (the
 * data folder: present and writable; S3: reachable, credentials and bucket right).
 */
@Component("storage")
class StorageHealth extends AbstractHealthIndicator {
    private final MediaStore store;

    StorageHealth(MediaStore store) {
        super("storage check failed");
        this.store = store;
    }

    @Override
    protected void doHealthCheck(Health.Builder builder) throws Exception {
        String key = "health/probe-" + UUID.randomUUID();
        try {
            store.put(key, new ByteArrayInputStream(new byte[]{'o', 'k'}));
            if (!store.exists(key)) {
                builder.down().withDetail("bucket", store.bucket()).withDetail("error", "a value written is not found");
                return;
            }
        } finally {
            store.delete(key);
        }
        builder.up().withDetail("bucket", store.bucket());
    }
}
