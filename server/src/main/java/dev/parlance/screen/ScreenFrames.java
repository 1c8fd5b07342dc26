package dev.parlance.screen;

import dev.parlance.speech.media.ExternalProcess;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Samples a video for OCR with ffmpeg: one frame a second at most, and of those only the first
 * and the ones where the picture changed since the previous sampled second (ffmpeg's scene score;
 * a caption appearing over a still picture scores about 0.005-0.02, so the threshold is low). The
 * frames are grey PNGs at a height OCR reads well (small video doubled, over 1080 lines reduced),
 * named by their time in milliseconds. Each holds the picture twice, one above the other: as it is,
 * where dark text on a light slide reads well, and with only its brightest parts kept, as black on
 * white, which is how a white or yellow title over a busy picture reads at all.
 *
 * <p>The decoder runs on one thread: it gives the same frames, and an hour of 720p then costs a
 * third less CPU (57 s against 87 s on two cores, in about the same time), which the recognizer,
 * running beside other jobs' work, needs more than this pass needs speed. It also skips the frames
 * no other frame is predicted from (most B-frames), which halves the decoding again: a sampled
 * second then starts on a frame at most a few hundredths later, the better-quality kind of frame.
 * On bench/screen-text.sh's titles, over three sampling instants half a second apart, it reads a
 * little worse on average (93% against 96%), inside the spread the instant alone gives (92-99%);
 * docs/api-notes.md has the figures.
 */
final class ScreenFrames {
    /** ffmpeg's scene score above which a sampled second counts as changed. */
    static final double SCENE_CHANGE = 0.003;
    /** Grey level (of 255) above which a pixel counts as part of a bright title. */
    static final int BRIGHT = 190;

    private ScreenFrames() {
    }

    /** A sampled frame: its time in the media and its image. */
    record Frame(long atMillis, Path image) {
    }

    /**
     * @param timeout how long ffmpeg may take for the whole media
     * @return the frames in time order; empty when the media has no picture ffmpeg can decode
     */
    static List<Frame> sample(Path media, Path folder, Duration timeout) throws IOException {
        List<String> command = List.of("ffmpeg", "-nostdin", "-v", "error", "-threads", "1", "-skip_frame", "noref", "-protocol_whitelist", "file",
                "-i", "file:" + media.toAbsolutePath(), "-map", "0:v:0", "-an", "-sn", "-dn",
                "-vf", "fps=1,select='eq(n\\,0)+gt(scene\\," + SCENE_CHANGE + ")',"
                        + "scale=-2:'if(lt(ih\\,720)\\,ih*2\\,min(ih\\,1080))':flags=lanczos,format=gray,split=2[picture][copy];"
                        + "[copy]lut=y='if(gt(val\\," + BRIGHT + ")\\,0\\,255)'[bright];[picture][bright]vstack,settb=1/1000",
                "-fps_mode", "vfr", "-frame_pts", "1", "-enc_time_base", "1/1000",
                folder.toAbsolutePath() + "/%d.png");
        try (ExternalProcess process = ExternalProcess.start(command, media)) {
            if (!process.waitFor(timeout)) {
                throw new IOException("Sampling the picture took longer than " + timeout.toSeconds() + " s");
            }
            if (process.exitCode() != 0) {
                throw new IOException("Sampling the picture failed: " + process.errorReason("ffmpeg exit code " + process.exitCode()));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while sampling the picture", e);
        }
        List<Frame> frames = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            files.filter(f -> f.getFileName().toString().matches("\\d+\\.png")).forEach(f -> {
                String name = f.getFileName().toString();
                frames.add(new Frame(Long.parseLong(name.substring(0, name.length() - 4)), f));
            });
        }
        frames.sort(Comparator.comparingLong(Frame::atMillis));
        return frames;
    }
}
