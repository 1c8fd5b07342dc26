package dev.parlance.speech.vosk;

import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.vosk.LibVosk;
import org.vosk.LogLevel;
import org.vosk.Model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * Gives the process its Vosk model. The model ships inside the application as resources under
 * {@code resourceRoot}, but Vosk reads a directory, so the first use copies it to
 * {@code modelsDir/resourceRoot} and loads it; later uses, and later processes, reuse both.
 *
 * <p>The copy carries a marker file with a fingerprint of the bundled files, so a new release with
 * another model replaces an old copy. Several processes sharing one data folder may start at once:
 * each copies into its own temporary folder and renames it into place atomically, so no process
 * ever sees a half-written model.
 *
 * <p>Loading happens on first use, not at application start: the API is up in a second and a
 * process that never transcribes never pays the 300 MB.
 */
public class VoskModelLoader implements AutoCloseable {
    static final String MARKER = ".parlance-model";
    private static final int MOVE_ATTEMPTS = 5;
    /** Files up to this size count in the fingerprint with their content (settings, uuid), larger ones by size. */
    private static final long SMALL_FILE_BYTES = 64 * 1024;

    private final Path modelsDir;
    private final String resourceRoot;
    private final ClassLoader classLoader;
    /** Volatile: {@link #isLoaded} reads it without the lock, which a first load holds for seconds. */
    private volatile Model model;
    private boolean closed;

    public VoskModelLoader(Path modelsDir, String resourceRoot) {
        this(modelsDir, resourceRoot, VoskModelLoader.class.getClassLoader());
    }

    VoskModelLoader(Path modelsDir, String resourceRoot, ClassLoader classLoader) {
        this.modelsDir = modelsDir;
        this.resourceRoot = resourceRoot;
        this.classLoader = classLoader;
    }

    /** The loaded model; the first call extracts and loads it (a few seconds), later calls return it. */
    public synchronized Model model() {
        if (closed) {
            throw new IllegalStateException("The speech model has been closed (shutting down)");
        }
        if (model == null) {
            Path dir = extract();
            LibVosk.setLogLevel(LogLevel.WARNINGS);
            try {
                model = new Model(dir.toString());
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot load the Vosk model from " + dir, e);
            }
        }
        return model;
    }

    /** Answers at once, also while another thread loads the model (a health probe asks meanwhile). */
    public boolean isLoaded() {
        return model != null;
    }

    /** Makes sure an up-to-date copy of the bundled model is on disk and returns its folder. */
    public Path extract() {
        try {
            Map<String, Resource> files = bundledFiles();
            String fingerprint = fingerprint(files);
            Path target = modelsDir.resolve(resourceRoot);
            if (fingerprint.equals(marker(target))) {
                return target;
            }
            Files.createDirectories(modelsDir);
            Path fresh = Files.createTempDirectory(modelsDir, "." + resourceRoot + "-new-");
            try {
                copy(files, fresh);
                Files.writeString(fresh.resolve(MARKER), fingerprint);
                return moveIntoPlace(fresh, target, fingerprint);
            } finally {
                deleteTree(fresh);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot extract the speech model into " + modelsDir, e);
        }
    }

    /** Relative path to resource, for every file under the resource root. */
    private Map<String, Resource> bundledFiles() throws IOException {
        Resource[] resources = new PathMatchingResourcePatternResolver(classLoader)
                .getResources("classpath*:" + resourceRoot + "/**");
        String prefix = "/" + resourceRoot + "/";
        Map<String, Resource> files = new TreeMap<>();
        for (Resource resource : resources) {
            String url = resource.getURL().toString();
            int at = url.lastIndexOf(prefix);
            if (at < 0 || url.endsWith("/") || (resource.isFile() && resource.getFile().isDirectory())) {
                continue;
            }
            files.putIfAbsent(url.substring(at + prefix.length()), resource);
        }
        if (files.isEmpty()) {
            throw new IllegalStateException("No speech model under '" + resourceRoot
                    + "' on the classpath (the Maven build unpacks it into the server's resources)");
        }
        return files;
    }

    /**
     * Names and sizes of the bundled files, and the content of the small ones (the model's uuid and its
     * settings under {@code conf/}): cheap to compute on every start, and different for any other model
     * or settings. A setting changed in place keeps its file's size ({@code --lattice-beam=2.0} to
     * {@code 6.0}), so sizes alone would leave an old copy with the old settings in use.
     */
    private static String fingerprint(Map<String, Resource> files) throws IOException {
        MessageDigest digest = sha256();
        for (Map.Entry<String, Resource> file : files.entrySet()) {
            long size = file.getValue().contentLength();
            digest.update((file.getKey() + "\0" + size + "\n").getBytes(StandardCharsets.UTF_8));
            if (size <= SMALL_FILE_BYTES) {
                try (InputStream in = file.getValue().getInputStream()) {
                    digest.update(in.readAllBytes());
                }
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static String marker(Path dir) {
        try {
            return Files.readString(dir.resolve(MARKER)).strip();
        } catch (IOException e) {
            return null;
        }
    }

    private static void copy(Map<String, Resource> files, Path into) throws IOException {
        for (Map.Entry<String, Resource> file : files.entrySet()) {
            Path destination = into.resolve(file.getKey()).normalize();
            if (!destination.startsWith(into)) {
                throw new IOException("Model file outside the model folder: " + file.getKey());
            }
            Files.createDirectories(destination.getParent());
            try (InputStream in = file.getValue().getInputStream()) {
                Files.copy(in, destination);
            }
        }
    }

    /**
     * Renames the complete copy into place. When another process got there first with the same
     * model, its copy is used; an outdated copy is renamed away and deleted first.
     */
    private Path moveIntoPlace(Path fresh, Path target, String fingerprint) throws IOException {
        for (int attempt = 0; attempt < MOVE_ATTEMPTS; attempt++) {
            if (fingerprint.equals(marker(target))) {
                return target;
            }
            if (Files.exists(target)) {
                // Looked at again: another racer may have put its complete copy there since the
                // marker was read above, and that copy must not be moved away from under it.
                if (fingerprint.equals(marker(target))) {
                    return target;
                }
                Path outdated = modelsDir.resolve("." + resourceRoot + "-old-" + UUID.randomUUID());
                try {
                    Files.move(target, outdated, StandardCopyOption.ATOMIC_MOVE);
                    if (fingerprint.equals(marker(outdated)) && putBack(outdated, target)) {
                        return target;   // it was a current copy placed in between: keep it
                    }
                    deleteTree(outdated);
                } catch (NoSuchFileException e) {
                    // another process moved it away already
                }
            }
            try {
                Files.move(fresh, target, StandardCopyOption.ATOMIC_MOVE);
                return target;
            } catch (AtomicMoveNotSupportedException e) {
                throw e;
            } catch (FileSystemException e) {
                // "exists" or "not empty": another process put its copy there; look again
            }
        }
        throw new IOException("Could not put the speech model into place at " + target);
    }

    /** Moves a current copy that was moved away by mistake back into place, unless another is there now. */
    private static boolean putBack(Path copy, Path target) throws IOException {
        try {
            Files.move(copy, target, StandardCopyOption.ATOMIC_MOVE);
            return true;
        } catch (AtomicMoveNotSupportedException e) {
            throw e;
        } catch (FileSystemException e) {
            return false;
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (model != null) {
            // Vosk counts references: recognizers still running keep the model alive until they close.
            model.close();
            model = null;
        }
    }
}
