package dev.parlance.storage;

import dev.parlance.media.MediaStore.LocalFile;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Local copies of objects: fetched once per version while in use, deleted once idle or outdated. */
@Tag("no-database")
class LocalCopiesTest {
    @TempDir
    Path folder;
    private final AtomicInteger fetches = new AtomicInteger();
    private Instant now = Instant.parse("2026-01-01T00:00:00Z");
    private final Clock clock = new Clock() {
        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    };

    private LocalCopies.Fetch content(String text) {
        return file -> {
            fetches.incrementAndGet();
            Files.writeString(file, text);
        };
    }

    @Test
    void stepsWorkingOnOneVersionShareOneCopyUntilItIsIdle() throws IOException {
        LocalCopies copies = new LocalCopies(folder, Duration.ofMinutes(2), clock);
        LocalFile first = copies.copy("jobs/a/original-1", "e1", content("v1"));
        LocalFile second = copies.copy("jobs/a/original-1", "e1", content("v1"));
        assertThat(second.path()).isEqualTo(first.path());
        assertThat(fetches).hasValue(1);
        first.close();
        second.close();

        // The next section's step within the idle time gets the same copy without a fetch.
        now = now.plusSeconds(60);
        try (LocalFile third = copies.copy("jobs/a/original-1", "e1", content("v1"))) {
            assertThat(third.path()).isEqualTo(first.path());
            assertThat(Files.readString(third.path())).isEqualTo("v1");
        }
        assertThat(fetches).hasValue(1);

        now = now.plusSeconds(121);
        copies.dropIdle();
        assertThat(first.path()).doesNotExist();
        assertThat(copies.count()).isZero();
    }

    @Test
    void aNewVersionIsFetchedAndTheOutdatedCopyGoesWhenLetGo() throws IOException {
        LocalCopies copies = new LocalCopies(folder, Duration.ofMinutes(2), clock);
        LocalFile old = copies.copy("jobs/b/deliverables/1.mp3", "e1", content("old"));
        LocalFile fresh = copies.copy("jobs/b/deliverables/1.mp3", "e2", content("new"));
        assertThat(fresh.path()).isNotEqualTo(old.path());
        assertThat(Files.readString(old.path())).isEqualTo("old"); // still held: kept
        assertThat(Files.readString(fresh.path())).isEqualTo("new");
        old.close();
        assertThat(old.path()).doesNotExist();
        fresh.close();
        assertThat(fresh.path()).exists();
        copies.close();
        assertThat(fresh.path()).doesNotExist();
    }

    @Test
    void aFailedFetchLeavesNoCopyAndTheNextCallerFetchesAgain() throws IOException {
        LocalCopies copies = new LocalCopies(folder, Duration.ofMinutes(2), clock);
        assertThatThrownBy(() -> copies.copy("jobs/c/original-1", "e1", file -> {
            Files.writeString(file, "half");
            throw new IOException("connection reset");
        })).hasMessageContaining("connection reset");
        assertThat(copies.count()).isZero();
        try (LocalFile copy = copies.copy("jobs/c/original-1", "e1", content("whole"))) {
            assertThat(Files.readString(copy.path())).isEqualTo("whole");
        }
        try (var files = Files.list(folder)) {
            assertThat(files).hasSize(1);
        }
    }
}
