package dev.parlance.operations;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;

/** The ffmpeg check looks for both tools on the PATH it is given, as executables. */
@Tag("no-database")
class MediaToolsHealthTest {
    @TempDir
    Path dir;

    @Test
    void downWhenFfmpegIsMissingFromThePath() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        executable(bin.resolve("ffprobe"));
        Health health = new MediaToolsHealth(dir.resolve("empty") + File.pathSeparator + bin).health();
        assertThat(health.getStatus()).isEqualTo(Status.DOWN);
        assertThat(health.getDetails()).containsEntry("ffprobe", bin.resolve("ffprobe").toString());
        assertThat((String) health.getDetails().get("error")).startsWith("ffmpeg not found on PATH");
    }

    @Test
    void downWhenTheFileIsNotExecutable() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        executable(bin.resolve("ffprobe"));
        Files.writeString(bin.resolve("ffmpeg"), "not a program");
        assertThat(new MediaToolsHealth(bin.toString()).health().getStatus()).isEqualTo(Status.DOWN);
    }

    @Test
    void upWithBothFound() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        executable(bin.resolve("ffmpeg"));
        executable(bin.resolve("ffprobe"));
        Health health = new MediaToolsHealth(bin.toString()).health();
        assertThat(health.getStatus()).isEqualTo(Status.UP);
        assertThat(health.getDetails()).containsKeys("ffmpeg", "ffprobe");
    }

    private static void executable(Path file) throws Exception {
        Files.writeString(file, "#!/bin/sh\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
