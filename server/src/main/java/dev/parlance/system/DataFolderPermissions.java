package dev.parlance.system;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationPreparedEvent;
import org.springframework.boot.context.event.ApplicationStartedEvent;
import org.springframework.boot.context.event.SpringApplicationEvent;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.ApplicationListener;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Keeps the data folder's secrets (the folder itself, {@code secret.key}, the embedded database
 * under {@code db/}) readable by the service's own user only.
 *
 * <p>Runs before anything is created in the folder (registered in {@code META-INF/spring.factories}:
 * it runs once the settings are known and before any bean exists): it warns about secrets that already exist with wider modes
 * (an operator may have chosen them, so they are left alone), and creates a missing data folder as
 * 0700. H2 creates its files with the process's umask, so once the application has started, the
 * database files this start created are narrowed to 0600 (their folder to 0700).
 */
public class DataFolderPermissions implements ApplicationListener<SpringApplicationEvent> {
    private static final Logger log = LoggerFactory.getLogger(DataFolderPermissions.class);

    private Path dataDir;
    private final Set<Path> existedBefore = new HashSet<>();

    @Override
    public void onApplicationEvent(SpringApplicationEvent event) {
        // Prepared, not environment-prepared: test contexts add their settings in between.
        if (event instanceof ApplicationPreparedEvent prepared) {
            dataDir = Binder.get(prepared.getApplicationContext().getEnvironment()).bind("parlance.data-dir", Path.class)
                    .orElse(Path.of("./data")).toAbsolutePath().normalize();
            prepare();
        } else if (event instanceof ApplicationStartedEvent && dataDir != null) {
            restrictCreatedThisStart();
        }
    }

    private void prepare() {
        List<Path> secrets = secrets();
        existedBefore.addAll(secrets);
        List<String> wide = new ArrayList<>();
        for (Path p : secrets) {
            OwnerOnly.widerThanOwner(p).ifPresent(mode -> wide.add(p + " (" + mode + ")"));
        }
        if (!wide.isEmpty()) {
            log.warn("Other users of this machine may read the data folder's secrets: {}. Make them owner-only:"
                    + " chmod 700 on folders, chmod 600 on files", String.join(", ", wide));
        }
        try {
            OwnerOnly.createDirectories(dataDir);
            // The embedded database's folder exists, owner-only, before H2 writes its first byte into it.
            OwnerOnly.createDirectories(dataDir.resolve("db"));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the data folder " + dataDir, e);
        }
        warnIfUmaskIsWide();
    }

    /**
     * Files the service writes without naming a mode (H2's, media, outbox mail) get the process's
     * umask: start.sh and the deploy guide's units set 077. A process started otherwise is told, once.
     */
    private void warnIfUmaskIsWide() {
        Path probe = dataDir.resolve(".umask-probe-" + ProcessHandle.current().pid());
        try {
            Files.newOutputStream(probe, StandardOpenOption.CREATE_NEW).close();
            OwnerOnly.widerThanOwner(probe).ifPresent(mode -> log.warn("New files in the data folder are created {}"
                    + " (the process's umask): start the service with umask 077 (start.sh does; systemd: UMask=0077)", mode));
        } catch (IOException | UnsupportedOperationException e) {
            log.debug("Cannot probe the umask: {}", e.toString());
        } finally {
            try {
                Files.deleteIfExists(probe);
            } catch (IOException ignored) {
                // a leftover probe is harmless and named for its process
            }
        }
    }

    private void restrictCreatedThisStart() {
        for (Path p : secrets()) {
            if (!existedBefore.contains(p)) {
                try {
                    OwnerOnly.restrict(p);
                } catch (IOException e) {
                    log.warn("Cannot make {} owner-only: {}", p, e.getMessage());
                }
            }
        }
    }

    /** The folder, its secret key, and the embedded database's folder and files, as far as they exist. */
    private List<Path> secrets() {
        List<Path> found = new ArrayList<>();
        for (Path p : List.of(dataDir, dataDir.resolve("secret.key"), dataDir.resolve("db"))) {
            if (Files.exists(p)) {
                found.add(p);
            }
        }
        Path db = dataDir.resolve("db");
        if (Files.isDirectory(db)) {
            try (Stream<Path> files = Files.list(db)) {
                files.forEach(found::add);
            } catch (IOException e) {
                log.warn("Cannot list {}: {}", db, e.getMessage());
            }
        }
        return found;
    }
}
