package dev.parlance.operations;

import dev.parlance.media.LocalMediaStore;
import dev.parlance.media.MediaStore;
import dev.parlance.support.MovableClock;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** The storage check writes, finds and removes a value, at most once per period however often it is probed. */
@Tag("no-database")
class StorageHealthTest {
    @TempDir
    Path media;

    private final AtomicInteger writes = new AtomicInteger();
    private final AtomicBoolean broken = new AtomicBoolean();

    @Test
    void probesInOnePeriodShareOneWriteAndAFailureShowsAfterIt() throws IOException {
        MovableClock clock = new MovableClock();
        StorageHealth health = new StorageHealth(watched(new LocalMediaStore(media)), clock);

        assertThat(health.health().getStatus()).isEqualTo(Status.UP);
        assertThat(health.health().getStatus()).isEqualTo(Status.UP);
        assertThat(writes).as("two probes, one write").hasValue(1);
        try (var left = Files.walk(media)) {
            assertThat(left.filter(Files::isRegularFile)).as("the probe's value is removed").isEmpty();
        }

        broken.set(true);
        assertThat(health.health().getStatus()).as("within the period").isEqualTo(Status.UP);
        clock.advance(StorageHealth.EVERY);
        Health down = health.health();
        assertThat(down.getStatus()).isEqualTo(Status.DOWN);
        assertThat(down.getDetails().toString()).contains("the disk is full");
        assertThat(writes).hasValue(2);
    }

    /** The store, counting writes, and failing them once {@link #broken} is set. */
    private MediaStore watched(MediaStore store) {
        return (MediaStore) Proxy.newProxyInstance(MediaStore.class.getClassLoader(), new Class<?>[]{MediaStore.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("put")) {
                        writes.incrementAndGet();
                        if (broken.get()) {
                            throw new IOException("the disk is full");
                        }
                    }
                    try {
                        return method.invoke(store, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
