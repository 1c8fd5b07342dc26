package dev.parlance.media;

import dev.parlance.common.Ids;
import dev.parlance.system.ParlanceProperties;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The media store as a folder ({@code PARLANCE_DATA_DIR/media}); a key is a relative path in it.
 * A value is written to a hidden {@code .part} file beside its final name, flushed to disk, then
 * renamed over the final name in one atomic step, so readers and a restarted process see either
 * the whole file or none. Leftover {@code .part} files of a crash sit in the job's folder and go
 * with it.
 */
public class LocalMediaStore implements MediaStore {
    /** Copy buffer: large enough for disk throughput, small enough that uploads never weigh on the heap. */
    static final int BUFFER = 64 * 1024;

    private final Path root;

    public LocalMediaStore(ParlanceProperties properties) {
        this(properties.dataDir().resolve("media"));
    }

    public LocalMediaStore(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** The folder's name ({@code media} in the data folder). */
    @Override
    public String bucket() {
        return root.getFileName().toString();
    }

    @Override
    public long put(String key, InputStream in) throws IOException {
        Path target = path(key);
        Files.createDirectories(target.getParent());
        Path part = target.resolveSibling("." + target.getFileName() + "." + Ids.newId().substring(0, 8) + ".part");
        try {
            long total = 0;
            try (FileChannel out = FileChannel.open(part, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                byte[] buffer = new byte[BUFFER];
                int n;
                while ((n = in.read(buffer)) != -1) {
                    ByteBuffer chunk = ByteBuffer.wrap(buffer, 0, n);
                    while (chunk.hasRemaining()) {
                        out.write(chunk);
                    }
                    total += n;
                }
                out.force(true);
            }
            Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return total;
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(part);
            throw e;
        }
    }

    /**
     * A hard link when the file system allows one: no bytes copied, however large the media, and
     * deleting either name leaves the other's file. Otherwise a copy, as {@link MediaStore#copy}.
     */
    @Override
    public long copy(String from, String to) throws IOException {
        Path source = path(from);
        Path target = path(to);
        Files.createDirectories(target.getParent());
        Path part = target.resolveSibling("." + target.getFileName() + "." + Ids.newId().substring(0, 8) + ".part");
        try {
            Files.createLink(part, source);
        } catch (UnsupportedOperationException | IOException e) {
            Files.deleteIfExists(part);
            return MediaStore.super.copy(from, to);
        }
        try {
            Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return Files.size(target);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(part);
            throw e;
        }
    }

    @Override
    public InputStream open(String key) throws IOException {
        // A channel-backed stream: skip() moves the file position instead of reading.
        return Files.newInputStream(path(key));
    }

    @Override
    public InputStream open(String key, long offset) throws IOException {
        SeekableByteChannel channel = Files.newByteChannel(path(key));
        try {
            channel.position(offset);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        return Channels.newInputStream(channel);
    }

    @Override
    public long size(String key) throws IOException {
        return Files.size(path(key));
    }

    @Override
    public boolean exists(String key) {
        return Files.isRegularFile(path(key));
    }

    @Override
    public void delete(String key) throws IOException {
        Files.deleteIfExists(path(key));
    }

    @Override
    public void deleteAll(String prefix) throws IOException {
        Path folder = path(prefix);
        if (folder.equals(root) || !Files.isDirectory(folder)) {
            return;
        }
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(folder)) {
            paths = walk.sorted(Comparator.reverseOrder()).toList();
        }
        for (Path p : paths) {
            try {
                Files.deleteIfExists(p);
            } catch (DirectoryNotEmptyException | NoSuchFileException e) {
                // A concurrent writer added or removed a file; what it leaves goes with the next delete.
            }
        }
    }

    /** The stored file itself: nothing to copy or clean up. */
    @Override
    public LocalFile localFile(String key) throws IOException {
        Path p = path(key);
        if (!Files.isRegularFile(p)) {
            throw new java.io.FileNotFoundException("No stored media under " + key);
        }
        return new LocalFile(p, false);
    }

    private Path path(String key) {
        Path p = root.resolve(MediaKeys.requireValid(key)).normalize();
        if (!p.startsWith(root)) {
            throw new IllegalArgumentException("Media key escapes the store: " + key);
        }
        return p;
    }
}
