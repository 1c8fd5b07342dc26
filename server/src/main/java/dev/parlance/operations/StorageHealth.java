package dev.parlance.operations;

import dev.parlance.media.MediaStore;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.stereotype.Component;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.UUID;

/**
 * Health "storage" (in readiness): a small value written to the configured store, found there and
 * removed again, through the same interface every room uses, so it checks whatever the store is (the
 * data folder: present and writable; S3: reachable, credentials and bucket right).
 *
 * <p>At most once per {@link #EVERY}: probes come every few seconds from each load balancer and
 * anyone may call them, and each check is a synced file write or three bucket requests.
 */
@Component("storage")
class StorageHealth implements HealthIndicator {
    static final Duration EVERY = Duration.ofSeconds(15);

    private final MediaStore store;
    private final CachedSnapshot<Health> lastCheck;

    StorageHealth(MediaStore store, Clock clock) {
        this.store = store;
        this.lastCheck = new CachedSnapshot<>(this::check, EVERY, clock);
    }

    @Override
    public Health health() {
        return lastCheck.get();
    }

    private Health check() {
        try {
            return writtenValueIsFound()
                    ? Health.up().withDetail("bucket", store.bucket()).build()
                    : Health.down().withDetail("bucket", store.bucket()).withDetail("error", "a value written is not found").build();
        } catch (Exception e) {
            return Health.down(e).withDetail("bucket", store.bucket()).build();
        }
    }

    private boolean writtenValueIsFound() throws IOException {
        String key = "health/probe-" + UUID.randomUUID();
        try {
            store.put(key, new ByteArrayInputStream(new byte[]{'o', 'k'}));
            return store.exists(key);
        } finally {
            store.delete(key);
        }
    }
}
