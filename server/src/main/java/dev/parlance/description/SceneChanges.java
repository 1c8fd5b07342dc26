package dev.parlance.description;

import dev.parlance.media.DerivedOnce;
import dev.parlance.media.Media;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.media.MediaStore;
import dev.parlance.speech.media.ExternalProcess;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The scene changes of a job's video, each with a small picture, for the describer's editor: where
 * the picture changes is where a description is most often needed. ffmpeg decodes only the video's
 * key frames (encoders put one at a cut, so a cut is found at a fraction of a full decode's cost:
 * an hour of video in seconds) and keeps the first and each one whose scene score against the one
 * before is above {@value #SCENE_CHANGE}. Computed once per media and stored beside it as one
 * object (an index, then the JPEGs), which the editor then only reads.
 */
@Component
public class SceneChanges {
    /** ffmpeg's scene score (0..1) from which two key frames count as different scenes. */
    static final double SCENE_CHANGE = 0.3;
    /** A programme with more cuts than this shows its first ones: the strip is a guide, not an index. */
    static final int MAX_SCENES = 500;
    /** Thumbnail width in pixels. */
    static final int WIDTH = 192;
    private static final Duration TIMEOUT = Duration.ofMinutes(10);
    private static final Logger log = LoggerFactory.getLogger(SceneChanges.class);

    /** A scene change: where it is in the media (ms) and its picture's place in the stored object. */
    public record Scene(long atMillis, long offset, int length) {
    }

    private final MediaRepository media;
    private final MediaStore store;
    private final DerivedOnce derived;

    SceneChanges(MediaRepository media, MediaStore store) {
        this.media = media;
        this.store = store;
        this.derived = new DerivedOnce(store);
    }

    /** The job's scene changes in time order; empty when it has no stored media, or no picture. */
    public List<Scene> of(String jobId) {
        Optional<Media> stored = media.find(jobId).filter(m -> m.state() == MediaState.STORED);
        if (stored.isEmpty()) {
            return List.of();
        }
        String key = stored.get().storageKey() + ".scenes";
        try {
            derived.ensure(key, () -> compute(stored.get().storageKey(), key));
            try (DataInputStream in = new DataInputStream(store.open(key))) {
                int count = in.readInt();
                List<Scene> scenes = new ArrayList<>(count);
                long offset = 4L + count * 12L;
                for (int i = 0; i < count; i++) {
                    long at = in.readLong();
                    int length = in.readInt();
                    scenes.add(new Scene(at, offset, length));
                    offset += length;
                }
                return scenes;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The picture (JPEG) of the job's scene change number {@code index}; empty when there is none. */
    public Optional<byte[]> picture(String jobId, int index) {
        List<Scene> scenes = of(jobId);
        if (index < 0 || index >= scenes.size()) {
            return Optional.empty();
        }
        Scene scene = scenes.get(index);
        String key = media.find(jobId).orElseThrow().storageKey() + ".scenes";
        try (InputStream in = store.open(key, scene.offset())) {
            return Optional.of(in.readNBytes(scene.length()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Stores the scenes (none for media without a picture, so that is not looked for again). */
    private boolean compute(String mediaKey, String key) throws IOException {
        Path folder = Files.createTempDirectory("parlance-scenes");
        try (MediaStore.LocalFile file = store.localFile(mediaKey)) {
            List<Path> pictures = sample(file.path(), folder);
            store.put(key, new ByteArrayInputStream(bundle(pictures)));
            return true;
        } finally {
            try (Stream<Path> files = Files.list(folder)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(folder);
        }
    }

    /** The scene pictures, named by their time in ms, in time order; none when the media has no picture. */
    static List<Path> sample(Path media, Path folder) throws IOException {
        List<String> command = List.of("ffmpeg", "-nostdin", "-v", "error", "-skip_frame", "nokey", "-protocol_whitelist", "file",
                "-i", "file:" + media.toAbsolutePath(), "-map", "0:v:0?", "-an", "-sn", "-dn",
                "-vf", "select='eq(n\\,0)+gt(scene\\," + SCENE_CHANGE + ")',scale=" + WIDTH + ":-2,settb=1/1000",
                "-fps_mode", "vfr", "-frame_pts", "1", "-enc_time_base", "1/1000", "-frames:v", String.valueOf(MAX_SCENES),
                "-q:v", "5", folder.toAbsolutePath() + "/%d.jpg");
        try (ExternalProcess process = ExternalProcess.start(command, media)) {
            if (!process.waitFor(TIMEOUT)) {
                throw new IOException("Finding the scene changes took longer than " + TIMEOUT.toMinutes() + " minutes");
            }
            if (process.exitCode() != 0) {
                // Audio only, or a picture ffmpeg cannot decode: no scenes, as for any media without a picture.
                log.info("No scene changes for {}: {}", media.getFileName(), process.errorReason("ffmpeg exit code " + process.exitCode()));
                return List.of();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while finding the scene changes", e);
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().matches("\\d+\\.jpg"))
                    .sorted(Comparator.comparingLong(SceneChanges::millisOf)).toList();
        }
    }

    private static long millisOf(Path picture) {
        String name = picture.getFileName().toString();
        return Long.parseLong(name.substring(0, name.indexOf('.')));
    }

    /** The stored form: the count, then (ms, length) of each, then the JPEGs one after the other. */
    private static byte[] bundle(List<Path> pictures) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(pictures.size());
        for (Path picture : pictures) {
            out.writeLong(millisOf(picture));
            out.writeInt(Math.toIntExact(Files.size(picture)));
        }
        for (Path picture : pictures) {
            out.write(Files.readAllBytes(picture));
        }
        out.flush();
        return bytes.toByteArray();
    }
}
