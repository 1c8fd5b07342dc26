package dev.parlance.operations;

import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.stereotype.Component;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Health "ffmpeg" (in readiness): ffmpeg and ffprobe, which every media step runs by name, are
 * executables on this process's {@code PATH}. A process started without them (a missing Debian
 * package, a systemd unit with a narrow PATH) is not ready rather than failing every job.
 */
@Component("ffmpeg")
class MediaToolsHealth implements HealthIndicator {
    static final List<String> TOOLS = List.of("ffmpeg", "ffprobe");

    private final String searchPath;

    MediaToolsHealth() {
        this(Optional.ofNullable(System.getenv("PATH")).orElse(""));
    }

    MediaToolsHealth(String searchPath) {
        this.searchPath = searchPath;
    }

    @Override
    public Health health() {
        Map<String, Object> found = new LinkedHashMap<>();
        List<String> missing = new ArrayList<>();
        for (String tool : TOOLS) {
            Optional<Path> path = find(tool);
            if (path.isPresent()) {
                found.put(tool, path.get().toString());
            } else {
                missing.add(tool);
            }
        }
        if (missing.isEmpty()) {
            return Health.up().withDetails(found).build();
        }
        return Health.down().withDetails(found)
                .withDetail("error", String.join(" and ", missing) + " not found on PATH (install Debian's ffmpeg)")
                .build();
    }

    private Optional<Path> find(String tool) {
        for (String dir : searchPath.split(File.pathSeparator)) {
            if (!dir.isBlank()) {
                Path candidate = Path.of(dir, tool);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }
}
