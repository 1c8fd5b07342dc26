package dev.parlance.system;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * Owner-only modes for the data folder's secrets: folders 0700, files 0600, given at creation so
 * there is no moment in which another local user could read them. On file systems without POSIX
 * modes (Windows) these are plain creations and the checks find nothing.
 */
public final class OwnerOnly {
    private static final Set<PosixFilePermission> OTHERS = EnumSet.of(
            PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);
    static final String FOLDER_MODE = "rwx------";
    static final String FILE_MODE = "rw-------";

    private OwnerOnly() {
    }

    /** Creates the folder and any missing parents as 0700; an existing folder is left as it is. */
    public static Path createDirectories(Path folder) throws IOException {
        return posix(folder)
                ? Files.createDirectories(folder, attribute(FOLDER_MODE))
                : Files.createDirectories(folder);
    }

    /** Writes a new file as 0600 (failing if it exists). */
    public static void writeNew(Path file, String text) throws IOException {
        if (posix(file.getParent())) {
            Files.createFile(file, attribute(FILE_MODE));
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.TRUNCATE_EXISTING);
        } else {
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
        }
    }

    /** The file's mode as {@code rwxr-xr-x} when group or others have any access to it. */
    static Optional<String> widerThanOwner(Path path) {
        try {
            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(path);
            return mode.stream().anyMatch(OTHERS::contains)
                    ? Optional.of(PosixFilePermissions.toString(mode)) : Optional.empty();
        } catch (UnsupportedOperationException | IOException e) {
            return Optional.empty();
        }
    }

    /** Takes group and others' access away (0700 for a folder, 0600 for a file). */
    static void restrict(Path path) throws IOException {
        if (posix(path)) {
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(
                    Files.isDirectory(path) ? FOLDER_MODE : FILE_MODE));
        }
    }

    private static boolean posix(Path path) {
        Path existing = path.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        return existing != null && existing.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    private static FileAttribute<Set<PosixFilePermission>> attribute(String mode) {
        return PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(mode));
    }
}
